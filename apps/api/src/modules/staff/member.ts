import {
  allowedStaffActions,
  deactivationReasonLabel,
  engagementEnded,
  roleNameById,
  type Actor,
  type RolePermissionsByRole,
  type StaffMember,
  type StaffStatus,
} from '@vitalreg/domain';
import type { StaffRow } from './repository.ts';

/** An account as the staff screens read it: its status today and what the caller may do. */

function statusOf(row: StaffRow, now: Date): StaffStatus {
  if (row.disabled) return 'deactivated';
  return engagementEnded(row.endDate, now) ? 'ended' : 'active';
}

export const placeOf = (row: {
  stateId: number | null;
  lgaId: number | null;
  regCenterId: number | null;
}) => ({
  stateId: row.stateId,
  lgaId: row.lgaId,
  centreId: row.regCenterId,
});

export function toStaffMember(
  row: StaffRow,
  actor: Actor,
  now: Date,
  matrix: RolePermissionsByRole,
): StaffMember {
  const status = statusOf(row, now);
  return {
    id: row.id,
    userName: row.userName,
    fullName: row.fullName ?? row.userName,
    role: roleNameById(row.roleId) ?? 'adhoc',
    phone: row.phone,
    email: row.email,
    ninEnd: row.nin ? row.nin.slice(-3) : null,
    regCenterId: row.regCenterId,
    centreName: row.centreName,
    lgaId: row.lgaId,
    stateId: row.stateId,
    endDate: row.endDate,
    status,
    deactivationReason: row.disabled
      ? deactivationReasonLabel(row.disabledReason, row.disabledReasonText)
      : null,
    deactivatedAt: row.disabled && row.disabledAt ? row.disabledAt.toISOString() : null,
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    recordsCaptured: row.recordsCaptured,
    createdAt: row.createdAt.toISOString(),
    allowedActions: allowedStaffActions(
      actor,
      {
        id: row.id,
        roleId: row.roleId,
        place: placeOf(row),
        status,
      },
      matrix,
    ),
  };
}
