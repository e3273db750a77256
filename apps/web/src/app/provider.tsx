import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toaster-host';

/**
 * What every page needs, the login page included: the toasts (their UI loads on the first toast).
 * MUI's theme and React Query come with the pages after login (routes/app-providers-layout.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToasterHost />
    </>
  );
}
