import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { BirthRegistrationSummary } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { fullName, motherLine } from './format';

export interface BirthRegistrationTableProps {
  rows: readonly BirthRegistrationSummary[];
  loading: boolean;
  /** Shown when there are no rows. */
  empty: React.ReactNode;
  /** The review queue shows who captured the record and when instead of the certificate. */
  variant?: 'list' | 'review';
  /** Off when every record comes from the user's one centre. */
  showCentre?: boolean;
}

const SKELETON_ROWS = 5;

/** The records as a table on desktop and as cards on phones; each opens the record. */
export function BirthRegistrationTable({
  rows,
  loading,
  empty,
  variant = 'list',
  showCentre = true,
}: BirthRegistrationTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (loading && rows.length === 0) return <LoadingRows phone={phone} />;
  if (rows.length === 0) return <>{empty}</>;
  return phone ? (
    <RecordCards rows={rows} variant={variant} showCentre={showCentre} />
  ) : (
    <RecordTable rows={rows} variant={variant} showCentre={showCentre} />
  );
}

function RecordTable({
  rows,
  variant,
  showCentre,
}: {
  rows: readonly BirthRegistrationSummary[];
  variant: 'list' | 'review';
  showCentre: boolean;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Birth registrations">
        <TableHead>
          <TableRow>
            <TableCell>Reference</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Child</TableCell>
            <TableCell>Date of birth</TableCell>
            <TableCell>Mother</TableCell>
            {showCentre ? <TableCell>Centre</TableCell> : null}
            <TableCell>{variant === 'review' ? 'Submitted' : 'Captured'}</TableCell>
            {variant === 'review' ? (
              <TableCell>Captured by</TableCell>
            ) : (
              <TableCell>Certificate</TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={paths.dashboard.birthRegistrations.detail.getHref(row.id)}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {row.reference}
                </Link>
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              <TableCell>{fullName(row.child)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.child.childBirthDate)}
              </TableCell>
              <TableCell>{motherLine(row)}</TableCell>
              {showCentre ? <TableCell>{row.centre.name}</TableCell> : null}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(variant === 'review' ? row.updated_at : row.created_at)}
              </TableCell>
              <TableCell>
                {variant === 'review' ? row.captured_by.name : (row.certificate_number ?? '—')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RecordCards({
  rows,
  variant,
  showCentre,
}: {
  rows: readonly BirthRegistrationSummary[];
  variant: 'list' | 'review';
  showCentre: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label="Birth registrations"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => (
        <Box component="li" key={row.id}>
          <Card variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={paths.dashboard.birthRegistrations.detail.getHref(row.id)}
              sx={{ p: 1.5 }}
            >
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 1,
                  alignItems: 'flex-start',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{fullName(row.child)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.reference} · born {formatDate(row.child.childBirthDate)}
                  </Typography>
                </Box>
                <StatusChip status={row.status} />
              </Box>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                Mother: {motherLine(row)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {showCentre ? `${row.centre.name} · ` : ''}
                {variant === 'review'
                  ? `submitted ${formatDate(row.updated_at)} by ${row.captured_by.name}`
                  : `captured ${formatDate(row.created_at)}`}
                {row.certificate_number ? ` · Cert. ${row.certificate_number}` : ''}
              </Typography>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

function LoadingRows({ phone }: { phone: boolean }) {
  return (
    <Box aria-busy="true" aria-label="Loading birth registrations" sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={phone ? 88 : 36} />
      ))}
    </Box>
  );
}
