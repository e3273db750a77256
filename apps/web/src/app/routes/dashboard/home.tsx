import { lgaName, ROLE_TITLES, stateName, type RoleName } from '@vitalreg/domain';
import { RegistrarProfile } from '@/features/dashboard';
import { useUser } from '@/lib/session-store';

/**
 * Home: the registrar dashboard (spec section 1). State and LGA names come from the reference
 * data the app carries, so the page reads the same with the network off.
 */
export function Component() {
  const user = useUser();
  if (!user) return null;
  const roleName = user.roles.name;

  return (
    <RegistrarProfile
      userName={user.UserName}
      fullName={user.FullName}
      userId={user.User_ID}
      roleName={roleName}
      roleTitle={ROLE_TITLES[roleName as RoleName] ?? roleName}
      stateName={nameOf(user.State_ID, stateName(user.State_ID))}
      lgaName={nameOf(user.LGA_ID, lgaName(user.LGA_ID))}
      registrationCentre={user.Registration_Centres?.Reg_Center_Name ?? 'Not assigned'}
    />
  );
}

function nameOf(id: number | null, name: string | undefined): string {
  if (id == null) return 'Not assigned';
  return name ?? `Unknown (${id})`;
}
