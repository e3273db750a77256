import { zodResolver } from '@hookform/resolvers/zod';
import {
  newPaperAuthorisationSchema,
  type NewPaperAuthorisation,
  type RecordKindKey,
} from '@vitalreg/domain';
import { useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/text-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { showFieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAuthoriseNewPaper } from '../api/authorise-new-paper';

const fields = ['reason'] as const;

/**
 * After the registry revoked a certificate, an administrator authorises one new certificate
 * with a reason (kept in the register, the history and the audit log); the revoked paper's
 * public check then says a new certificate was authorised, never the reason.
 */
export function AuthoriseNewPaperDialog({
  kind,
  recordId,
  recordQueryKey,
  certificateNumber,
  onClose,
}: {
  kind: RecordKindKey;
  recordId: number;
  recordQueryKey: string;
  certificateNumber: string | null;
  onClose: () => void;
}) {
  const authorise = useAuthoriseNewPaper(kind, recordId, recordQueryKey);
  const form = useForm<NewPaperAuthorisation>({
    resolver: zodResolver(newPaperAuthorisationSchema),
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      title="Authorise a new certificate"
      intro={`Certificate ${certificateNumber ?? ''} stays revoked. One new certificate may then be printed from this page, once; anyone checking the revoked paper is told a new certificate was authorised.`}
      form={form}
      fields={fields}
      pending={authorise.isPending}
      error={authorise.error}
      action="Authorise"
      onClose={onClose}
      onSubmit={(input) =>
        authorise.mutate(input, {
          onSuccess: () => {
            toast.success('A new certificate is authorised: it can be printed once.');
            onClose();
          },
          onError: (error) => showFieldIssues(error, fields, form.setError),
        })
      }
    >
      <TextInput name="reason" label="Reason" required multiline minRows={2} />
    </FormDialog>
  );
}
