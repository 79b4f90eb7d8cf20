import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the SPA's pages (decision 073):
 * home.html carries two the build writes (the colour scheme and whether the prerendered first
 * screen stays), which must run before the first paint. Only those exact scripts are allowed;
 * any other inline script stays blocked.
 */
export function inlineScriptSources(webDir: string | undefined): string[] {
  if (!webDir) return [];
  const sources = new Set<string>();
  for (const page of ['index.html', 'home.html']) {
    const file = path.join(webDir, page);
    if (!existsSync(file)) continue;
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      sources.add(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...sources];
}
