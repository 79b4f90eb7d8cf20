// Code shape figures for renovation notes: lines per source file (median, p90, max),
// functions longer than 100 lines, and circles between server modules (folders under
// src/server/modules). `node scripts/code-metrics.mjs [--list]`. Tests are left out of
// the file and function figures: they are long by nature and read differently.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { moduleCycles } from './eslint/no-module-cycles.mjs';

const list = process.argv.includes('--list');
const files = readdirSync('src', { recursive: true })
  .map((f) => path.join('src', f))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

const lineCounts = [];
const longFunctions = [];
const moduleEdges = new Map();

function moduleOf(file) {
  const m = /^src\/server\/modules\/([^/]+)\//.exec(file.split(path.sep).join('/'));
  return m ? m[1] : null;
}

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  lineCounts.push([text.split('\n').length - (text.endsWith('\n') ? 1 : 0), file]);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const from = moduleOf(file);
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > 100) {
        const name = node.name?.getText() ?? node.parent?.name?.getText?.() ?? '(anonymous)';
        longFunctions.push([end - start + 1, `${file}:${start + 1} ${name}`]);
      }
    }
    if (from && ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('.')) {
        const to = moduleOf(path.join(path.dirname(file), spec));
        if (to && to !== from) {
          if (!moduleEdges.has(from)) moduleEdges.set(from, new Set());
          moduleEdges.get(from).add(to);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Each strongly connected component of more than one module is a circle (the lint rule's own
// finder, so the figure and the rule agree).
const circles = moduleCycles(moduleEdges);

const sorted = lineCounts.map(([n]) => n).sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
lineCounts.sort((a, b) => b[0] - a[0]);
longFunctions.sort((a, b) => b[0] - a[0]);
console.log(
  `source files (tests excluded): ${sorted.length}; lines per file median ${at(0.5)}, p90 ${at(0.9)}, max ${sorted.at(-1)} (${lineCounts[0][1]})`,
);
console.log(`functions over 100 lines: ${longFunctions.length}`);
if (list) for (const [n, where] of longFunctions) console.log(`  ${n}  ${where}`);
console.log(
  `module circles: ${circles.length}${circles.length ? ` (${circles.map((c) => c.join('↔')).join('; ')})` : ''}`,
);
