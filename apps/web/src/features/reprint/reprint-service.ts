import type { OnlineService } from '@/features/offline';

/**
 * A reprint is not kept on the device (docs/offline.md): its fee is paid online and the
 * certificate is made by the server. What was typed stays on the screen.
 */
export const REPRINT_SERVICE: OnlineService = {
  name: 'A reprint',
  needs: 'payment',
  kept: 'the certificate number and payment you entered stay here: reprint when you are back online.',
};
