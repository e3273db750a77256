import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { WizardStepContext, WizardStepDefinition } from '@/components/wizard/form-wizard';
import type { KindDeclaration } from './record-wizard-kind';

/** A step's own part of a kind's wizard: how it reads and writes the draft and what it shows. */
export interface StepPart<D> {
  read: (draft: D) => FieldValues;
  write: (draft: D, values: FieldValues) => D;
  render: (context: WizardStepContext<D>) => ReactNode;
  /** The step's form field for a refusal's issue at `path` (see `WizardStepDefinition`). */
  fieldOf?: (path: string) => string | undefined;
}

/** A step holding one part of the draft (`child`, `deceased`, `informant` …) as its form values. */
export function draftPartStep<D extends object>(
  part: keyof D & string,
  render: StepPart<D>['render'],
): StepPart<D> {
  return {
    read: (draft) => ((draft as Record<string, unknown>)[part] ?? {}) as FieldValues,
    write: (draft, values) => ({ ...draft, [part]: values }),
    render,
    // `mother.nin` in a refusal is this step's `nin` field.
    fieldOf: (path) => (path.startsWith(`${part}.`) ? path.slice(part.length + 1) : undefined),
  };
}

/**
 * The steps of a variant as the domain declares them (keys in order, titles), each with its
 * form schema and its part. A step the declaration names without a schema or part is a mistake
 * in the kind's wiring, reported at once.
 */
export function wizardStepsOf<D>(
  declaration: KindDeclaration,
  variant: string,
  schemas: Readonly<Record<string, z.ZodType>>,
  parts: Readonly<Record<string, StepPart<D>>>,
): WizardStepDefinition<D>[] {
  const keys = declaration.variants[variant];
  if (!keys) throw new Error(`The ${declaration.name} has no variant "${variant}".`);
  return keys.map((key) => {
    const title = declaration.steps.find((step) => step.key === key)?.title;
    const schema = schemas[key];
    const part = parts[key];
    if (!title || !schema || !part) {
      throw new Error(`The ${declaration.name} step "${key}" is not wired.`);
    }
    return { key, title, schema, ...part };
  });
}

/** The preview step's part: the draft's `email` (the certificate's recipient) as its form. */
export function previewStepPart<D extends { email?: string | null }>(
  render: StepPart<D>['render'],
): StepPart<D> {
  return {
    read: (draft) => ({ email: draft.email ?? '' }),
    write: (draft, values) => ({
      ...draft,
      email: typeof values.email === 'string' ? values.email : '',
    }),
    render,
  };
}
