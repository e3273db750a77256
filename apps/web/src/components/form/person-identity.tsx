import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid, FieldSection } from './field-layout';
import { NinField, TrackingIdField } from './identity-field';
import {
  useIdentityVerification,
  type IdentityFill,
  type IdentityVerification,
} from './identity-verification';
import { NoNinReasonField } from './no-nin-reason-field';
import { TextInput } from './text-field';

/*
 * A person identified by NIN or tracking id, as every record's steps ask it. Field names are the
 * payload's (`nin`, `tracking_id`, `reason_for_no_nin`, `surname`, `firstname`, `middlename`).
 */

/** The names a verified identity fills (and locks). */
export const NAME_FILL: IdentityFill = {
  surname: 'surname',
  firstname: 'firstname',
  middlename: 'middlename',
};

/** The step's verified identity (by NIN, else by tracking id) while its number is unchanged. */
export function usePersonVerification(scope: string): IdentityVerification | undefined {
  const { control } = useFormContext();
  const [nin, trackingId] = useWatch({ control, name: ['nin', 'tracking_id'] }) as unknown[];
  const byNin = useIdentityVerification(scope, nin);
  const byTrackingId = useIdentityVerification(`${scope}.tracking`, trackingId);
  return byNin ?? byTrackingId;
}

export interface IdentitySectionProps {
  /** Where the verifications are kept (`death.mother`); the tracking id's is `{scope}.tracking`. */
  scope: string;
  fill?: IdentityFill;
  ninLabel?: string;
  /** A tracking id besides the NIN (the deceased has none). */
  withTrackingId?: boolean;
  /** "Reason for no NIN" while no number is given (an informant must give one). */
  withNoNinReason?: boolean;
}

/** The "Identity" section: NIN, tracking id and the reason for giving neither. */
export function IdentitySection({
  scope,
  fill = NAME_FILL,
  ninLabel,
  withTrackingId = true,
  withNoNinReason = false,
}: IdentitySectionProps) {
  return (
    <FieldSection title="Identity">
      <FieldGrid>
        <NinField name="nin" label={ninLabel} scope={scope} fill={fill} />
        {withTrackingId && (
          <TrackingIdField name="tracking_id" scope={`${scope}.tracking`} fill={fill} />
        )}
        {withNoNinReason && (
          <NoNinReasonField
            name="reason_for_no_nin"
            ninName="nin"
            trackingIdName={withTrackingId ? 'tracking_id' : undefined}
          />
        )}
      </FieldGrid>
    </FieldSection>
  );
}

/** Surname, first name and middle name; `locked` while a verified identity filled them. */
export function PersonNameFields({ locked }: { locked: boolean }) {
  return (
    <>
      <TextInput name="surname" label="Surname" required readOnly={locked} />
      <TextInput name="firstname" label="First name" required readOnly={locked} />
      <TextInput name="middlename" label="Middle name" readOnly={locked} />
    </>
  );
}
