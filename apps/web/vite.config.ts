import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from '../../scripts/precompress.ts';

// Every API prefix of the server; the dev server forwards them so `npm run dev` talks to a local API.
const apiPrefixes = ['/ut', '/open', '/file', '/task', '/system', '/bd', '/healthz'];
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * After a build, writes brotli and gzip copies next to the output files for the server to send as
 * they are. index.html is left out: the server fills in each page's language, title and description.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'toolbox:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const started = performance.now();
      const r = await precompressDir(outDir, { skip: ['index.html'] });
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.info(
        `precompressed ${r.files} files: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)} (${seconds} s)`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // WEB_OUT_DIR lets parallel builds (e.g. several e2e runs) keep separate outputs.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload a tool page's own chunks with the page.
    manifest: true,
    target: 'es2022',
    // wasm encoders are big by nature and load only inside tool workers.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // index.html, and the small script the server puts in place of the app's on pages it paints
      // from their HTML: it starts the app after the first frame is on screen (src/after-paint.ts).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        'after-paint': resolve(import.meta.dirname, 'src/after-paint.ts'),
      },
      output: {
        // React and the router change rarely: one long-cached vendor chunk. Tool code, pdf-lib,
        // jSquash and friends stay in the lazily loaded tool chunks, so the home page stays small.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  // Pre-bundling would inline these packages and lose their `new URL('x.wasm', import.meta.url)`.
  optimizeDeps: {
    exclude: [
      '@jsquash/jpeg',
      '@jsquash/webp',
      '@jsquash/png',
      '@jsquash/oxipng',
      '@jsquash/avif',
      '@jsquash/resize',
    ],
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
