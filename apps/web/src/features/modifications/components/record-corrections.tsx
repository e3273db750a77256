import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  hasAnyPermission,
  listSchema,
  MODIFICATION_DOCUMENT_NAMES,
  MODIFICATION_REASONS,
  modificationEntrySchema,
  REQUESTER_TYPES,
  SECTION_ACCESS,
  type ModificationEntry,
} from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { DetailSection } from '@/features/records';
import { api } from '@/lib/api-client';
import { usePermissions } from '@/lib/session-store';
import { formatDateTime } from '@/lib/dates';
import { listName } from '../correction-values';
import { findModificationKind, type ModificationKind } from '../modification-kinds';
import { ChangesTable } from './changes-table';
import { Fact, factListSx } from './fact-list';
import { changeRows, proofOf } from './request-page';

const listOfEntries = listSchema(modificationEntrySchema);

/**
 * The record page's "Corrections": every modification request of the record, newest first,
 * each with its Original | Correction values, requester and proof, reason, documents, who
 * asked and who approved and when, linked to its request page. Shown to whoever may open the
 * Modifications section; nothing for a kind that is never corrected.
 */
export function RecordCorrections({ kindKey, recordId }: { kindKey: string; recordId: number }) {
  const kind = findModificationKind(kindKey);
  const allowed = hasAnyPermission(usePermissions(), SECTION_ACCESS.modifications);
  const corrections = useQuery({
    queryKey: ['modifications', kindKey, 'record', recordId],
    queryFn: ({ signal }) =>
      api.get(`/modification/${kind?.apiPath}/list`, {
        params: { record_id: recordId, limit: 100 },
        schema: listOfEntries,
        signal,
      }),
    enabled: Boolean(kind) && allowed,
    meta: { silent: true },
  });
  const entries = corrections.data?.result ?? [];
  if (!kind || entries.length === 0) return null;
  return (
    <DetailSection title="Corrections">
      <Box sx={{ display: 'grid', gap: 3 }}>
        {entries.map((entry) => (
          <Correction key={entry.id} kind={kind} entry={entry} />
        ))}
      </Box>
    </DetailSection>
  );
}

function Correction({ kind, entry }: { kind: ModificationKind; entry: ModificationEntry }) {
  const reason = entry.mod_reason_other ?? listName(MODIFICATION_REASONS, entry.mod_reason);
  const requester = [listName(REQUESTER_TYPES, entry.requester.type), entry.requester.name]
    .filter(Boolean)
    .join(': ');
  return (
    <Box component="article" aria-label={`Correction of ${entry.mod_field_label.toLowerCase()}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {entry.mod_field_label}
          {entry.version ? ` (version ${entry.version})` : ''}
        </Typography>
        <StatusChip status={entry.status} />
        <Link
          component={RouterLink}
          to={paths.dashboard.modifications.request.getHref(kind.key, entry.id)}
        >
          Open the request
        </Link>
      </Box>
      <ChangesTable
        layout={kind.layout}
        rows={changeRows(kind, entry)}
        caption={entry.mod_field_label}
      />
      <Box component="dl" sx={{ ...factListSx, mt: 1.5 }}>
        <Fact label="Requester">{requester}</Fact>
        <Fact label="Proof of identity">{proofOf(entry.requester)}</Fact>
        <Fact label="Reason">{reason}</Fact>
        <Fact label="Documents">
          {entry.supporting_documents
            .map((document) => MODIFICATION_DOCUMENT_NAMES[document.type])
            .join(', ') || '—'}
        </Fact>
        <Fact label="Requested">
          {entry.requested_by.name} · {formatDateTime(entry.requested_at)}
        </Fact>
        {entry.approved_by && entry.approved_at ? (
          <Fact label="Approved">
            {entry.approved_by.name} · {formatDateTime(entry.approved_at)}
          </Fact>
        ) : null}
      </Box>
    </Box>
  );
}
