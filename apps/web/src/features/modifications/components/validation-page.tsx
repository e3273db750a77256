import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { identifiedParts } from '@vitalreg/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { OfflineServiceNotice, ServiceFailure } from '@/features/offline';
import { hasErrorCode } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { usePermissions } from '@/lib/session-store';
import { useCertificate } from '../api/find-certificate';
import { registeredValues } from '../correction-values';
import { mayRequestCorrection, modificationKindByPath } from '../modification-kinds';
import { RegisteredRecord } from './registered-record';
import { CORRECTION_REQUEST_SERVICE, ModificationWizard } from './wizard/modification-wizard';

export function BackToModifications() {
  return (
    <Box>
      <Button
        component={RouterLink}
        to={paths.dashboard.modifications.path}
        startIcon={<ArrowBackIcon />}
      >
        Modifications
      </Button>
    </Box>
  );
}

/**
 * `/dashboard/modifications/{validationPath}/cert-validation/{number}` (spec section 2): the
 * record of the certificate as registered, to compare with the person and the paper, then the
 * correction request.
 */
export function ValidationPage() {
  const params = useParams();
  const kind = modificationKindByPath(params.validationPath);
  const number = params.number ?? '';
  const permissions = usePermissions();
  const found = useCertificate(kind, number);
  const record = found.data;
  const registered = useMemo(
    () => (kind && record ? registeredValues(kind, record.particulars) : {}),
    [kind, record],
  );
  const identified = useMemo(() => (record ? identifiedParts(record.particulars) : []), [record]);

  if (!kind) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToModifications />
        <Alert severity="error">This kind of record cannot be corrected here.</Alert>
      </Box>
    );
  }
  if (found.isPending) {
    return (
      <Skeleton variant="rounded" height={320} role="status" aria-label="Finding the certificate" />
    );
  }
  if (found.isError || !record) {
    // Without a connection the record cannot be found: the screen says so, not the raw error.
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackToModifications />
        <OfflineServiceNotice service={CORRECTION_REQUEST_SERVICE} />
        {hasErrorCode(found.error, 'NOT_FOUND') ? (
          <Alert severity="warning" role="alert">
            {errorMessage(found.error)}
          </Alert>
        ) : (
          <ServiceFailure service={CORRECTION_REQUEST_SERVICE} error={found.error} />
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <BackToModifications />
      <RegisteredRecord kind={kind} record={record} />
      {mayRequestCorrection(permissions, kind) ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="request-correction-title"
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}
        >
          <Typography id="request-correction-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
            Request a correction
          </Typography>
          {/* Keyed by record: the draft belongs to this record only. */}
          <ModificationWizard
            key={record.record_id}
            kind={kind}
            recordId={record.record_id}
            certificateNumber={record.certificate_number ?? undefined}
            registered={registered}
            identified={identified}
          />
        </Paper>
      ) : null}
    </Box>
  );
}
