import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSchema, reprintEntrySchema, type ReprintEntry } from '@vitalreg/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { reprintQueryKeys } from './find-certificate';

const reprintListSchema = listSchema(reprintEntrySchema);

export type ReprintList = z.infer<typeof reprintListSchema>;

/** `GET /reprint/list/{page}`: past reprints of the caller's area, newest first. */
export function getReprints(page: number, signal?: AbortSignal): Promise<ReprintList> {
  return api.get(`/reprint/list/${page}`, { schema: reprintListSchema, signal });
}

export function useReprints(page: number) {
  return useQuery({
    queryKey: reprintQueryKeys.list(page),
    queryFn: ({ signal }) => getReprints(page, signal),
    placeholderData: keepPreviousData,
  });
}

export type { ReprintEntry };
