import { actorOfUser, allowedActions } from '@vitalreg/domain';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { envelope, errorEnvelope, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { RecordPage } from '../components/detail/record-page';
import type { RecordDetail, RecordKindView } from '../types';

/*
 * Test helpers shared by every kind's record screens: the record API as a fetch stub, the
 * requests it received, a record page rendered on its route, and the window they are shown in.
 */

export type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

type KindApi = Pick<RecordKindView, 'apiPath' | 'reviewPath' | 'permissions'>;

/**
 * The record as the API sends it to the signed-in user: with what its access policy lets them do.
 * The API answers only records within the user's area, so the record lies in their state and LGA,
 * at its own centre.
 */
export function asSentToUser<D extends RecordDetail>(kind: KindApi, record: D): D {
  const { user, permissions } = sessionStore.get();
  if (!user) return record;
  const actor = actorOfUser(user, permissions);
  const place = { ...actor.area, centreId: record.centre.id };
  const facts = { kind, status: record.status, place, capturedBy: record.captured_by.id };
  return { ...record, allowed_actions: allowedActions(actor, facts) };
}

const urlOf = (input: RequestInfo | URL) => new URL(String(input), 'http://localhost');

/**
 * The kind's lists as a fetch stub: `GET /api/{apiPath}/stats/self` answers `stats`,
 * `GET /api/{apiPath}/list/{page}` what `list` gives (a Response as it is), the rest 404.
 */
export function stubRecordListApi(
  kind: KindApi,
  stats: unknown,
  list: (url: URL) => unknown,
): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = urlOf(input);
    if (url.pathname === `/api/${kind.apiPath}/stats/self`) {
      return jsonResponse(200, envelope(stats));
    }
    if (url.pathname.startsWith(`/api/${kind.apiPath}/list/`)) {
      const data = list(url);
      return data instanceof Response ? data : jsonResponse(200, envelope(data));
    }
    return jsonResponse(404, errorEnvelope('NOT_FOUND', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The list pages the stub was asked for, in order. */
export function listRequests(fetchMock: FetchMock, kind: KindApi): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.pathname.startsWith(`/api/${kind.apiPath}/list/`));
}

/** The calls the stub received at `path`. */
export function callsTo(fetchMock: FetchMock, path: string) {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input).pathname === path);
}

/** What approving changes: the record as it then reads, and the API's answer. */
export type Approval<D> = (record: D) => { record: D; answer: unknown };

/**
 * One record of the kind as a fetch stub: `GET /api/{apiPath}/{id}`, its files, and the
 * reviewer's approve (when `approve` is given) and reject (the record becomes queried).
 */
export function stubRecordApi<D extends RecordDetail>(
  kind: KindApi,
  initial: D,
  approve?: Approval<D>,
): FetchMock {
  let record = initial;
  const review = `/api/dcr/registrations/${kind.reviewPath}`;
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (url.pathname === `/api/${kind.apiPath}/${record.id}`) {
      return jsonResponse(200, envelope(asSentToUser(kind, record)));
    }
    if (url.pathname.startsWith('/api/documents/')) {
      return new Response('file', { status: 200, headers: { 'Content-Type': 'image/png' } });
    }
    if (approve && url.pathname === `${review}/approve/${record.id}`) {
      const approved = approve(record);
      record = approved.record;
      return jsonResponse(200, envelope(approved.answer));
    }
    if (url.pathname === `${review}/reject` && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { reason: string };
      record = { ...record, status: 'queried', query_reason: body.reason };
      return jsonResponse(200, envelope({ id: record.id, status: 'queried' }));
    }
    return jsonResponse(404, errorEnvelope('NOT_FOUND', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The kind's record page under test: rendered on its route, over its stubbed record API. */
export function recordPageTest<D extends RecordDetail>({
  kind,
  page,
  record,
  approve,
}: {
  kind: RecordKindView;
  /** The page under test: the shared record page of `kind` unless given. */
  page?: ReactElement;
  /** The record the API holds unless a test gives another. */
  record: () => D;
  approve?: Approval<D>;
}) {
  return {
    /** Renders the page of record `id` (any other path shows "elsewhere"). */
    renderDetail: (id = 5) =>
      renderRoutes(
        [
          { path: `${kind.paths.list}/:id`, element: page ?? <RecordPage kind={kind} /> },
          { path: '*', element: <p>elsewhere</p> },
        ],
        kind.paths.detail(id),
      ),
    stubApi: (initial: D = record()) => stubRecordApi(kind, initial, approve),
  };
}

/** Files are shown from blob URLs: every one reads `blob:doc`. */
export function stubObjectUrls() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }),
  );
}

/** Runs the suite's tests in a desktop-wide window (tables, not cards), restored after each. */
export function inWideWindow() {
  beforeEach(() => {
    window.innerWidth = 1280;
  });
  afterEach(() => {
    window.innerWidth = 1024;
  });
}
