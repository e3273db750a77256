import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { kindPaths, kindUIs } from '@/features/records/kind-ui';
import { retryFailedScreens, ScreenNotOnDeviceError } from '@/lib/lazy-screen';

export const SCREEN_NOT_ON_DEVICE_MESSAGE =
  'This screen is not on this device yet. Connect to the internet once and open it again; records you saved are safe in the outbox.';
export const SCREEN_FAILED_MESSAGE =
  'Something went wrong on this screen. Records you saved are safe in the outbox; try again or go on from here.';

/** Where the records saved on this device are listed (the first kind the outbox holds). */
function outboxPath(): string | undefined {
  const ui = kindUIs().find((kind) => kind.outbox);
  return ui ? kindPaths(ui.manifest).offline.path : undefined;
}

/** What the user reads when a screen failed, and the ways on (plain elements: MUI may be what failed). */
function ScreenFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const outbox = outboxPath();
  const notOnDevice = error instanceof ScreenNotOnDeviceError;
  return (
    <section className="screen-failed" role="alert" aria-labelledby="screen-failed-heading">
      <h1 id="screen-failed-heading" className="plain-heading">
        {notOnDevice ? 'Not on this device yet' : 'This screen could not be shown'}
      </h1>
      <p className="plain-lead">
        {notOnDevice ? SCREEN_NOT_ON_DEVICE_MESSAGE : SCREEN_FAILED_MESSAGE}
      </p>
      <div className="screen-failed__ways">
        <button type="button" className="plain-button" onClick={onRetry}>
          Try again
        </button>
        <Link className="plain-link" to={paths.dashboard.home.path}>
          Go to the dashboard
        </Link>
        {outbox ? (
          <Link className="plain-link" to={outbox}>
            Open the outbox
          </Link>
        ) : null}
      </div>
    </section>
  );
}

interface BoundaryProps {
  /** The page's location: another page clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // A failure belongs to the page it happened on: leaving the page clears it.
    if (state.failedAt !== null && state.failedAt !== props.resetKey) {
      retryFailedScreens();
      return { error: null, failedAt: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    if (!(error instanceof ScreenNotOnDeviceError)) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ScreenFailed
        error={this.state.error}
        onRetry={() => {
          retryFailedScreens();
          this.setState({ error: null, failedAt: null });
        }}
      />
    );
  }
}

/**
 * Around every routed screen: a screen that throws (or whose code is not on this device) is
 * replaced by a plain explanation with a way on, inside the dashboard's frame, so the sidebar
 * and top bar stay and nothing goes blank.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
