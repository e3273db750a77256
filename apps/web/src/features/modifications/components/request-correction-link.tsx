import EditNoteIcon from '@mui/icons-material/EditNote';
import Button from '@mui/material/Button';
import type { ApplicationStatus } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { usePermissions } from '@/lib/session-store';
import { findModificationKind, mayRequestCorrection } from '../modification-kinds';

/**
 * "Request a correction" on a registered record's page: straight to its certificate's
 * validation page (the number already known), for those who may ask for a correction of the kind.
 */
export function RequestCorrectionLink({
  kindKey,
  status,
  certificateNumber,
}: {
  kindKey: string;
  status: ApplicationStatus;
  certificateNumber: string | null;
}) {
  const kind = findModificationKind(kindKey);
  const permissions = usePermissions();
  const registered = status === 'approved' || status === 'printed';
  if (!kind || !certificateNumber || !registered || !mayRequestCorrection(permissions, kind)) {
    return null;
  }
  return (
    <Button
      component={RouterLink}
      to={paths.dashboard.modifications.validation.getHref(
        kind.corrections.validationPath,
        certificateNumber,
      )}
      variant="outlined"
      startIcon={<EditNoteIcon />}
    >
      Request a correction
    </Button>
  );
}
