import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.PORTAL_BACKEND ?? 'http://127.0.0.1:8080';

// React and the router change rarely: one long-cached chunk. What the entry imports statically
// (providers, session, i18n, Ant Design's core) is one "shell" chunk instead of many small
// shared ones. Everything else is split along the lazy routes, so a page downloads only the
// Ant Design parts it uses.
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  plugins: [react()],
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
