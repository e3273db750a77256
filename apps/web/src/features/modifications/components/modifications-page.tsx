import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { usePermissions } from '@/lib/session-store';
import { listableKinds, mayRequestCorrection } from '../modification-kinds';
import { FindCertificateForm } from './find-certificate-form';
import { ModificationRequests } from './modification-requests';

/**
 * `/dashboard/modifications` (SECTION_ACCESS.modifications): find a certificate to correct, and
 * the modification requests of the user's area, for the record types the user may list.
 */
export function ModificationsPage() {
  const permissions = usePermissions();
  const kinds = listableKinds(permissions);
  const requestable = kinds.filter((kind) => mayRequestCorrection(permissions, kind));
  if (kinds.length === 0) {
    return (
      <Alert severity="info">Your role does not list the records a modification corrects.</Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {requestable.length > 0 ? <FindCertificateForm kinds={requestable} /> : null}
      <ModificationRequests kinds={kinds} />
    </Box>
  );
}
