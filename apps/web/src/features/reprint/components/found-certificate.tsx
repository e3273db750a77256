import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReprintLookup, ReprintLookupQuery } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { ServiceFailure } from '@/features/offline';
import { StoredFile } from '@/features/records';
import { hasErrorCode } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { useFindCertificate } from '../api/find-certificate';
import { recordHref } from '../reprint-kinds';
import { ReprintAction } from './reprint-action';
import { REPRINT_SERVICE } from '../reprint-service';

/** The certificate found by the form: its particulars, why it cannot be reprinted, or the reprint. */
export function FoundCertificate({ query }: { query: ReprintLookupQuery }) {
  const found = useFindCertificate(query);
  if (found.isPending) {
    return <Skeleton variant="rounded" height={240} aria-label="Finding the certificate" />;
  }
  if (found.isError) {
    if (!hasErrorCode(found.error, 'NOT_FOUND')) {
      return <ServiceFailure service={REPRINT_SERVICE} error={found.error} />;
    }
    return (
      <Alert severity="warning" role="alert">
        {errorMessage(found.error)}
      </Alert>
    );
  }
  const certificate = found.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="found-certificate-title"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id="found-certificate-title"
          variant="h2"
          sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}
        >
          {certificate.certificate_type} {certificate.certificate_number}
        </Typography>
        <StatusChip status={certificate.status} />
      </Box>
      {certificate.reason ? (
        <Alert
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to={recordHref(certificate.kind, certificate.record_id)}
              color="inherit"
              size="small"
            >
              Open the record
            </Button>
          }
        >
          {certificate.reason}
        </Alert>
      ) : null}
      <CertificateParticulars certificate={certificate} />
      {certificate.reprintable ? (
        <ReprintAction key={certificate.record_id} certificate={certificate} />
      ) : null}
    </Paper>
  );
}

function previousReprints(certificate: ReprintLookup): string {
  const [latest] = certificate.reprints;
  if (!latest) return 'None';
  const times = certificate.reprints.length === 1 ? 'Once' : `${certificate.reprints.length} times`;
  return `${times}; latest ${formatDateTime(latest.issued_at)} by ${latest.issued_by.name}`;
}

/** The spec's Reprint particulars, as a labelled list; the photograph beside them if any. */
function CertificateParticulars({ certificate }: { certificate: ReprintLookup }) {
  const p = certificate.particulars;
  const rows: [string, string][] = [
    ['Certificate type', certificate.certificate_type],
    ['Certificate number', certificate.certificate_number],
    [p.subject, p.names ?? '—'],
    ...(p.event.label === 'Date of birth' ? [] : [[p.event.label, formatDate(p.event.date)]]),
    // Held by some kinds only (a stillbirth's mother has no date of birth on it): left out
    // when the record holds none, like every empty particular on a record's page.
    ...(p.date_of_birth ? [['Date of birth', formatDate(p.date_of_birth)]] : []),
    ['Sex', p.sex ?? '—'],
    ['State of origin', p.state_of_origin ?? '—'],
    ['Country', p.country ?? '—'],
    ['LGA', p.lga ?? '—'],
    ...(p.mother_name ? [["Mother's name", p.mother_name]] : []),
    ...(p.father_name ? [["Father's name", p.father_name]] : []),
    ['Certificate on file', certificate.hasCertificate ? 'Yes' : 'No'],
    ['Reprinted before', previousReprints(certificate)],
  ] as [string, string][];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: p.face ? 'minmax(0, 1fr) auto' : '1fr' },
        alignItems: 'start',
      }}
    >
      <Box
        component="dl"
        aria-label="Particulars"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 0.75 },
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ mt: { xs: 0.75, sm: 0 } }}
            >
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {p.face ? <StoredFile fileKey={p.face} label="Face" height={160} /> : null}
    </Box>
  );
}
