import { PRODUCT_NAME } from '@vitalreg/domain';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlainLayout } from '@/components/layouts/plain-layout';
import { paths } from '@/config/paths';
import { DemoPanel, LoginForm } from '@/features/auth';
import { safeRedirectTarget } from '@/lib/authorization';
import { useUser } from '@/lib/session-store';
import type { WaitingOnDevice } from './logout';

/** The login page; after login the user returns where they were going, else to the welcome page. */
export function LoginRoute() {
  const user = useUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirectTo'), paths.dashboard.home.path);
  const waiting = useLocation().state as WaitingOnDevice | null;

  if (user) return <Navigate to={target} replace />;

  return (
    <PlainLayout>
      <title>{`Login | ${PRODUCT_NAME}`}</title>
      <h1 className="plain-heading">Sign in</h1>
      <p className="plain-lead">Use the user name and password of your registry account.</p>
      {waiting?.waiting ? (
        <p className="plain-alert plain-alert--info" role="status">
          {waiting.waiting === 1
            ? '1 registration is waiting on this device.'
            : `${waiting.waiting} registrations are waiting on this device.`}{' '}
          Sign in as {waiting.userName} with a connection to send them.
        </p>
      ) : null}
      <LoginForm onSuccess={() => void navigate(target, { replace: true })} />
      <DemoPanel />
    </PlainLayout>
  );
}
