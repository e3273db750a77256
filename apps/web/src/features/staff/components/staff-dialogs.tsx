import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  adhocStaffChangeSchema,
  DEACTIVATION_REASONS,
  deactivationSchema,
  engagementEnded,
  reactivationSchema,
  type IssuedPassword,
  type StaffMember,
} from '@vitalreg/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { RadioField } from '@/components/form/radio-field';
import { TextInput } from '@/components/form/text-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorMessage, showFieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  useChangeStaff,
  useDeactivateStaff,
  useReactivateStaff,
  useResetStaffPassword,
  type StaffBase,
} from '../api/staff';
import { IssuedPasswordNotice } from './issued-password';
import { EngagementEndField } from './engagement-end-field';

export type StaffDialogKind = 'edit' | 'deactivate' | 'reactivate' | 'reset_password';

interface DialogProps {
  base: StaffBase;
  member: StaffMember;
  onClose: () => void;
}

export function DeactivateDialog({ base, member, onClose }: DialogProps) {
  const deactivate = useDeactivateStaff(base);
  const form = useForm<{ reason: string; reasonText: string }>({
    resolver: zodResolver(deactivationSchema) as never,
    defaultValues: { reason: '', reasonText: '' },
  });
  const reason = form.watch('reason');
  const fields = ['reason', 'reasonText'] as const;
  return (
    <FormDialog
      title={`Deactivate ${member.fullName}`}
      intro={`${member.userName} will be signed out at once and cannot sign in until reactivated. Records already captured stay as they are.`}
      form={form}
      fields={fields}
      pending={deactivate.isPending}
      error={deactivate.error}
      action="Deactivate"
      onClose={onClose}
      onSubmit={(values) =>
        deactivate.mutate(
          { id: member.id, input: values as never },
          {
            onSuccess: () => {
              toast.success(`${member.userName} is deactivated.`);
              onClose();
            },
            onError: (error) => showFieldIssues(error, fields, form.setError),
          },
        )
      }
    >
      <RadioField
        name="reason"
        label="Reason"
        required
        options={DEACTIVATION_REASONS.map((entry) => ({ value: entry.value, name: entry.label }))}
      />
      {reason === 'other' ? (
        <TextInput name="reasonText" label="Say why" required multiline minRows={2} />
      ) : null}
    </FormDialog>
  );
}

export function ReactivateDialog({ base, member, onClose }: DialogProps) {
  const reactivate = useReactivateStaff(base);
  const ended = engagementEnded(member.endDate);
  const form = useForm<{ reasonText: string; endDate: string }>({
    // An end date is asked only of an ended engagement: left empty, it is not sent.
    resolver: zodResolver(
      z.preprocess(
        (values) => ({
          ...(values as object),
          endDate: (values as { endDate?: string }).endDate || undefined,
        }),
        reactivationSchema,
      ) as unknown as typeof reactivationSchema,
    ) as never,
    defaultValues: { reasonText: '', endDate: '' },
  });
  const fields = ['reasonText', 'endDate'] as const;
  return (
    <FormDialog
      title={`Reactivate ${member.fullName}`}
      intro={
        ended
          ? `The engagement ended on ${member.endDate}: give a new last day to reactivate the account.`
          : `${member.userName} will be able to sign in again.`
      }
      form={form}
      fields={fields}
      pending={reactivate.isPending}
      error={reactivate.error}
      action="Reactivate"
      onClose={onClose}
      onSubmit={(values) =>
        reactivate.mutate(
          { id: member.id, input: values as never },
          {
            onSuccess: () => {
              toast.success(`${member.userName} is active again.`);
              onClose();
            },
            onError: (error) => showFieldIssues(error, fields, form.setError),
          },
        )
      }
    >
      <TextInput name="reasonText" label="Why is the account reactivated?" required />
      {ended ? <EngagementEndField /> : null}
    </FormDialog>
  );
}

export function EditDialog({ base, member, onClose }: DialogProps) {
  const change = useChangeStaff(base);
  const form = useForm<{ phone: string; email: string; endDate: string }>({
    // Only what changed is sent (and checked): an unchanged end date may be in the past.
    resolver: zodResolver(
      z.preprocess((input) => {
        const values = input as Record<'phone' | 'email' | 'endDate', string>;
        const changed = (key: 'phone' | 'email' | 'endDate') =>
          values[key] === (member[key] ?? '') ? undefined : values[key];
        return { phone: changed('phone'), email: changed('email'), endDate: changed('endDate') };
      }, adhocStaffChangeSchema) as unknown as typeof adhocStaffChangeSchema,
    ) as never,
    defaultValues: {
      phone: member.phone ?? '',
      email: member.email ?? '',
      endDate: member.endDate ?? '',
    },
  });
  const fields = ['phone', 'email', 'endDate'] as const;
  return (
    <FormDialog
      title={`Change ${member.fullName}`}
      intro="Contact details, or the last day of the engagement (extend it to keep the account working)."
      form={form}
      fields={fields}
      pending={change.isPending}
      error={change.error}
      action="Save"
      unchangedCloses
      onClose={onClose}
      onSubmit={(values) =>
        change.mutate(
          { id: member.id, change: values as never },
          {
            onSuccess: () => {
              toast.success(`${member.userName} is changed.`);
              onClose();
            },
            onError: (error) => showFieldIssues(error, fields, form.setError),
          },
        )
      }
    >
      <TextInput name="phone" label="Phone number" type="tel" inputMode="tel" required />
      <TextInput name="email" label="E-mail" type="email" inputMode="email" required />
      <EngagementEndField />
    </FormDialog>
  );
}

export function ResetPasswordDialog({ base, member, onClose }: DialogProps) {
  const reset = useResetStaffPassword(base);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={() => !reset.isPending && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Reset the password of {member.fullName}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {issued ? (
          <IssuedPasswordNotice issued={issued} />
        ) : (
          <DialogContentText>
            A new password is sent to {member.fullName}
            {member.email ? ` at ${member.email}` : ''}; you will not see it. {member.userName} is
            signed out everywhere and must choose a new password at the next sign-in.
          </DialogContentText>
        )}
        {reset.isError ? <Alert severity="error">{errorMessage(reset.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {issued ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              loading={reset.isPending}
              onClick={() => reset.mutate(member.id, { onSuccess: setIssued })}
            >
              Reset password
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
