import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { CertificateActions, CertificateSection } from '@/features/certificates';
import { RecordCorrections, RequestCorrectionLink } from '@/features/modifications';
import { formatDateTime } from '@/lib/dates';
import type { ApprovedRecord } from '../../api/approve-record';
import { useRecord } from '../../api/get-record';
import type { RecordDetail, RecordKindView, RecordSummary } from '../../types';
import { HistoryTimeline } from './history-timeline';
import { DetailSection } from './particulars-section';
import { RecordFiles } from './record-files';
import { ReviewActions } from './review-actions';

/**
 * `/dashboard/{section}/{id}`: one record, its particulars, files, history and actions. Every
 * action (review, resubmit, print, download, correction) is in the bar under the title, so a
 * phone reaches it without scrolling past the particulars.
 */
export function RecordPage<S extends RecordSummary, D extends RecordDetail<S>>({
  kind,
}: {
  kind: RecordKindView<S, D>;
}) {
  const params = useParams();
  const id = Number(params.id);
  const record = useRecord(kind, id);

  if (!Number.isInteger(id) || id <= 0) return <NotFound kind={kind} />;
  if (record.isPending) return <DetailSkeleton kind={kind} />;
  if (record.isError || !record.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackLink kind={kind} />
        <Alert severity="error">
          {record.error && 'status' in record.error && record.error.status === 404
            ? `This ${kind.singular} does not exist or is outside your area.`
            : `The ${kind.singular} could not be loaded.`}
        </Alert>
      </Box>
    );
  }
  return <RecordView kind={kind} record={record.data} />;
}

function RecordView<S extends RecordSummary, D extends RecordDetail<S>>({
  kind,
  record,
}: {
  kind: RecordKindView<S, D>;
  record: D;
}) {
  const [approved, setApproved] = useState<ApprovedRecord>();
  // The API's access policy decided these for this user and this record.
  const actions = record.allowed_actions;
  const canApprove = actions.includes('approve');
  const canQuery = actions.includes('query');
  const canResubmit = actions.includes('resubmit');
  const certificateNumber = record.certificate_number ?? approved?.certificate_number ?? null;
  const certificateRecord = {
    id: record.id,
    status: record.status,
    certificate_number: certificateNumber,
    allowed_actions: actions,
  };
  const files = kind.recordFiles?.(record.particulars);
  const Particulars = kind.Particulars;
  const heading = [
    `Reference ${record.reference}`,
    ...kind.descriptors(record),
    `captured by ${record.captured_by.name} on ${formatDateTime(record.created_at)}`,
  ].join(' · ');

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
      <BackLink kind={kind} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="record-title"
        sx={{ p: { xs: 1.5, sm: 2 } }}
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
            <Typography id="record-title" variant="h2" component="h2">
              {kind.subjectName(record)}
            </Typography>
            <Typography color="text.secondary">{heading}</Typography>
          </Box>
          <StatusChip status={record.status} size="medium" />
        </Box>
        <Box
          role="group"
          aria-label="Actions"
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, '&:empty': { display: 'none' } }}
        >
          {canApprove || canQuery ? (
            <ReviewActions
              kind={kind}
              recordId={record.id}
              reference={record.reference}
              canApprove={canApprove}
              canQuery={canQuery}
              onApproved={setApproved}
            />
          ) : null}
          {canResubmit ? (
            <Button
              component={RouterLink}
              to={kind.paths.edit(record.id)}
              variant="contained"
              startIcon={<EditIcon />}
            >
              Edit and resubmit
            </Button>
          ) : null}
          <CertificateActions kind={kind} record={certificateRecord} />
          <RequestCorrectionLink
            kindKey={kind.key}
            status={record.status}
            certificateNumber={certificateNumber}
          />
        </Box>
        {certificateNumber ? (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            <AlertTitle>Certificate number</AlertTitle>
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, letterSpacing: 0.5 }}>
              {certificateNumber}
            </Typography>
          </Alert>
        ) : null}
        {record.status === 'queried' ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>Queried by the reviewer</AlertTitle>
            {record.query_reason ?? 'No reason was given.'}
          </Alert>
        ) : null}
        {record.flags.late || record.flags.overFiveYears ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {record.flags.overFiveYears ? kind.lateNotice.overFiveYears : kind.lateNotice.late}
          </Alert>
        ) : null}
      </Paper>
      <CertificateSection kind={kind} record={certificateRecord} />
      <Particulars record={record} />
      {files ? <RecordFiles captures={files.captures} documents={files.documents} /> : null}
      <RecordCorrections kindKey={kind.key} recordId={record.id} />
      <DetailSection title="History">
        <HistoryTimeline history={record.history} />
      </DetailSection>
    </Box>
  );
}

function BackLink({ kind }: { kind: Pick<RecordKindView, 'paths' | 'plural'> }) {
  return (
    <Box>
      <Button component={RouterLink} to={kind.paths.list} startIcon={<ArrowBackIcon />}>
        {kind.plural}
      </Button>
    </Box>
  );
}

function NotFound({ kind }: { kind: Pick<RecordKindView, 'paths' | 'plural' | 'singular'> }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BackLink kind={kind} />
      <Alert severity="error">This {kind.singular} does not exist.</Alert>
    </Box>
  );
}

function DetailSkeleton({ kind }: { kind: Pick<RecordKindView, 'singular'> }) {
  return (
    <Box aria-busy="true" aria-label={`Loading ${kind.singular}`} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={96} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
}
