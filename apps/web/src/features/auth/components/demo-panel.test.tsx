import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoPanel } from './demo-panel';

const INFO = {
  accounts: [
    { userName: 'registra', role: 'Registrar', worksOn: 'Ikeja Registration Centre, Lagos' },
  ],
  identityNumbers: [
    { number: '12345678901 or AB12CD34EF56GH1', answer: 'Folake Titilayo Adeyemi (mother)' },
  ],
  paymentReferences: [{ reference: 'SBX-PAID-REPRINT-1', answer: 'paid the reprint fee today' }],
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the login page demo panel', () => {
  it("names the demo's accounts, identity numbers and payment references", async () => {
    answer(200, { status: 'SUCCESS', data: INFO });
    render(<DemoPanel />);
    const panel = await screen.findByRole('region', { name: 'This is a demo server' });
    expect(panel).toHaveTextContent('registra');
    expect(panel).toHaveTextContent('12345678901 or AB12CD34EF56GH1');
    expect(panel).toHaveTextContent('SBX-PAID-REPRINT-1');
  });

  it('shows nothing on a server without the demo (404)', async () => {
    answer(404, { status: 'ERROR', message: 'This server runs no demo.' });
    const { container } = render(<DemoPanel />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
