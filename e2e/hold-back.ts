import type { Page } from '@playwright/test';

/**
 * Holds back the build's chunk named `chunk` (e.g. `QuickSearch`) until `release()`, as a slow
 * phone would: journeys use it to act while a field's code loaded on first use is on its way
 * (decision 075). `asked()` says whether the page has asked for the chunk yet.
 */
export async function holdBackChunk(
  page: Page,
  chunk: string,
): Promise<{ asked: () => boolean; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release };
}
