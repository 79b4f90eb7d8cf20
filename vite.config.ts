import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives in src/web; the server serves dist/web in production and
// proxies nothing: in `npm run dev` Vite proxies /api to the server instead.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
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
