import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ApplicationStatus, RecordAction, RecordKindKey } from '@vitalreg/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { RecordToCorrect } from './record-wizard';
import type { RecordWizardKind } from './record-wizard-kind';

/** What correcting reads of `GET /api/{apiPath}/{id}`. */
export interface RecordToCorrectDetail<Particulars> {
  id: number;
  reference: string;
  status: ApplicationStatus;
  query_reason: string | null;
  centre: { id: number; name: string };
  captured_by: { id: number; name: string };
  particulars: Particulars;
  allowed_actions: readonly RecordAction[];
}

export interface CorrectRecordPageProps<Particulars> {
  /** The kind's wizard declaration: its name, API path, query key and routes. */
  kind: Pick<RecordWizardKind<RecordKindKey, Particulars>, 'declaration' | 'queryKey' | 'paths'>;
  detailSchema: z.ZodType<RecordToCorrectDetail<Particulars>>;
  /** The kind's wizard opened on the record. */
  wizard: (correcting: RecordToCorrect<Particulars>) => ReactNode;
}

/**
 * `/dashboard/{section}/{id}/edit` of a kind: a queried record (`GET /api/{apiPath}/{id}`),
 * reopened in its wizard, in the variant it was captured with, for its capturer to correct and
 * resubmit (queried -> pending). The reviewer's reason stays in view above the wizard.
 */
export function CorrectRecordPage<Particulars>({
  kind,
  detailSchema,
  wizard,
}: CorrectRecordPageProps<Particulars>) {
  const { name, apiPath } = kind.declaration;
  const { paths } = kind;
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useQuery({
    queryKey: [...kind.queryKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/${apiPath}/${id}`, { schema: detailSchema, signal }),
    staleTime: 0,
    enabled: valid,
  });
  const back = (
    <Box>
      <Button
        component={RouterLink}
        to={valid ? paths.detail(id) : paths.list}
        startIcon={<ArrowBackIcon />}
      >
        Back to the record
      </Button>
    </Box>
  );
  if (valid && record.isPending) {
    return <Skeleton variant="rounded" height={240} aria-label={`Loading ${name}`} />;
  }
  if (!valid || record.isError || !record.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Alert severity="error">The {name} could not be loaded.</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      <Correction record={record.data} wizard={wizard} />
    </Box>
  );
}

function Correction<Particulars>({
  record,
  wizard,
}: {
  record: RecordToCorrectDetail<Particulars>;
  wizard: (correcting: RecordToCorrect<Particulars>) => ReactNode;
}) {
  // The record as first opened: the refetch that follows the resubmit must not reset the page.
  const opened = useRef(record);
  const first = opened.current;
  if (first.status !== 'queried') {
    return <Alert severity="info">Only a queried record can be edited and resubmitted.</Alert>;
  }
  if (!first.allowed_actions.includes('resubmit')) {
    return (
      <Alert severity="info">
        Only the registrar who captured this record, or a registrar of its centre, can correct it.
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="warning">
        <AlertTitle>Queried: {first.reference}</AlertTitle>
        {first.query_reason ?? 'No reason was given.'}
      </Alert>
      {wizard({ id: first.id, particulars: first.particulars })}
    </>
  );
}
