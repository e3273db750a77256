import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { Providers } from '@/testing/test-utils';

/** Renders fields inside a react-hook-form form (tests). `onValues` sees every change. */
export function TestForm({
  defaultValues,
  children,
  onValues,
}: {
  defaultValues: FieldValues;
  children: ReactNode;
  onValues?: (values: FieldValues) => void;
}) {
  const form = useForm({ defaultValues });
  if (onValues) onValues(form.watch());
  return (
    <Providers>
      <FormProvider {...form}>
        <form>{children}</form>
      </FormProvider>
    </Providers>
  );
}
