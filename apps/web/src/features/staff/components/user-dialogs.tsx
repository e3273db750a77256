import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  lgasOfState,
  newUserSchema,
  ROLE_IDS,
  ROLE_NAMES,
  ROLE_SCOPE,
  ROLE_TITLES,
  roleNameById,
  statesSortedByName,
  userChangeSchema,
  type IssuedPassword,
  type StaffMember,
} from '@vitalreg/domain';
import { useState } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/form/text-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { freshRegistrationCentresQueryOptions } from '@/features/options';
import { showFieldIssues } from '@/lib/errors';
import { useRegistrationCentresStore } from '@/lib/registration-centres-store';
import { toast } from '@/lib/toast';
import { useChangeStaff, useCreateStaff } from '../api/staff';
import { IssuedPasswordNotice } from './issued-password';
import { EngagementEndField } from './engagement-end-field';

/** Empty fields are not sent: the schemas treat them as absent. */
const withoutEmpty = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/** The place fields a role needs: a centre, an LGA (in a state), a state, or none. */
function PlaceFields() {
  const { setValue } = useFormContext();
  const roleId = Number(useWatch({ name: 'roleId' }) as string);
  const stateId = Number(useWatch({ name: 'stateId' }) as string);
  // Asked again as the dialog opens: a centre added a moment ago is offered.
  useQuery(freshRegistrationCentresQueryOptions());
  const centres = useRegistrationCentresStore();
  const role = roleNameById(roleId);
  if (!role) return null;
  const scope = ROLE_SCOPE[role];
  if (scope === 'country') return null;
  if (scope === 'centre') {
    return (
      <SelectField
        name="regCenterId"
        label="Registration centre"
        required
        placeholder="Choose a centre"
        options={centres.map((centre) => ({
          value: centre.Reg_Center_ID,
          name: centre.Reg_Center_Name,
        }))}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      <SelectField
        name="stateId"
        label="State"
        required
        placeholder="Choose a state"
        options={statesSortedByName().map((state) => ({
          value: state.State_ID,
          name: state.State_Name,
        }))}
        onValueChange={() => setValue('lgaId', '')}
      />
      {scope === 'lga' ? (
        <SelectField
          name="lgaId"
          label="LGA"
          required
          placeholder={stateId ? 'Choose an LGA' : 'Choose the state first'}
          disabled={!stateId}
          options={(stateId ? lgasOfState(stateId) : []).map((lga) => ({
            value: lga.LGA_ID,
            name: lga.LGA_Name,
          }))}
        />
      ) : null}
    </Box>
  );
}

const ROLE_OPTIONS = ROLE_NAMES.map((name) => ({ value: ROLE_IDS[name], name: ROLE_TITLES[name] }));

const NEW_FIELDS = [
  'roleId',
  'firstName',
  'middleName',
  'surname',
  'email',
  'phone',
  'nin',
  'regCenterId',
  'lgaId',
  'stateId',
  'endDate',
] as const;
type NewUserForm = Record<(typeof NEW_FIELDS)[number], string>;

/** "Add user": any role the administrator manages, placed where the role works. */
export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateStaff('users');
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const form = useForm<NewUserForm>({
    resolver: zodResolver(
      z.preprocess(
        (values) => withoutEmpty(values as Record<string, string>),
        newUserSchema,
      ) as unknown as typeof newUserSchema,
    ) as never,
    defaultValues: Object.fromEntries(NEW_FIELDS.map((name) => [name, ''])) as NewUserForm,
  });
  const roleId = Number(form.watch('roleId'));
  if (issued) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label="Account created">
        <DialogTitle>Account created</DialogTitle>
        <DialogContent>
          <IssuedPasswordNotice issued={issued} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog
      title="Add a user"
      form={form}
      fields={NEW_FIELDS}
      pending={create.isPending}
      error={create.error}
      action="Create account"
      onClose={onClose}
      onSubmit={(values) =>
        create.mutate(values as never, {
          onSuccess: setIssued,
          onError: (error) => showFieldIssues(error, NEW_FIELDS, form.setError),
        })
      }
    >
      <SelectField
        name="roleId"
        label="Role"
        required
        placeholder="Choose a role"
        options={ROLE_OPTIONS}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
        <TextInput name="firstName" label="First name" required />
        <TextInput name="middleName" label="Middle name" />
        <TextInput name="surname" label="Surname" required />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextInput name="email" label="E-mail" type="email" inputMode="email" required />
        <PhoneField name="phone" />
      </Box>
      <TextInput
        name="nin"
        label="NIN"
        inputMode="numeric"
        maxLength={11}
        required={roleId === ROLE_IDS.adhoc}
        helperText="Checked with the identity agency; the names must be the ones it holds."
      />
      <PlaceFields />
      {roleId === ROLE_IDS.adhoc ? <EngagementEndField /> : null}
    </FormDialog>
  );
}

const CHANGE_FIELDS = [
  'fullName',
  'email',
  'phone',
  'roleId',
  'regCenterId',
  'lgaId',
  'stateId',
] as const;
type UserChangeForm = Record<(typeof CHANGE_FIELDS)[number], string>;

/** A user's name and contact details, or a move: a new place, or a new role and its place. */
export function UserEditDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const change = useChangeStaff('users');
  const initial: UserChangeForm = {
    fullName: member.fullName,
    email: member.email ?? '',
    phone: member.phone ?? '',
    roleId: String(ROLE_IDS[member.role as keyof typeof ROLE_IDS] ?? ''),
    regCenterId: member.regCenterId ? String(member.regCenterId) : '',
    lgaId: member.lgaId ? String(member.lgaId) : '',
    stateId: member.stateId ? String(member.stateId) : '',
  };
  const form = useForm<UserChangeForm>({
    // Only what changed is sent; a move sends the role with the whole place it needs.
    resolver: zodResolver(
      z.preprocess((input) => {
        const values = input as UserChangeForm;
        const changed = (key: (typeof CHANGE_FIELDS)[number]) =>
          values[key] === initial[key] || values[key] === '' ? undefined : values[key];
        const moving = ['roleId', 'regCenterId', 'lgaId', 'stateId'].some(
          (key) => values[key as keyof UserChangeForm] !== initial[key as keyof UserChangeForm],
        );
        return {
          fullName: changed('fullName'),
          email: changed('email'),
          phone: changed('phone'),
          ...(moving
            ? {
                roleId: values.roleId,
                regCenterId: values.regCenterId || undefined,
                lgaId: values.lgaId || undefined,
                stateId: values.stateId || undefined,
              }
            : {}),
        };
      }, userChangeSchema) as unknown as typeof userChangeSchema,
    ) as never,
    defaultValues: initial,
  });
  return (
    <FormDialog
      title={`Change ${member.fullName}`}
      form={form}
      fields={CHANGE_FIELDS}
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
            onError: (error) => showFieldIssues(error, CHANGE_FIELDS, form.setError),
          },
        )
      }
    >
      <TextInput name="fullName" label="Full name" required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextInput name="email" label="E-mail" type="email" inputMode="email" required />
        <PhoneField name="phone" />
      </Box>
      <SelectField name="roleId" label="Role" required options={ROLE_OPTIONS} />
      <PlaceFields />
    </FormDialog>
  );
}
