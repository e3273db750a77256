import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '@/lib/errors';

export interface FormDialogProps<F extends FieldValues> {
  title: string;
  intro?: ReactNode;
  form: UseFormReturn<F>;
  /** The fields a refusal's problems may land under (then the refusal shows there only). */
  fields: readonly Path<F>[];
  onSubmit: (values: F) => void;
  onClose: () => void;
  pending: boolean;
  /** The last refusal, shown above the buttons unless it landed under fields. */
  error: unknown;
  action: string;
  /** The action button's colour: "error" for a step that sends something back or ends it. */
  actionColor?: ButtonProps['color'];
  /** Sending the form unchanged just closes it (an edit with nothing edited). */
  unchangedCloses?: boolean;
  children: ReactNode;
}

/** A dialog holding a form: its fields, a refusal's message, Cancel and the action. */
export function FormDialog<F extends FieldValues>({
  title,
  intro,
  form,
  fields,
  onSubmit,
  onClose,
  pending,
  error,
  action,
  actionColor,
  unchangedCloses,
  children,
}: FormDialogProps<F>) {
  const titleId = useId();
  const introId = useId();
  const fieldErrorShown = fields.some((name) => form.getFieldState(name).error?.type === 'server');
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
      aria-describedby={intro ? introId : undefined}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            if (unchangedCloses && !form.formState.isDirty) {
              event.preventDefault();
              onClose();
              return;
            }
            void form.handleSubmit(onSubmit)(event);
          }}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {intro ? <DialogContentText id={introId}>{intro}</DialogContentText> : null}
            {children}
            {error && !fieldErrorShown ? (
              <Alert severity="error">{errorMessage(error)}</Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color={actionColor} loading={pending}>
              {action}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
