import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles/base.css';
import { speakRegistryWords } from './lib/errors';
import { registerServiceWorker } from './lib/service-worker';

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

if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker());
}
