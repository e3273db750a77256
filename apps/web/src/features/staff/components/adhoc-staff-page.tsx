import { StaffList } from './staff-list';

/**
 * `/dashboard/adhoc-staff` (spec section 2): the adhoc clerks of the user's area with their
 * status, engagement end and records captured.
 */
export function AdhocStaffPage() {
  return (
    <StaffList
      base="adhoc-staff"
      title="Adhoc staff of your area"
      empty={
        'No adhoc staff yet. "Create Adhoc Staff" gives a clerk an account at one of your centres.'
      }
    />
  );
}
