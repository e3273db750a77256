import { ComingNext } from '@/components/ui/coming-next';

/*
 * Dashboard sections still to come. Each says what it will do; none shows invented data.
 * Wizard step names are the spec's (section 2), the flows DESIGN.md's.
 */

export function AdhocStaffRoute() {
  return (
    <ComingNext
      title="Adhoc staff"
      description="Create and manage the adhoc staff who capture birth registrations at your registration centres."
      features={['Adhoc staff list', 'Create, disable and re-enable adhoc staff accounts']}
    />
  );
}

export function NewAdhocStaffRoute() {
  return (
    <ComingNext
      title="Create adhoc staff"
      description="Give a new adhoc staff member an account tied to one of your registration centres."
    />
  );
}
