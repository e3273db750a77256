import Box from '@mui/material/Box';
import type { ReprintLookupQuery } from '@vitalreg/domain';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OfflineServiceNotice } from '@/features/offline';
import { reprintQueryKeys } from '../api/find-certificate';
import { REPRINT_SERVICE } from '../reprint-service';
import { FindCertificateForm } from './find-certificate-form';
import { FoundCertificate } from './found-certificate';
import { PastReprints } from './past-reprints';

/**
 * `/dashboard/reprint` (Can_See_Certificate_Reprint): find a printed certificate of the user's
 * area by type and number, see its particulars and fee, pay (or waive) and reprint it; the
 * area's past reprints below.
 */
export function ReprintPage() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ReprintLookupQuery | null>(null);
  const find = (next: ReprintLookupQuery) => {
    setQuery(next);
    // The same number asked again is asked of the server again (it may have been printed since).
    void queryClient.invalidateQueries({ queryKey: reprintQueryKeys.lookup(next) });
  };
  const finding =
    useIsFetching({ queryKey: query ? reprintQueryKeys.lookup(query) : ['reprint', 'none'] }) > 0;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <OfflineServiceNotice service={REPRINT_SERVICE} />
      <FindCertificateForm onFind={find} finding={finding} />
      {query ? <FoundCertificate query={query} /> : null}
      <PastReprints />
    </Box>
  );
}
