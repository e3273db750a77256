import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  approverTitle,
  MODIFICATION_DOCUMENT_NAMES,
  MODIFICATION_DOCUMENT_TYPES,
  missingDocumentsMessage,
  PAYMENT_SERVICE_NAMES,
  type CorrectionRule,
} from '@vitalreg/domain';
import { useFormState } from 'react-hook-form';
import { DocumentUpload } from '@/components/form/document-upload';
import { fieldErrorSx } from '@/components/form/field-error';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';

/** The request's errors name the documents `supporting_documents`. */
export const DOCUMENTS_FIELD = 'supporting_documents';

/**
 * The supporting documents, one upload per type (stored with POST /api/documents), with what
 * the chosen correction's rule needs (one of each set), who approves it and its fee.
 */
export function SupportingDocuments({ rule }: { rule: CorrectionRule }) {
  const { errors } = useFormState({ name: DOCUMENTS_FIELD });
  const problem = errors[DOCUMENTS_FIELD]?.message;
  const needed = new Set<string>(rule.documents.flat());
  return (
    <FieldSection title="Supporting documents">
      <Typography>{missingDocumentsMessage(rule.documents)}</Typography>
      <Typography variant="body2" color="text.secondary">
        Approved by: {approverTitle(rule.approver)} · Fee: {PAYMENT_SERVICE_NAMES[rule.fee]}
      </Typography>
      <FieldGrid>
        {MODIFICATION_DOCUMENT_TYPES.map((type) => (
          <DocumentUpload
            key={type}
            name={`documents.${type}`}
            label={MODIFICATION_DOCUMENT_NAMES[type]}
            kind="support_document"
            documentType={type}
            storeType
            helperText={needed.has(type) ? 'JPEG, PNG or PDF · asked for' : undefined}
          />
        ))}
      </FieldGrid>
      {typeof problem === 'string' && problem ? (
        <FormHelperText error role="alert" sx={fieldErrorSx}>
          {problem}
        </FormHelperText>
      ) : null}
    </FieldSection>
  );
}
