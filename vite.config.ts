import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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
 * Writes home.html: index.html plus modulepreload links for the home page's chunk and the
 * chunks it imports, which the server sends for `/` (decision 067). The home route's code then
 * downloads beside the entry chunk instead of after it has run, one round trip less before
 * the first screen. Other routes keep index.html and download nothing of the home page.
 */
function homePreload(): Plugin {
  return {
    name: 'potluck-home-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
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
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: source.replace('  </head>', `${links}  </head>`),
      });
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
    react(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
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
