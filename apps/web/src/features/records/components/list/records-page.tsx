import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ListPagination } from '@/components/ui/list-pagination';
import { useRegistrationCentresStore } from '@/lib/registration-centres-store';
import { useMayTakeAction } from '@/lib/authorization';
import { usePermissions } from '@/lib/session-store';
import { useRecords, type RecordListFilters } from '../../api/get-records';
import type { RecordKindView, RecordSummary } from '../../types';
import { pageOf, recordCount } from './format';
import { listAddress, readListAddress } from './list-address';
import { QueriedRecordsCallout } from './queried-records-callout';
import { RecordFilters } from './record-filters';
import { RecordTable } from './record-table';
import { StatsCards } from './stats-cards';

export interface RecordsPageProps<S extends RecordSummary> {
  kind: RecordKindView<S>;
  /** The kind's own links above the statistics (e.g. other registration forms). */
  actions?: ReactNode;
}

/** A kind's section page: statistics, queried records, the filtered list. */
export function RecordsPage<S extends RecordSummary>({ kind, actions }: RecordsPageProps<S>) {
  const permissions = usePermissions();
  const centres = useRegistrationCentresStore();
  // The filters and page live in the address (and the name search in the history entry).
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const { filters, page } = useMemo(() => readListAddress(search, state), [search, state]);
  const list = useRecords(kind, page, filters);
  const show = useCallback(
    (next: RecordListFilters, nextPage: number) => {
      const address = listAddress(next, nextPage);
      setSearch(address.search, { replace: true, state: address.state });
    },
    [setSearch],
  );
  const changeFilters = useCallback((next: RecordListFilters) => show(next, 1), [show]);

  // Reviewers query records; the callout is for the staff who fix them.
  const showQueried =
    useMayTakeAction('resubmit', kind) && !permissions.includes('Can_Review_Records');
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');
  const titleId = `${kind.key}-list-title`;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      <StatsCards kind={kind} />
      {showQueried ? <QueriedRecordsCallout kind={kind} /> : null}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={titleId}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 2 }}>
          {kind.plural}
        </Typography>
        <RecordFilters value={filters} onChange={changeFilters} centres={centres} />
        <Box sx={{ mt: 2, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <RecordTable
            kind={kind}
            rows={list.data?.result ?? []}
            loading={list.isPending}
            showCentre={centres.length > 1}
            empty={
              <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
                {list.isError
                  ? 'The list could not be loaded.'
                  : filtered
                    ? `No ${kind.plural.toLowerCase()} match these filters.`
                    : `No ${kind.plural.toLowerCase()} yet`}
              </Typography>
            }
          />
        </Box>
        <ListPagination
          pagination={list.data?.pagination}
          page={page}
          onChange={(next) => show(filters, next)}
          summary={(pagination) =>
            pagination.pages > 1
              ? `${recordCount(pagination)} · ${pageOf(pagination)}`
              : recordCount(pagination)
          }
        />
      </Paper>
    </Box>
  );
}
