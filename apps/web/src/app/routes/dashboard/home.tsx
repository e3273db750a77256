import { ROLE_TITLES, type RoleName } from '@vitalreg/domain';
import { RegistrarProfile } from '@/features/dashboard/components/registrar-profile';
import { useLgas } from '@/features/options/api/get-lgas';
import { useStates } from '@/features/options/api/get-states';
import { useUser } from '@/lib/session-store';

/** Home: the registrar dashboard (spec section 1). */
export function Component() {
  const user = useUser();
  const states = useStates();
  const lgas = useLgas(user?.State_ID);
  if (!user) return null;

  const stateName = states.data?.find((state) => state.State_ID === user.State_ID)?.State_Name;
  const lgaName = lgas.data?.find((lga) => lga.LGA_ID === user.LGA_ID)?.LGA_Name;
  const roleName = user.roles.name;

  return (
    <RegistrarProfile
      userName={user.UserName}
      fullName={user.FullName}
      userId={user.User_ID}
      roleName={roleName}
      roleTitle={ROLE_TITLES[roleName as RoleName] ?? roleName}
      stateName={nameOrStatus(user.State_ID, stateName, states.isPending)}
      lgaName={nameOrStatus(user.LGA_ID, lgaName, lgas.isPending)}
      registrationCentre={user.Registration_Centres?.Reg_Center_Name ?? 'Not assigned'}
    />
  );
}

function nameOrStatus(id: number | null, name: string | undefined, loading: boolean): string {
  if (id == null) return 'Not assigned';
  if (name) return name;
  return loading ? 'Loading…' : `Unknown (${id})`;
}
