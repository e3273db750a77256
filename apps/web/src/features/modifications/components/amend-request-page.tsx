import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  correctableField,
  MODIFICATION_MESSAGES,
  type KindCorrections,
  type ModificationEntry,
} from '@vitalreg/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/lib/errors';
import { useModification } from '../api/get-modification';
import { findModificationKind } from '../modification-kinds';
import { BackToModifications } from './validation-page';
import { ModificationWizard } from './wizard/modification-wizard';

/** The registered values a request showed as its Original column. */
/**
 * The person whose names the request corrects, when the API decided they carry a NIN or
 * tracking ID (its approver is not the field's own): the amendment follows the same rule.
 */
function identifiedOf(kind: { corrections: KindCorrections }, entry: ModificationEntry): string[] {
  const field = correctableField(kind.corrections, entry.mod_field);
  return field?.person && entry.approver !== field.rule.approver ? [field.person] : [];
}

function registeredOf(entry: ModificationEntry): Record<string, unknown> {
  return Object.fromEntries(entry.changes.map((change) => [change.name, change.before]));
}

/**
 * `/dashboard/modifications/requests/{kind}/{id}/amend`: a queried request reopened at its
 * Correction step with what it sent, and resubmitted (PATCH) without a new payment.
 */
export function AmendRequestPage() {
  const params = useParams();
  const kind = findModificationKind(params.kind);
  const id = Number(params.id);
  const request = useModification(kind, id);
  const entry = request.data;
  const registered = useMemo(() => (entry ? registeredOf(entry) : {}), [entry]);
  const identified = useMemo(() => (kind && entry ? identifiedOf(kind, entry) : []), [kind, entry]);

  if (!kind) {
    return <Alert severity="error">{MODIFICATION_MESSAGES.requestNotFound}</Alert>;
  }
  if (request.isPending) {
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label="Loading the request" />
    );
  }
  if (request.isError || !entry) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToModifications />
        <Alert severity="error">{errorMessage(request.error)}</Alert>
      </Box>
    );
  }
  if (!entry.allowed_actions.includes('resubmit')) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToModifications />
        <Alert severity="warning">{MODIFICATION_MESSAGES.notQueried}</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <BackToModifications />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="amend-title"
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
      >
        <Typography id="amend-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Amend the correction of {entry.mod_field_label.toLowerCase()} · {entry.certificate_number}
        </Typography>
        {entry.query_reason ? (
          <Alert severity="warning">Queried: {entry.query_reason}</Alert>
        ) : null}
        <ModificationWizard
          key={entry.id}
          kind={kind}
          recordId={entry.record_id}
          registered={registered}
          amending={entry}
          identified={identified}
        />
      </Paper>
    </Box>
  );
}
