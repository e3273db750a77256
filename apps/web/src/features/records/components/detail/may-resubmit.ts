import { availableActions, type RoleName, type SessionUser } from '@vitalreg/domain';
import type { RecordSummary } from '../../types';

/**
 * Whether the user may correct and resubmit a record, as the API decides it: the record is
 * queried, the user's role may resubmit, and the user captured it or is a registrar of the
 * centre it was captured at.
 */
export function mayResubmit(
  record: Pick<RecordSummary, 'status' | 'captured_by' | 'centre'>,
  user: SessionUser | null,
): boolean {
  if (!user) return false;
  const role = user.roles.name as RoleName;
  if (!availableActions(record.status, role).includes('resubmit')) return false;
  const capturedIt = String(user.User_ID) === String(record.captured_by.id);
  const centre = user.Registration_Centres?.Reg_Center_ID ?? user.Reg_Center_ID;
  const sameCentreRegistrar =
    role === 'registra' && centre != null && String(centre) === String(record.centre.id);
  return capturedIt || sameCentreRegistrar;
}
