import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button, { type ButtonProps } from '@mui/material/Button';
import { COPIED_DURATION_MS } from '@vitalreg/domain';
import { COPIED_MESSAGE, useCopyToClipboard } from '@/lib/clipboard';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
  /** What the button says before copying, e.g. "Copy user ID". */
  label?: string;
  /** How long "Copied!" shows, in milliseconds (2000 by default). */
  duration?: number;
}

export function CopyButton({
  text,
  label = 'Copy',
  duration = COPIED_DURATION_MS,
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard(duration);
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon fontSize="small" />}
      onClick={() => void copy(text)}
      aria-live="polite"
      {...props}
    >
      {copied ? COPIED_MESSAGE : label}
    </Button>
  );
}
