import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { lazyScreen, retryFailedScreens } from '@/lib/lazy-screen';
import { toast, useToasts, type Toast } from '@/lib/toast';

const Toaster = lazyScreen(() => import('./toaster'));

/** One toast in plain elements, closing after its duration like the real one. */
function PlainToast({ current }: { current: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => toast.dismiss(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current]);
  const urgent = current.severity === 'error' || current.severity === 'warning';
  return (
    <div
      className={`plain-toast plain-alert${urgent ? '' : ' plain-alert--info'}`}
      role={urgent ? 'alert' : 'status'}
    >
      <span>{current.message}</span>
      <button
        type="button"
        className="plain-toast__close"
        onClick={() => toast.dismiss(current.id)}
      >
        Close
      </button>
    </div>
  );
}

/**
 * The toast UI's code could not be fetched (the connection went before it was ever needed): the
 * toast is shown in plain elements instead. This host sits outside the router, where an
 * uncaught error would leave the whole page blank.
 */
class PlainFallback extends Component<
  { current: Toast; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentWillUnmount() {
    // The next toast tries the real toaster again.
    if (this.state.failed) retryFailedScreens();
  }

  override render() {
    return this.state.failed ? <PlainToast current={this.props.current} /> : this.props.children;
  }
}

/** Loads the toast UI (MUI Snackbar) only once there is something to show. */
export function ToasterHost() {
  const current = useToasts()[0];
  if (!current) return null;
  return (
    // Keyed by the toast: the next one tries the real toaster again.
    <PlainFallback key={current.id} current={current}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </PlainFallback>
  );
}
