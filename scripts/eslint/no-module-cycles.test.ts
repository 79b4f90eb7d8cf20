import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noModuleCycles } from './no-module-cycles.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

// A modules folder on disk, as the rule reads it: a → b → c is fine; c → a closes a circle.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
write('a/a.service.ts', "import { b } from '../b/b-queries.ts';\nexport const a = b;\n");
write('b/b-queries.ts', "import { c } from '../c/c.ts';\nexport const b = c;\n");
write('c/c.ts', 'export const c = 1;\n');
write('c/a.test.ts', "import { a } from '../a/a.service.ts';\nexport const t = a;\n");
write('d/d.ts', "import { e } from '../e/e.ts';\nexport const d = e;\n");
write('e/e.ts', "export const e = 1;\nexport { d } from '../d/d.ts';\n");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const options = [{ root, ignore: ['\\.test\\.ts$'] }];
const at = (file: string) => path.join(root, file);

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run(
  'no-module-cycles',
  noModuleCycles,
  {
    valid: [
      // a → b → c, one way: no circle.
      { code: "import { b } from '../b/b-queries.ts';", filename: at('a/a.service.ts'), options },
      // A test of c importing a does not count: tests sit above every module.
      { code: "import { a } from '../a/a.service.ts';", filename: at('c/a.test.ts'), options },
      // Imports inside one module never count.
      { code: "import { c } from './c.ts';", filename: at('c/other.ts'), options },
    ],
    invalid: [
      {
        // d → e and e → d (through a re-export): reported on both sides.
        code: "import { e } from '../e/e.ts';",
        filename: at('d/d.ts'),
        options,
        errors: [{ messageId: 'cycle', data: { route: 'd → e → d' } }],
      },
      {
        code: "export { d } from '../d/d.ts';",
        filename: at('e/e.ts'),
        options,
        errors: [{ messageId: 'cycle', data: { route: 'e → d → e' } }],
      },
    ],
  },
);

// A longer circle, a → b → c → a, closed by a file of c that is not the one b imports.
const longRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-long-'));
for (const [file, text] of [
  ['a/a.service.ts', "import { b } from '../b/b-queries.ts';\nexport const a = b;\n"],
  ['b/b-queries.ts', "import { c } from '../c/c.ts';\nexport const b = c;\n"],
  ['c/c.ts', 'export const c = 1;\n'],
  ['c/close.ts', "import { a } from '../a/a.service.ts';\nexport const x = a;\n"],
] as const) {
  fs.mkdirSync(path.dirname(path.join(longRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(longRoot, file), text);
}
afterAll(() => fs.rmSync(longRoot, { recursive: true, force: true }));

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run(
  'no-module-cycles through other files',
  noModuleCycles,
  {
    valid: [
      // c.ts itself imports nothing: only the imports that are edges of the circle are reported.
      {
        code: 'export const c = 1;',
        filename: path.join(longRoot, 'c/c.ts'),
        options: [{ root: longRoot }],
      },
    ],
    invalid: [
      {
        code: "import { a } from '../a/a.service.ts';",
        filename: path.join(longRoot, 'c/close.ts'),
        options: [{ root: longRoot }],
        errors: [{ messageId: 'cycle', data: { route: 'c → a → b → c' } }],
      },
      {
        code: "import { b } from '../b/b-queries.ts';",
        filename: path.join(longRoot, 'a/a.service.ts'),
        options: [{ root: longRoot }],
        errors: [{ messageId: 'cycle', data: { route: 'a → b → c → a' } }],
      },
    ],
  },
);
