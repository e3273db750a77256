import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainLayout } from '@/components/layouts/plain-layout';

export function routeErrorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/**
 * The router's error element (spec section 2): "Unexpected Application Error!" with the status
 * text or the error message. Plain elements, so it shows even when a lazy chunk failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <PlainLayout>
      <h1 className="plain-heading">Unexpected Application Error!</h1>
      <p className="plain-lead" style={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
        {routeErrorDetail(error)}
      </p>
      <button type="button" className="plain-button" onClick={() => window.location.assign('/')}>
        Reload the application
      </button>
    </PlainLayout>
  );
}
