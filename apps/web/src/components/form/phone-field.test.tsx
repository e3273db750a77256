import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, phoneSchema } from '@vitalreg/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Providers } from '@/testing/test-utils';
import { PhoneField } from './phone-field';

function PhoneForm() {
  const form = useForm({
    defaultValues: { phone: '' },
    resolver: zodResolver(z.object({ phone: phoneSchema })),
  });
  return (
    <Providers>
      <FormProvider {...form}>
        <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
          <PhoneField name="phone" required />
          <button type="submit">Next</button>
        </form>
      </FormProvider>
    </Providers>
  );
}

describe('PhoneField', () => {
  it("says the spec's sentence at the field, with an example", async () => {
    const user = userEvent.setup();
    render(<PhoneForm />);
    const phone = screen.getByRole('textbox', { name: /^Phone number/ });
    expect(phone).toHaveAccessibleDescription('For example: 08031234567');
    await user.type(phone, '0803123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(MESSAGES.phoneTooShort).toBe('Input number must have at least 11 digits.');
    expect(phone).toHaveAccessibleDescription(
      'Input number must have at least 11 digits. For example: 08031234567.',
    );
    expect(phone).toHaveValue('0803123');
  });
});
