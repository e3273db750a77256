import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  centreImportResultSchema,
  centreSchema,
  listSchema,
  type CentreChange,
  type CentreStatus,
  type CentreStatusChange,
  type NewCentre,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export interface CentreFilters {
  stateId?: number;
  lgaId?: number;
  q?: string;
  status?: CentreStatus;
}

export const centreKeys = {
  all: ['centres'] as const,
  list: (page: number, filters: CentreFilters) => ['centres', 'list', page, filters] as const,
};

const centreListSchema = listSchema(centreSchema);

/** `GET /centres`: the centres of the user's area by state, LGA and name, 20 a page. */
export function useCentres(page: number, filters: CentreFilters) {
  return useQuery({
    queryKey: centreKeys.list(page, filters),
    queryFn: () =>
      api.get('/centres', {
        params: {
          page,
          state_id: filters.stateId,
          lga_id: filters.lgaId,
          q: filters.q,
          status: filters.status,
        },
        schema: centreListSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the centre lists once it settles; errors are the caller's to show. */
function useCentreMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: centreKeys.all }),
  });
}

export const useCreateCentre = () =>
  useCentreMutation((input: NewCentre) => api.post('/centres', input, { schema: centreSchema }));

export const useChangeCentre = () =>
  useCentreMutation(({ id, change }: { id: number; change: CentreChange }) =>
    api.patch(`/centres/${id}`, change, { schema: centreSchema }),
  );

/** `POST /centres/{id}/deactivate` or `.../reactivate`, with a reason. */
export const useCentreStatus = () =>
  useCentreMutation(
    ({
      id,
      action,
      input,
    }: {
      id: number;
      action: 'deactivate' | 'reactivate';
      input: CentreStatusChange;
    }) => api.post(`/centres/${id}/${action}`, input, { schema: centreSchema }),
  );

/** `POST /centres/import`: every centre of the file, or none (the wrong lines in the refusal). */
export const useImportCentres = () =>
  useCentreMutation((csv: string) =>
    api.post('/centres/import', { csv }, { schema: centreImportResultSchema }),
  );
