import './zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { appRoutes } from './app/routes';
import { registerServiceWorker } from './register-service-worker';
import { adoptPrerenderedScreen, prerenderedScreenAdopted } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const router = createBrowserRouter(appRoutes);
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (root.firstChild) {
  // home.html's first screen, prerendered by the build from the same components (decision
  // 073): React adopts it once the route's page has loaded, section by section (each Suspense
  // boundary in its own task), without replacing what is on screen.
  // In a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole screen (Lighthouse TBT).
  adoptPrerenderedScreen();
  // Components that mount after the page was adopted read the session as it is; leaving the
  // page before then ends the adoption too.
  const initialPath = router.state.location.pathname;
  const stopWatching = router.subscribe((state) => {
    if (state.location.pathname === initialPath) return;
    stopWatching();
    prerenderedScreenAdopted();
  });
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(root, app, {
        // The lazy parts (quick search, city field, footer…) were their fallbacks in the
        // prerender; React reports each such boundary (error 419) and renders it here, as meant.
        onRecoverableError: (error) => {
          if (!/#419\b/.test(String((error as Error | null)?.message))) reportError(error);
        },
      });
    });
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
} else createRoot(root).render(app);
registerServiceWorker();
