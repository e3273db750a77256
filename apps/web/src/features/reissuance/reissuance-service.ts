import type { OnlineService } from '@/features/offline';

/**
 * A reissuance is not kept on the device (docs/offline.md): its fee is paid, the recipient's
 * email confirmed and the applicant's identity checked online. What was entered stays on the
 * screen.
 */
export const REISSUANCE_SERVICE: OnlineService = {
  name: 'A reissuance request',
  needs: 'payment, email confirmation and identity check',
  kept: 'what you entered stays here: submit it when you are back online.',
};
