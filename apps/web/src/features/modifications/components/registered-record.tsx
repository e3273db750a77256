import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { correctableField, type ModificationLookup } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { DetailSection, RecordParticulars, StoredFile } from '@/features/records';
import { formatDate } from '@/lib/dates';
import type { ModificationKind } from '../modification-kinds';
import { Fact, factListSx } from './fact-list';

/**
 * The record as registered, to compare with the person and the paper: its photo when the kind
 * keeps one, certificate number, where it was registered, the requests still open on it, and
 * its particulars as the record's page groups them.
 */
export function RegisteredRecord({
  kind,
  record,
}: {
  kind: ModificationKind;
  record: ModificationLookup;
}) {
  const { registration } = record;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="registered-record-title"
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            id="registered-record-title"
            variant="h2"
            sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}
          >
            {kind.label} {record.certificate_number}
          </Typography>
          <StatusChip status={record.status} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: record.photo ? '1fr auto' : '1fr' },
            alignItems: 'start',
          }}
        >
          <Box component="dl" sx={factListSx}>
            <Fact label="Certificate number">{record.certificate_number}</Fact>
            <Fact label="Reference">{record.reference}</Fact>
            <Fact label="Registered at">
              {[registration.centre, registration.lga, registration.state].join(', ')}
            </Fact>
            <Fact label="Approved on">{formatDate(record.approved_at)}</Fact>
            <Fact label="Version">{record.version}</Fact>
          </Box>
          {record.photo ? <StoredFile fileKey={record.photo} label="Photo" height={160} /> : null}
        </Box>
        <OpenRequests kind={kind} record={record} />
      </Paper>
      <RecordParticulars
        layout={kind.layout}
        record={{
          particulars: record.particulars,
          centre: { id: 0, name: registration.centre },
        }}
      />
    </Box>
  );
}

function OpenRequests({ kind, record }: { kind: ModificationKind; record: ModificationLookup }) {
  if (record.open_requests.length === 0) {
    return <Typography color="text.secondary">No correction of this record is open.</Typography>;
  }
  return (
    <DetailSection title="Open requests">
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {record.open_requests.map((open) => (
          <li key={open.id}>
            <Link
              component={RouterLink}
              to={paths.dashboard.modifications.request.getHref(kind.key, open.id)}
            >
              {correctableField(kind.corrections, open.mod_field)?.label ?? open.mod_field}
            </Link>{' '}
            <StatusChip status={open.status} />
          </li>
        ))}
      </Box>
    </DetailSection>
  );
}
