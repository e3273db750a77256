import type { RegistrationCentre } from '@vitalreg/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationCentresStore } from '@/lib/registration-centres-store';

/** GET /option/registration-centres; the answer is kept in the registration centres store. */
export async function getRegistrationCentres(
  options: { fresh?: boolean } = {},
): Promise<RegistrationCentre[]> {
  const centres = await api.get<RegistrationCentre[]>('/option/registration-centres', {
    ...(options.fresh ? { cache: 'no-cache' as const } : {}),
  });
  registrationCentresStore.set(centres);
  return centres;
}

export const registrationCentresQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'registration-centres'],
    queryFn: () => getRegistrationCentres(),
  });

/** The list as the server has it now (an administrator placing someone at a new centre). */
export const freshRegistrationCentresQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'registration-centres', 'fresh'],
    queryFn: () => getRegistrationCentres({ fresh: true }),
    staleTime: 0,
  });
