import { COPIED_DURATION_MS } from '@vitalreg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './toast';

export const COPIED_MESSAGE = 'Copied!';
export const COPY_FAILED_MESSAGE = 'Error copying to clipboard';

/** Copies text; shows "Copied!" (for `duration` ms) or "Error copying to clipboard" as a toast. */
export async function copyToClipboard(
  text: string,
  duration: number = COPIED_DURATION_MS,
): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    toast.success(COPIED_MESSAGE, { duration });
    return true;
  } catch {
    toast.error(COPY_FAILED_MESSAGE);
    return false;
  }
}

/** `copied` stays true for `duration` ms after a successful copy (for a "Copied!" label). */
export function useCopyToClipboard(duration: number = COPIED_DURATION_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      const ok = await copyToClipboard(text, duration);
      if (ok) {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), duration);
      }
      return ok;
    },
    [duration],
  );

  return { copied, copy };
}
