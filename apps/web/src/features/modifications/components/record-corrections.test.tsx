import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/features/payments/testing/fetch-stub';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { childNameEntry } from '../testing/fixtures';
import { RecordCorrections } from './record-corrections';

const LIST = 'GET /api/modification/birth-registration/list';
const page = (entries: unknown[]) => ({
  pagination: { page: 1, limit: 100, total: entries.length, pages: 1 },
  result: entries,
});

const renderCorrections = () =>
  renderRoutes([{ path: '/', element: <RecordCorrections kindKey="birth" recordId={12} /> }], '/');

describe('RecordCorrections', () => {
  it("lists the record's corrections with their values, requester, documents and approval", async () => {
    signIn('dcr');
    const asked: URL[] = [];
    stubApi({
      [LIST]: (_body, url) => {
        asked.push(url);
        return ok(
          page([
            childNameEntry({
              status: 'approved',
              version: 2,
              approved_by: { id: 2, name: 'Demo dcr' },
              approved_at: '2026-11-20T10:00:00.000Z',
            }),
          ]),
        );
      },
    });
    renderCorrections();
    const correction = await screen.findByRole('article', { name: "Correction of child's name" });
    expect(asked[0]?.searchParams.get('record_id')).toBe('12');
    expect(within(correction).getByRole('table', { name: "Child's name" })).toBeInTheDocument();
    expect(correction).toHaveTextContent('Request letter');
    expect(correction).toHaveTextContent('Demo dcr');
    expect(within(correction).getByRole('link', { name: 'Open the request' })).toHaveAttribute(
      'href',
      '/dashboard/modifications/requests/birth/31',
    );
  });

  it('shows nothing to a role that cannot open Modifications, and asks nothing', async () => {
    signIn('hospital');
    const fetchMock = stubApi({ [LIST]: () => ok(page([childNameEntry()])) });
    renderCorrections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
