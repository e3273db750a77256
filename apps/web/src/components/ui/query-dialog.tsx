import { zodResolver } from '@hookform/resolvers/zod';
import { QUERY_REASON_MAX_LENGTH } from '@vitalreg/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextInput } from '@/components/form/text-field';
import { showFieldIssues } from '@/lib/errors';
import { FormDialog } from './form-dialog';

interface QueryReason {
  reason: string;
}

const fields = ['reason'] as const;

export interface QueryDialogProps {
  /** "Query record BR-LA-2026-…". */
  title: string;
  /** Where the query sends the item back, and what the reason should say. */
  intro: string;
  /** The dialog's button: "Query record". */
  action: string;
  /** The reason's rules, the API's own. */
  schema: z.ZodType<QueryReason, QueryReason>;
  /** Sends the reason; answers once it is taken (the dialog closes) or refused (it stays). */
  onQuery: (reason: string) => Promise<unknown>;
  pending: boolean;
  /** The last refusal: under the reason when it is about it, else above the buttons. */
  error: unknown;
  onClose: () => void;
}

/**
 * A reviewer's query: the reason why a record or a request goes back to whoever sent it. The
 * reason is checked by the same rules as the API's, and kept while the dialog is open.
 */
export function QueryDialog({
  title,
  intro,
  action,
  schema,
  onQuery,
  pending,
  error,
  onClose,
}: QueryDialogProps) {
  const form = useForm<QueryReason>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      title={title}
      intro={intro}
      form={form}
      fields={fields}
      pending={pending}
      error={error}
      action={action}
      actionColor="error"
      onClose={onClose}
      onSubmit={({ reason }) => {
        void onQuery(reason).then(onClose, (refusal: unknown) => {
          showFieldIssues(refusal, fields, form.setError);
        });
      }}
    >
      <TextInput
        name="reason"
        label="Reason"
        required
        multiline
        minRows={3}
        autoFocus
        maxLength={QUERY_REASON_MAX_LENGTH}
      />
    </FormDialog>
  );
}
