import { zodResolver } from '@hookform/resolvers/zod';
import {
  certificateIssueLabel,
  certificateRevocationSchema,
  type Certificate,
  type CertificateRevocation,
  type RecordKindKey,
} from '@vitalreg/domain';
import { useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/text-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { showFieldIssues } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useRevokeCertificate } from '../api/revoke-certificate';

const fields = ['reason'] as const;

/**
 * An administrator revokes one certificate with a reason (kept in the register and the audit
 * log); the public check then says "Revoked by the registry", never the reason.
 */
export function RevokeCertificateDialog({
  kind,
  recordId,
  recordQueryKey,
  certificate,
  onClose,
}: {
  kind: RecordKindKey;
  recordId: number;
  recordQueryKey: string;
  certificate: Certificate;
  onClose: () => void;
}) {
  const revoke = useRevokeCertificate(kind, recordId, recordQueryKey);
  const form = useForm<CertificateRevocation>({
    resolver: zodResolver(certificateRevocationSchema),
    defaultValues: { reason: '' },
  });
  const label = certificateIssueLabel(certificate.issue, certificate.issue_number);
  return (
    <FormDialog
      title={`Revoke the ${label.toLowerCase()} certificate`}
      intro={`Certificate ${certificate.certificate_number} (code ${certificate.code}) will no longer verify: anyone checking it is told it was revoked by the registry. This cannot be undone. No certificate of this record can then be printed, reprinted, reissued or corrected until an administrator authorises a new one.`}
      form={form}
      fields={fields}
      pending={revoke.isPending}
      error={revoke.error}
      action="Revoke"
      onClose={onClose}
      onSubmit={(input) =>
        revoke.mutate(
          { certificateId: certificate.id, input },
          {
            onSuccess: () => {
              toast.success(`The ${label.toLowerCase()} certificate is revoked.`);
              onClose();
            },
            onError: (error) => showFieldIssues(error, fields, form.setError),
          },
        )
      }
    >
      <TextInput name="reason" label="Reason" required multiline minRows={2} />
    </FormDialog>
  );
}
