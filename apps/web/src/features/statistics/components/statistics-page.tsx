import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { hasAnyPermission } from '@vitalreg/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useRegistrationCentresStore } from '@/lib/registration-centres-store';
import { usePermissions, useUser } from '@/lib/session-store';
import { errorMessage } from '@/lib/errors';
import { useDashboard } from '../api/get-dashboard';
import {
  checkFilters,
  ownArea,
  ownAreaName,
  readFilters,
  viewFiltersOf,
  writeFilters,
} from '../view-filters';
import { StatisticsFilters } from './statistics-filters';
import { StatisticsView } from './statistics-view';
import { partOf, type StatisticsPart } from './view-figures';

/** The address's key of the part of the page shown (the overview when absent). */
const PART_KEY = 'section';

/**
 * `/dashboard/statistics`: how registration is going in the user's area since January 2023. The
 * filters and the part of the page shown are the address's query string, so a view can be
 * bookmarked.
 */
export function StatisticsPage() {
  const user = useUser();
  const permissions = usePermissions();
  const centres = useRegistrationCentresStore();
  const [search, setSearch] = useSearchParams();
  const raw = useMemo(() => readFilters(search), [search]);
  const part = partOf(search.get(PART_KEY));
  /** The view's query string with a part of the page (none for the overview). */
  const searchWith = (filters: URLSearchParams, next: StatisticsPart) => {
    if (next !== 'overview') filters.set(PART_KEY, next);
    return filters;
  };
  const checked = useMemo(() => checkFilters(raw), [raw]);
  const view = useDashboard(checked.filters ?? null);
  const area = useMemo(
    () =>
      user
        ? ownArea(user)
        : { scope: 'centre' as const, stateId: null, lgaId: null, centreId: null },
    [user],
  );
  const ownCentre = centres.find((centre) => centre.Reg_Center_ID === area.centreId);

  const problem = checked.error ?? (view.isError ? errorMessage(view.error) : null);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <StatisticsFilters
        value={viewFiltersOf(raw)}
        onChange={(next) => setSearch(searchWith(writeFilters(next), part))}
        area={area}
        areaName={ownAreaName(area, ownCentre?.Reg_Center_Name)}
        centres={centres}
      />
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : view.data ? (
        <Box
          aria-busy={view.isPlaceholderData}
          sx={{ opacity: view.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
        >
          <StatisticsView
            dashboard={view.data}
            mayManageEstimates={hasAnyPermission(permissions, ['Can_Manage_Centres'])}
            part={part}
            partLink={(next) => {
              const query = searchWith(writeFilters(viewFiltersOf(raw)), next).toString();
              return query ? `?${query}` : '';
            }}
          />
        </Box>
      ) : (
        <Box role="status" aria-label="Loading the figures" sx={{ display: 'grid', gap: 2 }}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={index === 0 ? 96 : 280} />
          ))}
        </Box>
      )}
    </Box>
  );
}
