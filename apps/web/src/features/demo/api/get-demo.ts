import { useQuery } from '@tanstack/react-query';
import { demoInfoSchema, demoMailboxSchema } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export const demoKeys = {
  info: ['demo', 'info'] as const,
  mailbox: ['demo', 'mailbox'] as const,
};

/**
 * `GET /demo`: the demo server's accounts and sandboxes (docs/demo.md); 404 on a server without
 * the demo, which is no error here: the answer is then null.
 */
export function useDemoInfo() {
  return useQuery({
    queryKey: demoKeys.info,
    queryFn: () => api.get('/demo', { schema: demoInfoSchema }),
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
}

/** `GET /demo/mailbox`: what the demo server's local mail sink received, newest first. */
export function useDemoMailbox() {
  return useQuery({
    queryKey: demoKeys.mailbox,
    queryFn: () => api.get('/demo/mailbox', { schema: demoMailboxSchema }),
    refetchInterval: 5_000,
  });
}
