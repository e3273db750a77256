import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATE_MESSAGES,
  type ApplicationStatus,
  type Certificate,
  type PaperStanding,
  type RecordAction,
} from '@vitalreg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  envelope,
  errorEnvelope,
  jsonResponse,
  renderWithRouter,
  signIn,
} from '@/testing/test-utils';
import { toastStore } from '@/lib/toast';
import { CertificateActions } from './certificate-actions';
import { CertificateSection } from './certificate-section';

const certificate: Certificate = {
  id: 11,
  kind: 'birth',
  certificate_number: 'LA/2026/000001',
  issue: 'original',
  issue_number: 0,
  code: 'AB12CD34EF',
  sha256: 'a'.repeat(64),
  issued_at: '2026-11-24T09:00:00.000Z',
  issued_by: { id: 42, name: 'Demo registra' },
  centre: { id: 7, name: 'Ikeja Registration Centre' },
  payment_id: null,
  revoked_at: null,
  revoked_reason: null,
  revoked_because: null,
  superseded_at: null,
  new_paper_authorised_at: null,
  new_paper_reason: null,
};
const reprint: Certificate = {
  ...certificate,
  id: 12,
  issue: 'reprint',
  issue_number: 1,
  code: 'ZX98CV76BN',
  issued_at: '2026-11-25T10:00:00.000Z',
};

let revoked: Certificate | undefined;
let paper: PaperStanding = 'valid';

/**
 * The API as the section calls it; `refuseRevoke`: the certificate was revoked meanwhile;
 * `standing`: the record's paper (revoked: new paper waits for an administrator).
 */
