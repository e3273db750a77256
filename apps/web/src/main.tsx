import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadLoginSchemas } from './features/auth';
import './styles/base.css';
import { speakRegistryWords } from './lib/errors';
import { registerServiceWorkerWhenServed } from './lib/service-worker';

speakRegistryWords();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A transition renders in slices that leave the page responsive (the card of index.html stays
// on screen until the login page is ready), rather than in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The first screen after sign-in is asked for while the sign-in is checked: on a slow link its
// code (many files, six at a time) arrives during the sign-in's round trip, not after it. The
// sign-in's own request goes first (docs/offline.md, "When the device is ready").
const FIRST_SCREEN_AFTER_SIGN_IN = [
  () => import('./app/routes/app-providers-layout'),
  () => import('./app/routes/dashboard/layout'),
  () => import('./app/routes/dashboard/home'),
];
function prefetchFirstScreen() {
  void loadLoginSchemas()
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => FIRST_SCREEN_AFTER_SIGN_IN.forEach((load) => void load().catch(() => undefined)))
    .catch(() => undefined);
}
document.addEventListener('submit', prefetchFirstScreen, { once: true, capture: true });

// A device the service worker already serves checks for an update now; a first visit registers
// it only after sign-in, once the capture code is here (prepareOfflineUse, docs/offline.md).
if (import.meta.env.PROD) {
  window.addEventListener('load', registerServiceWorkerWhenServed);
}
