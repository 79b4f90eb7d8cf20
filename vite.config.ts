import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

/**
 * Writes .br and .gz beside every text asset so the server sends them precompressed
 * (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'potluck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After a successful write only: closeBundle also runs after a failed build, and its
    // missing-folder error would hide the build's own.
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Resolves '@mantine/hooks' to src/web/lib/mantine-hooks.ts (the package with `useId` replaced,
 * decision 074) for every importer but that module itself, Mantine's components included.
 */
function mantineHooks(root: string): Plugin {
  const shim = path.resolve(root, 'lib/mantine-hooks.ts');
  return {
    name: 'potluck-mantine-hooks',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@mantine/hooks' || !importer || importer === shim) return null;
      // Only where the package itself would be found (the same copy the shim re-exports).
      const real = await this.resolve(source, shim, { ...options, skipSelf: true });
      return real ? shim : null;
    },
  };
}

const lingui_ = () => lingui({ failOnMissing: true, failOnCompileError: true });

/**
 * Renders the home page's first screen with the app's own components (src/web/app/prerender.tsx,
 * decision 073): a server build of that module into node_modules/.cache (so its imports of
 * react, Mantine… resolve; a folder per build process, so two builds do not share one), run
 * once in this process.
 */
async function renderFirstScreen(root: string) {
  const outDir = path.resolve(`node_modules/.cache/potluck-prerender-${process.pid}`);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [mantineHooks(root), react(), lingui_()],
    build: {
      ssr: path.join(root, 'app/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  try {
    const module = (await import(
      pathToFileURL(path.join(outDir, 'prerender.mjs')).href
    )) as typeof import('./src/web/app/prerender');
    return await module.prerenderHome();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes home.html, which the server sends for `/`: index.html plus modulepreload links for the
 * home page's chunk and the chunks it imports (decision 067), so the home route's code downloads
 * beside the entry chunk; and the first screen prerendered into #root with the scripts that
 * keep it correct before the first paint (decision 073). Other routes keep index.html and
 * download nothing of the home page.
 */
function homePreload(): Plugin {
  let root = '';
  return {
    name: 'potluck-home-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const home = Object.values(bundle).find(
        (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('features/home/HomePage.tsx'),
      );
      if (!html || html.type !== 'asset' || !home || home.type !== 'chunk') {
        throw new Error('home.html: index.html or the home page chunk is missing');
      }
      const source = String(html.source);
      const files = new Set<string>();
      const collect = (file: string) => {
        const chunk = bundle[file];
        if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
        files.add(file);
        for (const dep of chunk.imports) collect(dep);
      };
      collect(home.fileName);
      const links = [...files]
        .filter((file) => !source.includes(`/${file}"`))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('');
      const first = await renderFirstScreen(root);
      const withScreen = source
        .replace('</title>', `</title>\n    <script>${first.colorSchemeScript}</script>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${first.markup}</div><script>${first.keepScript}</script>`,
        )
        .replace('  </head>', `${links}  </head>`)
        // The first screen paints from the HTML and the stylesheet: the scripts, which make it
        // interactive, download at low priority so the stylesheet goes first.
        .replaceAll(
          '<script type="module" crossorigin src=',
          '<script type="module" crossorigin fetchpriority="low" src=',
        )
        .replaceAll(
          '<link rel="modulepreload" crossorigin href=',
          '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
        );
      if (!withScreen.includes(first.markup) || !withScreen.includes(first.colorSchemeScript)) {
        throw new Error('home.html: index.html has no empty #root or no title to write after');
      }
      this.emitFile({ type: 'asset', fileName: 'home.html', source: withScreen });
    },
  };
}

// The SPA lives in src/web; the server serves dist/web. In `npm run dev` Vite proxies /api.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // lingui: compiles the pitch's .po catalogs on import and fails the build on a text missing
  // in a language (decision 060).
  plugins: [
    mantineHooks(path.resolve('src/web')),
    react(),
    lingui_(),
    homePreload(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
