import {
  stillbirthParticularsLayout,
  toStillbirthSubmission,
  type StillbirthDraft,
} from '@vitalreg/domain';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import {
  RecordPreview,
  useParticularSections,
  type PreviewValues,
} from '@/features/records/wizard';

/** Information Preview of a stillbirth, each group with an Edit link. */
export function StillbirthPreviewStep({
  context,
}: {
  context: WizardStepContext<StillbirthDraft>;
}) {
  const particulars = toStillbirthSubmission(context.draft) as PreviewValues;
  const sections = useParticularSections(stillbirthParticularsLayout, particulars);
  return <RecordPreview context={context} sections={sections} />;
}
