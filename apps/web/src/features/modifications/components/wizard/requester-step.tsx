import Alert from '@mui/material/Alert';
import {
  IDENTITY_DOCUMENT_TYPES,
  MODIFICATION_MESSAGES,
  PROOFS_OF_IDENTITY,
  REQUESTER_TYPES,
} from '@vitalreg/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { NinField } from '@/components/form/identity-field';
import { RadioField } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/form/text-field';
import { useUser } from '@/lib/session-store';

/**
 * Requester: who asks for the correction (name and relationship), and how they proved who they
 * are: a NIN verified with the identity agency, an identity document seen, or none, which the
 * request records with the name of the officer accepting it.
 */
export function RequesterStep({ verificationScope }: { verificationScope: string }) {
  const { control } = useFormContext();
  const proof = useWatch({ control, name: 'requester.proof' }) as string;
  const user = useUser();
  const officer = user ? user.FullName || user.UserName : '';
  return (
    <>
      <FieldSection title="Who is asking">
        <RadioField name="requester.type" label="Requester" options={REQUESTER_TYPES} required />
        <FieldGrid>
          <TextInput
            name="requester.name"
            label="Full name"
            autoComplete="off"
            helperText="Not needed when the record's subject asks"
          />
          <TextInput
            name="requester.relationship"
            label="Relationship to the record's subject"
            autoComplete="off"
          />
        </FieldGrid>
      </FieldSection>
      <FieldSection title="Proof of identity">
        <RadioField
          name="requester.proof"
          label="How the requester proved who they are"
          options={PROOFS_OF_IDENTITY}
          required
        />
        {proof === 'nin' ? (
          <FieldGrid>
            <NinField name="requester.nin" label="Requester's NIN" scope={verificationScope} />
          </FieldGrid>
        ) : null}
        {proof === 'document' ? (
          <FieldGrid>
            <SelectField
              name="requester.document_type"
              label="Identity document seen"
              options={IDENTITY_DOCUMENT_TYPES}
              required
            />
            <TextInput
              name="requester.document_number"
              label="Document number"
              required
              autoComplete="off"
            />
          </FieldGrid>
        ) : null}
        {proof === 'none' ? (
          <Alert severity="warning">{MODIFICATION_MESSAGES.noProof(officer)}</Alert>
        ) : null}
      </FieldSection>
    </>
  );
}
