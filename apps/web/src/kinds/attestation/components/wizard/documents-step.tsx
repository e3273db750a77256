import Typography from '@mui/material/Typography';
import { DocumentUpload } from '@/components/form/document-upload';
import { FieldGrid, FieldSection } from '@/components/form/field-layout';

/** Document Upload of the form without a NIN: the sworn affidavit, required. */
export function DocumentsStep() {
  return (
    <FieldSection title="Affidavit">
      <Typography variant="body2" color="text.secondary">
        An applicant without a NIN presents a sworn affidavit of the birth.
      </Typography>
      <FieldGrid>
        <DocumentUpload name="affidavit" label="Affidavit (required)" kind="affidavit" />
      </FieldGrid>
    </FieldSection>
  );
}