function stubApi({
  refuseRevoke = false,
  standing = 'valid',
}: { refuseRevoke?: boolean; standing?: PaperStanding } = {}) {
  revoked = undefined;
  paper = standing;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/certificates/birth/5/print' && init?.method === 'POST') {
      return jsonResponse(200, envelope(certificate, 'Certificate printed.'));
    }
    if (path === '/api/certificates/birth/5/12/revoke' && init?.method === 'POST') {
      if (refuseRevoke)
        return jsonResponse(
          409,
          errorEnvelope('STATE_CONFLICT', CERTIFICATE_MESSAGES.alreadyRevoked),
        );
      const { reason } = JSON.parse(String(init.body)) as { reason: string };
      revoked = {
        ...reprint,
        revoked_at: '2026-12-01T10:00:00.000Z',
        revoked_reason: reason,
        revoked_because: 'registry',
      };
      return jsonResponse(200, envelope(revoked, 'Certificate revoked.'));
    }
    if (path === '/api/certificates/birth/5/new-paper' && init?.method === 'POST') {
      paper = 'new_paper_authorised';
      return jsonResponse(200, envelope([certificate], CERTIFICATE_MESSAGES.newPaperAuthorised));
    }
    if (path === '/api/certificates/birth/5') {
      return jsonResponse(
        200,
        envelope({
          paper,
          certificates: [certificate, revoked ?? reprint],
          checks: [
            { certificate_id: 11, day: '2026-11-24', checks: 2, last_at: '2026-11-24T12:00:00Z' },
            { certificate_id: 11, day: '2026-11-25', checks: 1, last_at: '2026-11-25T12:00:00Z' },
          ],
        }),
      );
    }
    if (/^\/api\/certificates\/birth\/5\/1[12]\/pdf$/.test(path)) {
      return new Response('%PDF-1.3', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="certificate-LA-2026-000001.pdf"',
        },
      });
    }
    return jsonResponse(404, errorEnvelope('NOT_FOUND', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The record page's certificate buttons (its actions bar) and section; the record as the API
 * sends it: `allowed` is what its access policy lets the user do.
 */
const renderSection = (status: ApplicationStatus, allowed: RecordAction[] = []) => {
  const kind = { key: 'birth', queryKey: 'birth-registrations' } as const;
  const record = {
    id: 5,
    status,
    certificate_number: 'LA/2026/000001',
    allowed_actions: allowed,
  };
  return renderWithRouter(
    <>
      <CertificateActions kind={kind} record={record} />
      <CertificateSection kind={kind} record={record} />
    </>,
  );
};

const pathsOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CertificateSection', () => {
  it('prints an approved record once confirmed, then downloads the PDF', async () => {
    signIn('registra');
    const fetchMock = stubApi();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSection('approved', ['print']);
    await userEvent.click(screen.getByRole('button', { name: 'Print certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Print certificate LA/2026/000001?' });
    expect(dialog).toHaveAccessibleDescription(/marked printed, once: this cannot be undone/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pathsOf(fetchMock)).not.toContain('/api/certificates/birth/5/print');

    await userEvent.click(screen.getByRole('button', { name: 'Print certificate' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Print' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pathsOf(fetchMock)).toContain('/api/certificates/birth/5/print');
    expect(pathsOf(fetchMock)).toContain('/api/certificates/birth/5/11/pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'certificate-LA-2026-000001.pdf',
    );
  });

  it('offers no print to a role the workflow does not let print', () => {
    signIn('hospital');
    stubApi();
    renderSection('approved');
    expect(screen.queryByRole('button', { name: 'Print certificate' })).not.toBeInTheDocument();
    expect(screen.getByText(/printed by a registrar/)).toBeInTheDocument();
  });

  it("shows a printed record's certificates, who issued them where, and their checks", async () => {
    signIn('state_commissioner');
    const fetchMock = stubApi();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSection('printed');
    const history = await screen.findByRole('list', { name: 'Certificates issued' });
    expect(history).toHaveTextContent('Original');
    expect(history).toHaveTextContent('Printed by Demo registra at Ikeja Registration Centre');
    expect(history).toHaveTextContent('Reprint 1');
    expect(history).toHaveTextContent('Verification code AB12CD34EF');
    expect(history).toHaveTextContent('Certificate verified online 3 times');
    expect(screen.queryByRole('button', { name: 'Print certificate' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download certificate' }));
    // The newest certificate that stands: the reprint.
    await waitFor(() => expect(pathsOf(fetchMock)).toContain('/api/certificates/birth/5/12/pdf'));
  });

  it('lets an administrator revoke a certificate with a reason of 10 characters or more', async () => {
    signIn('admin');
    const fetchMock = stubApi();
    renderSection('printed');
    const history = await screen.findByRole('list', { name: 'Certificates issued' });
    expect(history).not.toHaveTextContent('Revoked');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke reprint 1 certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the reprint 1 certificate' });
    expect(dialog).toHaveTextContent('ZX98CV76BN');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(/at least 10 characters/)).toBeInTheDocument();
    expect(pathsOf(fetchMock)).not.toContain('/api/certificates/birth/5/12/revoke');

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      ' and found in a forger’s hands',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Revoke/ })).not.toBeInTheDocument(),
    );
    const revokeCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/revoke'));
    expect(JSON.parse(String(revokeCall?.[1]?.body))).toEqual({
      reason: 'Lost and found in a forger’s hands',
    });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Certificates issued' })).toHaveTextContent(
        'Revoked: Lost and found',
      ),
    );
    // A revoked certificate offers no second revocation.
    expect(
      screen.queryByRole('button', { name: 'Revoke reprint 1 certificate' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke original certificate' })).toBeInTheDocument();
  });

  it('says a refused revocation once, in its dialog, keeping the reason typed', async () => {
    signIn('admin');
    stubApi({ refuseRevoke: true });
    renderSection('printed');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke reprint 1 certificate' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke the reprint 1 certificate' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'Found in a forger’s hands');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CERTIFICATE_MESSAGES.alreadyRevoked,
    );
    expect(reason).toHaveValue('Found in a forger’s hands');
    expect(toastStore.get().filter((t) => t.severity === 'error')).toEqual([]);
  });

  it('offers no revocation to registry staff without the permission', async () => {
    signIn('dcr');
    stubApi();
    renderSection('printed');
    await screen.findByRole('list', { name: 'Certificates issued' });
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });

  it('lets an administrator authorise a new certificate, with a reason, after a revocation', async () => {
    signIn('admin');
    const fetchMock = stubApi({ standing: 'revoked' });
    renderSection('printed');
    expect(await screen.findByText(/No certificate can be printed, reprinted/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Authorise a new certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'Authorise a new certificate' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Papers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Authorise' }));
    expect(await within(dialog).findByText(/at least 10 characters/)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      ' genuine, seen at the desk',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Authorise' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Authorise/ })).not.toBeInTheDocument(),
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/new-paper'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      reason: 'Papers genuine, seen at the desk',
    });
    expect(await screen.findByText(/authorised a new certificate/)).toBeInTheDocument();
  });

  it('tells registry staff why nothing can be printed after a revocation', async () => {
    signIn('registra');
    stubApi({ standing: 'revoked' });
    renderSection('printed');
    expect(await screen.findByText(/No certificate can be printed, reprinted/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Authorise a new certificate' }),
    ).not.toBeInTheDocument();
  });

  it('prints the authorised new certificate once the record allows it', async () => {
    signIn('registra');
    const fetchMock = stubApi({ standing: 'new_paper_authorised' });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSection('printed', ['print']);
    await userEvent.click(await screen.findByRole('button', { name: 'Print new certificate' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Print the new certificate LA/2026/000001?',
    });
    expect(pathsOf(fetchMock)).not.toContain('/api/certificates/birth/5/print');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(pathsOf(fetchMock)).toContain('/api/certificates/birth/5/print'));
  });

  it('shows nothing before approval', () => {
    signIn('registra');
    stubApi();
    const { container } = renderSection('pending');
    expect(container).toBeEmptyDOMElement();
  });
});
