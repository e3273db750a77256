import TextField from '@mui/material/TextField';
import {
  BIRTH_DOCUMENT_SLOT_TYPES,
  BIRTH_DOCUMENT_SLOTS,
  SUPPORTING_DOCUMENT_TYPES,
  type SupportingDocumentType,
} from '@vitalreg/domain';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DocumentUpload, type UploadedFileValue } from '@/components/form/document-upload';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';
import { DOCUMENT_SLOT_LABELS, DOCUMENT_TYPE_LABELS } from './birth-labels';

/** Supporting Documents: one upload per slot (BIRTH_DOCUMENT_SLOTS); none is required. */
export function DocumentsStep() {
  const { control, setValue } = useFormContext();
  const general = useWatch({ control, name: 'support_document' }) as UploadedFileValue | null;
  const [generalType, setGeneralType] = useState<string>(general?.type ?? '');
  return (
    <FieldSection title="Documents presented (JPEG, PNG or PDF)">
      <FieldGrid>
        {BIRTH_DOCUMENT_SLOTS.map((slot) =>
          slot === 'support_document' ? (
            <DocumentUpload
              key={slot}
              name={slot}
              label={DOCUMENT_SLOT_LABELS[slot]}
              kind="support_document"
              documentType={(generalType || null) as SupportingDocumentType | null}
              storeType
              disabled={!generalType}
              helperText={generalType ? undefined : 'Choose the type first'}
              header={
                <TextField
                  select
                  size="small"
                  label="Type of document"
                  value={generalType}
                  onChange={(event) => {
                    setGeneralType(event.target.value);
                    if (general?.url) {
                      setValue(
                        'support_document',
                        { ...general, type: event.target.value },
                        { shouldDirty: true },
                      );
                    }
                  }}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Select…</option>
                  {SUPPORTING_DOCUMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {DOCUMENT_TYPE_LABELS[type]}
                    </option>
                  ))}
                </TextField>
              }
            />
          ) : (
            <DocumentUpload
              key={slot}
              name={slot}
              label={DOCUMENT_SLOT_LABELS[slot]}
              kind={slot}
              documentType={BIRTH_DOCUMENT_SLOT_TYPES[slot]}
            />
          ),
        )}
      </FieldGrid>
    </FieldSection>
  );
}
