import { engagementLatestDay } from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { DateField } from '@/components/form/date-field';

/** The last day of an adhoc engagement: a date after today, at most a year ahead. */
export function EngagementEndField({ helperText }: { helperText?: ReactNode }) {
  return (
    <DateField
      name="endDate"
      label="Last day of the engagement"
      required
      max={engagementLatestDay()}
      helperText={helperText}
    />
  );
}
