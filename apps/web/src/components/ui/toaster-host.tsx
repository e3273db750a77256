import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster'));

/** Loads the toast UI (MUI Snackbar) only once there is something to show. */
export function ToasterHost() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
