// The home page's first screen as HTML (issue 17 point 3, decision 073). The build renders the
// app at `/` with the same components, providers and routes the browser uses (a memory router
// instead of the browser's) and writes the markup into home.html's #root, so the top bar and
// the hero paint before any script has run. Only the build runs this module (in Node).
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { ColorSchemeScript } from '@mantine/core';
import { App } from './App';
import { appRoutes } from './routes';
import { DEFAULT_COLOR_SCHEME } from './theme';
import { MOBILE_STORAGE_KEY } from '../lib/mobile';
import { PITCH_LANGUAGE_STORAGE_KEY } from '../i18n/pitch-locale';

/**
 * Runs before the first paint and drops the prerendered screen wherever it would not be what
 * the app is about to show, which then renders into an empty #root as it always did: another
 * path (the service worker answers every navigation with its cached copy of `/` when offline),
 * the native apps' mobile mode (no top bar), a person who chose Chinese for the pitch (the
 * English hero must not show first), or storage that cannot be read.
 */
export const KEEP_FIRST_SCREEN_SCRIPT = [
  'try{',
  'var q=new URLSearchParams(location.search).get("mobile");',
  `var m=q==="true"||(q!=="false"&&sessionStorage.getItem(${JSON.stringify(MOBILE_STORAGE_KEY)})==="true");`,
  `if(location.pathname!=="/"||m||localStorage.getItem(${JSON.stringify(PITCH_LANGUAGE_STORAGE_KEY)})==="zh")throw 0`,
  '}catch(e){document.getElementById("root").replaceChildren()}',
].join('');

/** Resolves once the router has loaded the lazy route it stands on. */
function initialized(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export interface FirstScreen {
  /** What React renders at `/` before anything is fetched (signed-out, session loading). */
  markup: string;
  /** Mantine's colour-scheme script: the remembered or system scheme before the first paint. */
  colorSchemeScript: string;
  keepScript: string;
}

export async function prerenderHome(): Promise<FirstScreen> {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
  await initialized(router);
  const markup = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  router.dispose();
  const script = renderToStaticMarkup(
    <ColorSchemeScript defaultColorScheme={DEFAULT_COLOR_SCHEME} />,
  );
  const colorSchemeScript = /<script[^>]*>([\s\S]*)<\/script>/.exec(script)?.[1];
  if (!colorSchemeScript) throw new Error('prerender: no colour-scheme script');
  return { markup, colorSchemeScript, keepScript: KEEP_FIRST_SCREEN_SCRIPT };
}
