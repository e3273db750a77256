import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { RouteErrorPage } from './error-page';

function Boom(): never {
  throw new Error('Chunk failed to load');
}

describe('router error page', () => {
  it('reads "Unexpected Application Error!" with the error message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }], '/');
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
  });

  it('shows the status text of an error response', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes(
      [
        {
          path: '/',
          loader: () => {
            throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
          },
          element: <p>never</p>,
          errorElement: <RouteErrorPage />,
        },
      ],
      '/',
    );
    return screen.findByText('Service Unavailable');
  });
});
