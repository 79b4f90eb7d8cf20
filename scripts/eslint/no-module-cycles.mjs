// ESLint rule: no circle between server modules. A module is a folder under the modules root
// (src/server/modules/<name>); module A depends on module B when any file of A imports any
// file of B. A circle (A → B → … → A), through whichever files, is reported on every import
// that is an edge of it, so `eslint .` fails and names the files to change
// (docs/decisions/027-no-circles-between-modules.md). Test files (*.test.ts and test
// fixtures) are left out: they sit above every module.
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Module name of `file` under `root`, or null when it is outside every module. */
function moduleOf(root, file) {
  const rel = path.relative(root, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? name : null;
}

function resolveTarget(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  return path.resolve(path.dirname(file), specifier);
}

function listFiles(dir, ignored, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, ignored, out);
    else if (SOURCE.test(entry.name) && !ignored(full)) out.push(full);
  }
  return out;
}

/** module → module → the files of the first module that import the second. */
function buildGraph(root, ignored) {
  const graph = new Map();
  for (const file of listFiles(root, ignored)) {
    const from = moduleOf(root, file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveTarget(file, match[1]);
      const to = target && moduleOf(root, target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(file);
    }
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan). */
export function moduleCycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), indexOf.get(w)));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return cycles;
}

/** A path from `from` to `to` inside `members`, for the message (breadth first). */
function pathBetween(graph, from, to, members) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!members.has(w) || previous.has(w)) continue;
      previous.set(w, v);
      queue.push(w);
    }
  }
  const route = [];
  for (let v = to; v !== null && v !== undefined; v = previous.get(v)) route.unshift(v);
  return route;
}

// One graph per root for one lint run; rebuilt when older than a few seconds so an editor
// session sees new imports.
const cache = new Map();
const CACHE_MS = 3000;

function graphFor(root, ignorePatterns) {
  const key = `${root}\0${ignorePatterns.join('\0')}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit;
  const patterns = ignorePatterns.map((p) => new RegExp(p));
  const graph = buildGraph(root, (file) => patterns.some((p) => p.test(file)));
  const cycleOf = new Map();
  for (const cycle of moduleCycles(graph)) {
    const members = new Set(cycle);
    for (const m of cycle) cycleOf.set(m, members);
  }
  const entry = { at: Date.now(), graph, cycleOf };
  cache.set(key, entry);
  return entry;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid circular dependencies between server modules (folders).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          ignore: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        "Module circle: {{route}}. A module must not depend on a module that depends on it; move the shared read into the owning module's query file or the rule into src/domain.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(context.cwd, options.root ?? 'src/server/modules');
    const ignore = options.ignore ?? [];
    const file = context.physicalFilename;
    const from = moduleOf(root, file);
    if (!from || ignore.some((p) => new RegExp(p).test(file))) return {};
    const { graph, cycleOf } = graphFor(root, ignore);
    const members = cycleOf.get(from);
    if (!members) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(file, specifier);
      const to = target && moduleOf(root, target);
      if (!to || to === from || !members.has(to)) return;
      const back = pathBetween(graph, to, from, members);
      context.report({ node, messageId: 'cycle', data: { route: [from, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-module-cycles': noModuleCycles } };
