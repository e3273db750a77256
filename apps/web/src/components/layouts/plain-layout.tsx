import { PRODUCT_NAME, PRODUCT_TITLE } from '@vitalreg/domain';
import type { ReactNode } from 'react';

/**
 * The card layout of the pages that load before MUI (login, logout, the router's error page):
 * plain elements and CSS (src/styles/base.css), so the first page stays light.
 */
export function PlainLayout({ children, brand = true }: { children: ReactNode; brand?: boolean }) {
  return (
    <main className="plain-page">
      <div className="plain-card">
        {brand ? (
          <div className="plain-brand">
            <img src="/favicon.svg" alt="" width={48} height={48} />
            <div>
              <p className="plain-brand__name">{PRODUCT_NAME}</p>
              <p className="plain-brand__title">{PRODUCT_TITLE}</p>
            </div>
          </div>
        ) : null}
        {children}
      </div>
    </main>
  );
}
