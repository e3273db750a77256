import { DocumentUpload } from '@/components/form/document-upload';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { SignatureField } from '@/components/form/signature-field';
import { StateLgaFields } from '@/components/form/state-lga-fields';
import { TextInput } from '@/components/form/text-field';

type Parent = 'father' | 'mother';

const PARENT_WORD: Record<Parent, string> = { father: "Father's", mother: "Mother's" };

/** A parent's names, then where they are from (state, LGA of that state, town). */
function ParentSection({ parent }: { parent: Parent }) {
  const word = PARENT_WORD[parent];
  const field = (name: string) => `${parent}.${name}`;
  return (
    <FieldSection title={parent === 'father' ? 'Father' : 'Mother'}>
      <FieldGrid>
        <TextInput name={field('surname')} label={`${word} surname`} required autoComplete="off" />
        <TextInput
          name={field('firstname')}
          label={`${word} first name`}
          required
          autoComplete="off"
        />
        <TextInput name={field('middlename')} label={`${word} middle name`} autoComplete="off" />
        {parent === 'mother' ? (
          <TextInput name={field('maiden_name')} label="Mother's maiden name" required />
        ) : null}
      </FieldGrid>
      <FieldGrid>
        <StateLgaFields
          stateName={field('state')}
          lgaName={field('lga')}
          stateLabel={`${word} state`}
          lgaLabel={`${word} LGA`}
          required
        />
        <TextInput name={field('town')} label={`${word} town`} required />
      </FieldGrid>
    </FieldSection>
  );
}

/**
 * Parent's Information (Parents Information on the form without a NIN): the father and the
 * mother, a parent's signature and a supporting document, both optional.
 */
export function ParentsStep() {
  return (
    <>
      <ParentSection parent="father" />
      <ParentSection parent="mother" />
      <FieldSection title="Signature and supporting document (optional)">
        <FieldGrid>
          <FullWidth>
            <SignatureField
              name="signature"
              modeName="signature_mode"
              label="Parent's signature"
              modeLabel="How the parent signs"
            />
          </FullWidth>
          <DocumentUpload
            name="support_document"
            label="Supporting document"
            kind="support_document"
          />
        </FieldGrid>
      </FieldSection>
    </>
  );
}
