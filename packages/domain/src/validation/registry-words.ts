import type { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * zod's own words for a problem a schema gives no message for ("Invalid input: expected string,
 * received undefined", "Too small: expected number to be >=1") are schema words, not the
 * registry's. The web app's forms use this map (docs/dates-and-messages.md): every such problem
 * gets a sentence a clerk understands, shown at its field. Messages the schemas carry are kept.
 */
export const registryErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return typeProblem(issue.expected, issue.input);
    case 'too_small':
      return sizeProblem('at least', issue.origin, issue.minimum, issue.input);
    case 'too_big':
      return sizeProblem('at most', issue.origin, issue.maximum, issue.input);
    case 'invalid_format':
      return issue.format === 'email'
        ? MESSAGES.email
        : /date|time/.test(issue.format)
          ? MESSAGES.dateForm
          : MESSAGES.notInForm;
    case 'not_multiple_of':
      return MESSAGES.wholeNumber;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return isBlank(issue.input) ? MESSAGES.required : MESSAGES.invalidOption;
    case 'unrecognized_keys':
      return MESSAGES.unexpectedValues;
    default:
      return isBlank(issue.input) ? MESSAGES.required : MESSAGES.notAccepted;
  }
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function typeProblem(expected: string, input: unknown): string {
  if (isBlank(input)) return MESSAGES.required;
  switch (expected) {
    case 'number':
    case 'bigint':
      return MESSAGES.number;
    case 'int':
      return MESSAGES.wholeNumber;
    case 'boolean':
      return MESSAGES.yesOrNo;
    case 'date':
      return MESSAGES.dateForm;
    case 'array':
    case 'object':
    case 'record':
    case 'map':
    case 'set':
    case 'tuple':
      return MESSAGES.fillAgain;
    default:
      return MESSAGES.notAccepted;
  }
}

function sizeProblem(
  limit: 'at least' | 'at most',
  origin: string,
  size: number | bigint,
  input: unknown,
): string {
  const count = Number(size);
  if (origin === 'string') {
    if (limit === 'at least' && (count <= 1 || isBlank(input))) return MESSAGES.required;
    return `Enter ${limit} ${count} character${count === 1 ? '' : 's'}.`;
  }
  if (origin === 'array' || origin === 'set') {
    return limit === 'at least' && count <= 1
      ? MESSAGES.chooseOne
      : `Choose ${limit} ${count} item${count === 1 ? '' : 's'}.`;
  }
  if (origin === 'number' || origin === 'bigint') {
    return `Enter a number ${limit === 'at least' ? 'from' : 'up to'} ${count.toLocaleString('en-GB')}.`;
  }
  return limit === 'at least' ? MESSAGES.dateTooEarly : MESSAGES.dateTooLate;
}
