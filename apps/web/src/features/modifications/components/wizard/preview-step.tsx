import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  correctableField,
  IDENTITY_DOCUMENT_TYPES,
  MODIFICATION_DOCUMENT_NAMES,
  MODIFICATION_MESSAGES,
  MODIFICATION_REASONS,
  PROOFS_OF_IDENTITY,
  REQUESTER_TYPES,
} from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { FieldSection } from '@/components/form/field-layout';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import { useUser } from '@/lib/session-store';
import { listName } from '../../correction-values';
import type { ModificationKind } from '../../modification-kinds';
import { supportingDocumentsBody, type ModificationDraft } from '../../modification-request';
import { ChangesTable } from '../changes-table';
import { Fact, factListSx } from '../fact-list';

function Part({
  title,
  step,
  context,
  children,
}: {
  title: string;
  step: string;
  context: WizardStepContext<ModificationDraft>;
  children: ReactNode;
}) {
  const index = context.indexOf(step);
  return (
    <FieldSection title={title}>
      {children}
      {index >= 0 ? (
        <Box>
          <Button size="small" onClick={() => context.goTo(index)} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        </Box>
      ) : null}
    </FieldSection>
  );
}

/** Preview: the request as it will be sent, the Original | Correction table first. */
export function PreviewStep({
  kind,
  registered,
  context,
}: {
  kind: ModificationKind;
  registered: Readonly<Record<string, unknown>>;
  context: WizardStepContext<ModificationDraft>;
}) {
  const user = useUser();
  const { requester, correction, payment } = context.draft;
  const field = correctableField(kind.corrections, correction.mod_field);
  const documents = supportingDocumentsBody(correction.documents);
  const reason =
    correction.mod_reason === 'other'
      ? correction.mod_reason_other
      : listName(MODIFICATION_REASONS, correction.mod_reason);
  const proof = listName(PROOFS_OF_IDENTITY, requester.proof);
  return (
    <>
      <Part title="Correction" step="correction" context={context}>
        {field ? (
          <ChangesTable
            layout={kind.layout}
            caption={field.label}
            rows={field.inputs.map((input) => ({
              input,
              label: input.label,
              before: registered[input.name],
              after: correction.values[input.name],
            }))}
          />
        ) : (
          <Typography color="error">{MODIFICATION_MESSAGES.modField}</Typography>
        )}
        <Box component="dl" sx={factListSx}>
          <Fact label="Reason">{reason || '—'}</Fact>
          <Fact label="Comment">{correction.comment.trim() || '—'}</Fact>
          <Fact label="Supporting documents">
            {documents.length > 0
              ? documents.map((document) => MODIFICATION_DOCUMENT_NAMES[document.type]).join(', ')
              : 'None'}
          </Fact>
        </Box>
      </Part>
      <Part title="Requester" step="requester" context={context}>
        <Box component="dl" sx={factListSx}>
          <Fact label="Requester">{listName(REQUESTER_TYPES, requester.type)}</Fact>
          {requester.name.trim() ? <Fact label="Name">{requester.name.trim()}</Fact> : null}
          {requester.relationship.trim() ? (
            <Fact label="Relationship">{requester.relationship.trim()}</Fact>
          ) : null}
          <Fact label="Proof of identity">
            {requester.proof === 'nin'
              ? `${proof}: ${requester.nin}`
              : requester.proof === 'document'
                ? `${proof}: ${listName(IDENTITY_DOCUMENT_TYPES, requester.document_type)} ${requester.document_number}`
                : MODIFICATION_MESSAGES.noProof(user ? user.FullName || user.UserName : '')}
          </Fact>
        </Box>
      </Part>
      {context.indexOf('payment') >= 0 ? (
        <Part title="Payment" step="payment" context={context}>
          <Typography>
            {payment && 'payment_reference' in payment
              ? `Payment reference ${payment.payment_reference}`
              : payment
                ? `Fee waived (fee waiver ${payment.waiver_id})`
                : 'Not paid yet'}
          </Typography>
        </Part>
      ) : null}
    </>
  );
}
