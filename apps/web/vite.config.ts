import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = process.env.PORTAL_BACKEND ?? 'http://127.0.0.1:8080';

// React and the router change rarely: one long-cached chunk. What the entry imports statically
// (providers, session, i18n, Ant Design's core) is one "shell" chunk instead of many small
// shared ones. Everything else is split along the lazy routes, so a page downloads only the
// Ant Design parts it uses.
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** Text files the build writes, worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build from 1 KiB up, when smaller:
 * the server sends the one the browser accepts (`preCompressed`), compressed once here at the highest levels instead
 * of on every request.
 */
function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gzip = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (brotli.length < bytes.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < bytes.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/data': { target: backend, changeOrigin: false },
      '/portal': { target: backend, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/data': { target: backend, changeOrigin: false },
      '/portal': { target: backend, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: REACT_VENDOR, priority: 20 },
            { name: 'shell', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
