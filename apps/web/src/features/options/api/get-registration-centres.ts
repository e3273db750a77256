import type { RegistrationCentre } from '@vitalreg/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationCentresStore } from '@/lib/registration-centres-store';

/** GET /option/registration-centres; the answer is kept in the registration centres store. */
export async function getRegistrationCentres(): Promise<RegistrationCentre[]> {
  const centres = await api.get<RegistrationCentre[]>('/option/registration-centres');
  registrationCentresStore.set(centres);
  return centres;
}

export const registrationCentresQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'registration-centres'],
    queryFn: getRegistrationCentres,
  });
