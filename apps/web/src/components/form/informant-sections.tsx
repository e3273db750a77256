import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { LookupOption } from '@vitalreg/domain';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldGrid, FieldSection } from './field-layout';
import { identityVerificationsStore } from './identity-verification';
import { IdentitySection, PersonNameFields, usePersonVerification } from './person-identity';
import { PhoneField } from './phone-field';
import { ResidenceSection } from './residence-section';
import { SelectField } from './select-field';

/** The informant's particulars a parent's step also holds, by the same field names. */
const PARENT_FIELDS = [
  'surname',
  'firstname',
  'middlename',
  'nin',
  'tracking_id',
  'phone',
  'country',
  'state',
  'lga',
  'street_name',
  'settlement',
] as const;

type ParentValues = Partial<Record<(typeof PARENT_FIELDS)[number], unknown>>;

/** A parent the informant may be (the relationship "Mother" or "Father"). */
export interface ParentAsInformant {
  /** The relationship option naming this parent: "Mother". */
  relationship: string;
  /** The parent's step as the draft holds it (none when the form has no such step). */
  particulars: ParentValues | null | undefined;
  /** Where the parent's verified identity is kept (`birth.mother`). */
  scope: string;
}

export interface InformantSectionsProps {
  /** Where the informant's verifications are kept (`birth.informant`). */
  scope: string;
  /** "Relationship with child". */
  relationshipLabel: string;
  relationshipOptions: readonly LookupOption[];
  /** Parents whose particulars are copied when chosen as the informant. */
  parents?: readonly ParentAsInformant[];
}

const text = (value: unknown) => (value == null ? '' : String(value as string | number));

function copyOf(parent: ParentAsInformant): Record<string, string> {
  return Object.fromEntries(
    PARENT_FIELDS.map((field) => [field, text(parent.particulars?.[field])]),
  );
}

/**
 * The informant's particulars are untouched when nothing but the country is entered, or when
 * they are still a parent's copy: choosing a parent then fills them without losing an edit.
 */
function untouched(values: Record<string, unknown>, parents: readonly ParentAsInformant[]) {
  const entered = PARENT_FIELDS.filter((field) => field !== 'country' && text(values[field]));
  if (entered.length === 0) return true;
  return parents.some((parent) => {
    const copy = copyOf(parent);
    return PARENT_FIELDS.every((field) => text(values[field]) === copy[field]);
  });
}

/**
 * An informant identified by NIN or tracking id: identity, names (locked once verified),
 * relationship, phone and residence. The kind's step adds how the informant confirms. Choosing
 * a parent as the informant copies that parent's particulars (editable), as the paper form's
 * "same as mother" does; particulars already typed are kept unless the registrar asks to copy.
 */
export function InformantSections({
  scope,
  relationshipLabel,
  relationshipOptions,
  parents = [],
}: InformantSectionsProps) {
  const locked = Boolean(usePersonVerification(scope));
  const { getValues, setValue } = useFormContext();
  const [copied, setCopied] = useState<ParentAsInformant>();
  const [offered, setOffered] = useState<ParentAsInformant>();

  const copy = (parent: ParentAsInformant) => {
    const values = copyOf(parent);
    for (const field of PARENT_FIELDS) {
      setValue(field, values[field], { shouldDirty: true, shouldValidate: values[field] !== '' });
    }
    // The parent's number, checked with the identity agency, is the informant's: so is the check.
    identityVerificationsStore.set((all) => {
      const next = { ...all };
      for (const suffix of ['', '.tracking']) {
        const verified = all[`${parent.scope}${suffix}`];
        if (verified) next[`${scope}${suffix}`] = verified;
      }
      return next;
    });
    setOffered(undefined);
    setCopied(parent);
  };

  const chooseRelationship = (value: string) => {
    const chosen = relationshipOptions.find((option) => String(option.value) === value);
    const parent = parents.find((candidate) => candidate.relationship === chosen?.name);
    setCopied(undefined);
    setOffered(undefined);
    if (!parent?.particulars) return;
    if (untouched(getValues(), parents)) copy(parent);
    else setOffered(parent);
  };

  return (
    <>
      <FieldSection title="Relationship">
        <FieldGrid>
          <SelectField
            name="relationship"
            label={relationshipLabel}
            options={relationshipOptions}
            required
            onValueChange={chooseRelationship}
          />
        </FieldGrid>
        {copied ? (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            The {copied.relationship.toLowerCase()}&apos;s particulars are copied below. Change
            anything that differs.
          </Alert>
        ) : null}
        {offered ? (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => copy(offered)}>
                Copy the {offered.relationship.toLowerCase()}&apos;s particulars
              </Button>
            }
          >
            The particulars already entered below are kept.
          </Alert>
        ) : null}
      </FieldSection>
      <IdentitySection scope={scope} />
      <FieldSection title="Informant">
        <FieldGrid>
          <PersonNameFields locked={locked} />
          <PhoneField name="phone" required />
        </FieldGrid>
      </FieldSection>
      <ResidenceSection />
    </>
  );
}
