import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, SCREEN_LOAD_ATTEMPTS } from '@/lib/lazy-screen';
import { renderRoutes } from '@/testing/test-utils';
import { SCREEN_NOT_ON_DEVICE_MESSAGE, ScreenErrorBoundary } from './screen-error-boundary';

const failedImport = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

function routed(Screen: ComponentType) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <nav aria-label="Main">
              <Link to="/other">Other</Link>
            </nav>
            <ScreenErrorBoundary>
              <Suspense fallback={<p>Loading</p>}>
                <Screen />
              </Suspense>
            </ScreenErrorBoundary>
          </>
        ),
      },
      { path: '/other', element: <p>Other screen</p> },
    ],
    '/',
  );
}

describe('a routed screen that fails', () => {
  beforeEach(() => {
    // React reports every error a boundary catches.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('whose code cannot be fetched is tried again, then explained in plain words with ways on', async () => {
    const load = vi.fn(failedImport);
    routed(lazyScreen(load));
    const alert = await screen.findByRole('alert');
    expect(load).toHaveBeenCalledTimes(SCREEN_LOAD_ATTEMPTS);
    expect(alert).toHaveTextContent(SCREEN_NOT_ON_DEVICE_MESSAGE);
    expect(alert).not.toHaveTextContent(/Unexpected Application Error|dynamically imported/);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/home',
    );
    // The frame around the screen (the sidebar) stays.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('loads on "Try again" once the connection is back', async () => {
    let online = false;
    const Loaded = () => <p>The wizard</p>;
    const load = vi.fn(() => (online ? Promise.resolve({ default: Loaded }) : failedImport()));
    routed(lazyScreen(load));
    await screen.findByRole('alert');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The wizard')).toBeInTheDocument();
  });

  it('that throws says so inside the frame, and another page clears it', async () => {
    const Boom = (): never => {
      throw new Error('boom');
    };
    routed(Boom);
    expect(
      await screen.findByRole('heading', { name: 'This screen could not be shown' }),
    ).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Other' })));
    expect(await screen.findByText('Other screen')).toBeInTheDocument();
  });
});
