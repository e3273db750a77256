import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { completenessTable, formatCount, formatPercent } from '../figures';
import { FigureSection } from './figure-section';

/** "Kano, Lagos and Oyo". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Births registered in the period against the births expected there (each state's population
 * and crude birth rate); without estimates, which states lack them and where to add them.
 */
export function CompletenessSection({
  dashboard,
  fileName,
  mayManageEstimates,
}: {
  dashboard: Dashboard;
  fileName: (csvName: string) => string;
  mayManageEstimates: boolean;
}) {
  const { births, expectedBirths, ratio, missingStates } = dashboard.completeness;
  const missing = missingStates.length > 0;
  return (
    <FigureSection
      title="Completeness of birth registration"
      description="Births registered in the period as a share of the births expected there, from each state's population estimate and crude birth rate."
      tables={[{ table: completenessTable(dashboard), csvName: 'completeness' }]}
      fileName={fileName}
    >
      {expectedBirths !== null && ratio !== null ? (
        <Typography component="p" sx={{ fontSize: '1.125rem' }}>
          <Typography component="strong" sx={{ fontSize: '2rem', fontWeight: 700, mr: 1 }}>
            {formatPercent(ratio)}
          </Typography>
          {`${formatCount(births)} births registered of about ${formatCount(expectedBirths)} expected.`}
        </Typography>
      ) : null}
      {expectedBirths === null && missing ? (
        <Alert severity="info">
          {`Completeness cannot be worked out: there are no population estimates for ${listed(missingStates)}.`}
          {mayManageEstimates ? (
            <>
              {' '}
              <Link component={RouterLink} to={paths.dashboard.admin.estimates.path}>
                Add population estimates
              </Link>
            </>
          ) : (
            ' Those who manage the registration centres can add them.'
          )}
        </Alert>
      ) : null}
      {expectedBirths === null && !missing ? (
        <Alert severity="info">
          Births expected are known for whole states only, from their population estimates: see
          completeness in the view of a state or of the whole country.
        </Alert>
      ) : null}
    </FigureSection>
  );
}
