import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { kindUIs } from '@/features/records/kind-ui';
import { ReviewQueuePage } from '@/features/records/components/review/review-queue-page';
import type { RecordKindView } from '@/features/records';
import { envelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { childNameEntry, listOf } from '../testing/fixtures';
import { modificationReviewView } from './review-queue';

let views: RecordKindView[] = [];
beforeAll(async () => {
  views = await Promise.all(kindUIs().map((ui) => ui.view()));
});

const older = childNameEntry({
  id: 30,
  subject: 'Okafor Ada',
  mod_field_label: "Father's name",
  requested_at: '2026-11-18T09:00:00.000Z',
  allowed_actions: ['approve', 'query'],
});
const newer = childNameEntry({ id: 31, allowed_actions: ['approve', 'query'] });
const own = childNameEntry({ id: 32, subject: 'Own Request', allowed_actions: [] });

function stubQueues() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/modification/birth-registration/list') {
      return jsonResponse(200, envelope(listOf([own, newer, older])));
    }
    return jsonResponse(200, envelope(listOf([])));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderQueue = () =>
  renderRoutes(
    [
      {
        path: paths.dashboard.review.path,
        element: <ReviewQueuePage kinds={views} views={[modificationReviewView()]} />,
      },
      { path: paths.dashboard.modifications.request.path, element: <p>Request page</p> },
    ],
    `${paths.dashboard.review.path}?kind=modifications`,
  );

describe('Review queue: Modifications', () => {
  it('lists the pending requests the reviewer may approve, oldest first, each opening its page', async () => {
    signIn('state_director', { user: { User_ID: 99 } });
    const fetchMock = stubQueues();
    renderQueue();
    expect(
      await screen.findByRole('heading', { name: 'Modifications awaiting review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifications' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = await screen.findByRole('list', {
      name: 'Modification requests awaiting review',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Okafor/).textContent)).toEqual([
      'Okafor Ada LA/2026/000001',
      'Okafor Chidi Emeka LA/2026/000001',
    ]);
    expect(screen.queryByText('Own Request')).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/modification/birth-registration/list')!;
    expect(asked.searchParams.get('status')).toBe('pending');

    await userEvent.click(within(items[0]!).getByRole('link', { name: /Review the correction/ }));
    expect(await screen.findByText('Request page')).toBeInTheDocument();
  });

  it('is not offered to a reviewer who approves no correction', async () => {
    signIn('dcr', {
      permissions: ['Can_Review_Records', 'Can_See_Birth', 'Can_List_Birth'],
    });
    stubQueues();
    renderQueue();
    expect(await screen.findByText(/awaiting review/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifications' })).not.toBeInTheDocument();
    expect(screen.queryByText('Modifications awaiting review')).not.toBeInTheDocument();
  });
});
