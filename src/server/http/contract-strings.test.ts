import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The kernel relies on every contract string refusing NUL (src/contracts/strings.ts): a
// contract that builds a string schema of its own would let one through to PostgreSQL again.
const contractsDir = fileURLToPath(new URL('../../contracts', import.meta.url));

describe('contract strings', () => {
  it('keeps z.string() out of every contract: strings go through strings.ts', () => {
    const offenders = readdirSync(contractsDir)
      .filter((name) => name.endsWith('.ts') && name !== 'strings.ts' && !name.endsWith('.test.ts'))
      .filter((name) =>
        /\bz\s*\.\s*string\s*\(/.test(readFileSync(path.join(contractsDir, name), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
