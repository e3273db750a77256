import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  IDENTITY_DOCUMENT_TYPES,
  MODIFICATION_DOCUMENT_NAMES,
  MODIFICATION_MESSAGES,
  MODIFICATION_REASONS,
  PROOFS_OF_IDENTITY,
  REQUESTER_TYPES,
  type ModificationEntry,
  type RecordHistoryEntry,
} from '@vitalreg/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { DetailSection, HistoryTimeline, StoredFile } from '@/features/records';
import { hasErrorCode } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { useModification } from '../api/get-modification';
import { inputNamed, listName } from '../correction-values';
import { findModificationKind, recordHref, type ModificationKind } from '../modification-kinds';
import { ChangesTable, type ChangeRow } from './changes-table';
import { Fact, factListSx } from './fact-list';
import { RequestActions } from './request-actions';
import { BackToModifications } from './validation-page';

/**
 * `/dashboard/modifications/requests/{kind}/{id}`: one modification request, its Original |
 * Correction values, who asked and how they proved it, the documents, payment, history and the
 * approver it needs, with the buttons its `allowed_actions` give the user.
 */
export function RequestPage() {
  const params = useParams();
  const kind = findModificationKind(params.kind);
  const id = Number(params.id);
  const request = useModification(kind, id);

  if (!kind || !Number.isInteger(id) || id <= 0) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToModifications />
        <Alert severity="error">{MODIFICATION_MESSAGES.requestNotFound}</Alert>
      </Box>
    );
  }
  if (request.isPending) {
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label="Loading the request" />
    );
  }
  if (request.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToModifications />
        <Alert severity={hasErrorCode(request.error, 'NOT_FOUND') ? 'warning' : 'error'}>
          {errorMessage(request.error)}
        </Alert>
      </Box>
    );
  }
  return <RequestView kind={kind} entry={request.data} />;
}

/** The entry's Original | Correction rows, each with its input's declaration. */
export function changeRows(kind: ModificationKind, entry: ModificationEntry): ChangeRow[] {
  return entry.changes.flatMap((change) => {
    const named = inputNamed(kind, change.name);
    return named
      ? [{ input: named.input, label: change.label, before: change.before, after: change.after }]
      : [];
  });
}

/** Requested, queried and approved, with who and when, as the record's history reads. */
function historyOf(entry: ModificationEntry): RecordHistoryEntry[] {
  const steps: RecordHistoryEntry[] = [
    { action: 'submit', at: entry.requested_at, by: entry.requested_by, reason: null },
  ];
  if (entry.queried_by && entry.queried_at) {
    steps.push({
      action: 'query',
      at: entry.queried_at,
      by: entry.queried_by,
      reason: entry.query_reason,
    });
  }
  if (entry.approved_by && entry.approved_at) {
    steps.push({ action: 'approve', at: entry.approved_at, by: entry.approved_by, reason: null });
  }
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** How the requester proved who they are, as a sentence. */
export function proofOf(requester: ModificationEntry['requester']): string {
  const proof = listName(PROOFS_OF_IDENTITY, requester.proof);
  if (requester.nin) return `${proof}: ${requester.nin}`;
  if (requester.document_type !== null) {
    const document = listName(IDENTITY_DOCUMENT_TYPES, requester.document_type);
    return `${proof}: ${document} ${requester.document_number ?? ''}`.trim();
  }
  return requester.note ?? proof;
}

function RequestView({ kind, entry }: { kind: ModificationKind; entry: ModificationEntry }) {
  const reason = entry.mod_reason_other ?? listName(MODIFICATION_REASONS, entry.mod_reason);
  const { requester } = entry;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <BackToModifications />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="modification-title"
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id="modification-title" variant="h2" component="h2">
              Correction of {entry.mod_field_label.toLowerCase()}
            </Typography>
            <Typography color="text.secondary">
              {kind.label} {entry.certificate_number} · {entry.subject}
            </Typography>
          </Box>
          <StatusChip status={entry.status} size="medium" />
        </Box>
        {entry.status === 'approved' ? (
          <Alert
            severity="success"
            role="status"
            action={
              <Button
                component={RouterLink}
                to={recordHref(kind, entry.record_id)}
                color="inherit"
                size="small"
              >
                Open the record
              </Button>
            }
          >
            <AlertTitle>The record was corrected</AlertTitle>
            {MODIFICATION_MESSAGES.approved}
            {entry.version ? ` Its particulars are now version ${entry.version}.` : ''} Print its
            new certificate from the record&apos;s page.
          </Alert>
        ) : null}
        {entry.status === 'queried' ? (
          <Alert severity="warning">
            <AlertTitle>Queried</AlertTitle>
            {entry.query_reason ?? 'No reason was given.'}
          </Alert>
        ) : null}
        <RequestActions kind={kind} entry={entry} />
        <Box component="dl" sx={factListSx}>
          <Fact label="Record">
            <Link component={RouterLink} to={recordHref(kind, entry.record_id)}>
              {entry.record_reference}
            </Link>
          </Fact>
          <Fact label="Certificate number">{entry.certificate_number}</Fact>
          <Fact label="Requester">
            {[listName(REQUESTER_TYPES, requester.type), requester.name, requester.relationship]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
          <Fact label="Proof of identity">{proofOf(requester)}</Fact>
          <Fact label="Reason">{reason}</Fact>
          <Fact label="Comment">{entry.comment ?? '—'}</Fact>
          <Fact label="Payment">
            {entry.waived ? 'Fee waived' : (entry.payment_reference ?? '—')}
          </Fact>
          <Fact label="Approver required">{entry.approver_title}</Fact>
        </Box>
      </Paper>
      <DetailSection title="Original and correction">
        <ChangesTable
          layout={kind.layout}
          caption={entry.mod_field_label}
          rows={changeRows(kind, entry)}
        />
      </DetailSection>
      <DetailSection title="Supporting documents">
        {entry.supporting_documents.length === 0 ? (
          <Typography color="text.secondary">No documents were attached.</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {entry.supporting_documents.map((document) => (
              <StoredFile
                key={document.url}
                fileKey={document.url}
                label={MODIFICATION_DOCUMENT_NAMES[document.type]}
                mimeType={document.mimeType}
              />
            ))}
          </Box>
        )}
      </DetailSection>
      <DetailSection title="History">
        <HistoryTimeline history={historyOf(entry)} />
      </DetailSection>
    </Box>
  );
}
