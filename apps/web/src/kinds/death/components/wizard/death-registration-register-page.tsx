import { FORM_A_MAX_AGE_YEARS } from '@vitalreg/domain';
import { AskFirst } from '@/features/records/wizard';
import { DEATH_UNDER_FIVE_KEY } from './death-draft';
import { DeathRegistrationWizard } from './death-registration-wizard';

const QUESTION = `Was the deceased under ${FORM_A_MAX_AGE_YEARS} years old?`;

/**
 * /dashboard/death-registrations/register: first asks whether the deceased was under 5, which
 * decides the form (DESIGN.md "Form variants"): yes, form A (deceased, mother, informant,
 * preview); no, form B (deceased, informant, documents, preview). The answer and each form's
 * draft survive a reload.
 */
export default function DeathRegistrationRegisterPage() {
  return (
    <AskFirst
      storageKey={DEATH_UNDER_FIVE_KEY}
      question={QUESTION}
      hint="A child under 5 is registered with the mother's particulars (form A); any other death with the documents presented (form B)."
      requiredMessage="Answer whether the deceased was under 5 years old"
    >
      {(answer) => {
        const variant = answer === 'yes' ? 'form_a' : 'form_b';
        return <DeathRegistrationWizard key={variant} variant={variant} />;
      }}
    </AskFirst>
  );
}
