import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { errorMessage } from '@/lib/errors';

export interface ConfirmDialogProps {
  /** The question: "Approve birth registration BR-LA-2026-000001?". */
  title: string;
  /** What will happen, in the registry's words (read with the title by a screen reader). */
  children: ReactNode;
  /** The confirming button, named as the action it confirms: "Approve", "Print". */
  action: string;
  actionColor?: ButtonProps['color'];
  /** The action is under way: the buttons wait and the dialog stays open. */
  pending: boolean;
  /** The last refusal, shown in the dialog (which stays open to try again or cancel). */
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a step that cannot be taken back (docs/accessibility.md "Confirmations"): the
 * question, what will happen, Cancel and the action. The focus starts on Cancel, so a second
 * Enter or click never confirms by accident; Escape cancels.
 */
export function ConfirmDialog({
  title,
  children,
  action,
  actionColor = 'primary',
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={descriptionId} component="div">
          {children}
        </DialogContentText>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color={actionColor} loading={pending} onClick={onConfirm}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
