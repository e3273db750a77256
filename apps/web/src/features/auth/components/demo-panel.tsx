import type { DemoInfo } from '@vitalreg/domain';
import { useEffect, useState } from 'react';
import { API_BASE_URL } from '@/config/env';
import './demo-panel.css';

/** `GET /demo` read without the API client and zod, to keep the login page light. */
async function fetchDemoInfo(signal: AbortSignal): Promise<DemoInfo | null> {
  const response = await fetch(`${API_BASE_URL}/demo`, { signal });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: DemoInfo };
  const info = body.data;
  return info && Array.isArray(info.accounts) && Array.isArray(info.identityNumbers) ? info : null;
}

/**
 * On a demo server only (docs/demo.md): who to sign in as, and the sandbox's identity numbers
 * and payment references the wizards and services need. A server without the demo answers
 * 404 and nothing is shown; so does a failed request.
 */
export function DemoPanel() {
  const [info, setInfo] = useState<DemoInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchDemoInfo(controller.signal)
      .then(setInfo)
      .catch(() => setInfo(null));
    return () => controller.abort();
  }, []);
  if (!info) return null;

  return (
    <section className="demo-panel" aria-labelledby="demo-panel-title">
      <h2 id="demo-panel-title" className="demo-panel__title">
        This is a demo server
      </h2>
      <p>
        Its register of records, names and figures are made up. Sign in as one of the demo accounts
        below; the password was printed where the server started (<code>vitalreg-demo</code> unless
        it was changed).
      </p>
      <details className="demo-panel__part">
        <summary>Demo accounts</summary>
        <dl>
          {info.accounts.map((account) => (
            <div key={account.userName}>
              <dt>
                <code>{account.userName}</code>
              </dt>
              <dd>
                {account.role}, {account.worksOn}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <details className="demo-panel__part">
        <summary>Sandbox identity numbers (NIN)</summary>
        <p>Any other well-formed number is unknown to the sandbox.</p>
        <dl>
          {info.identityNumbers.map((entry) => (
            <div key={entry.number}>
              <dt>
                <code>{entry.number}</code>
              </dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </details>
      <details className="demo-panel__part">
        <summary>Sandbox payment references</summary>
        <p>A reference names the service it paid for, in capitals, then anything.</p>
        <dl>
          {info.paymentReferences.map((entry) => (
            <div key={entry.reference}>
              <dt>
                <code>{entry.reference}</code>
              </dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
