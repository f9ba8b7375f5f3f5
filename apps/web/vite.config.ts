import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = process.env.PORTAL_BACKEND ?? 'http://127.0.0.1:8080';

// Chunks by route and vendor instead of hundreds of small shared ones (ADR 0096): React and the router change rarely,
// one long-cached chunk; what the entry imports statically (providers, session, i18n, Ant Design's core) is the
// "shell"; the route table, the layout and the public home with all they import is the "frame", preloaded from
// index.html; the libraries and the app's code that two or more lazy routes share are one "vendor" and one "common"
// chunk (loaded by the pages behind sign-in, not by the home); what a single route uses stays in that route's chunk.
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** The frame of every page below the shell (route table, layout) and the public home: one chunk, preloaded. */
const FIRST_SCREEN =
  /[\\/](src[\\/]app[\\/](app-routes|layout[\\/]app-layout|routes[\\/]public[\\/]home)\.tsx|src[\\/]shared[\\/](ui[\\/]toast-host|document-templates[\\/]help-templates-footer)\.tsx|node_modules[\\/]@stomp[\\/])/;

/** The sign-in page and its layout (the way to every screen behind sign-in): one chunk, without the shared vendor chunk. */
const SIGN_IN = /[\\/]src[\\/]app[\\/](layout[\\/]auth-layout|routes[\\/]account[\\/]login)\.tsx/;

/**
 * The charting library and what only it uses (recharts: the dashboards and the price line of an opened bid history):
 * one chunk that those screens load, not part of the shared vendor chunk every page behind sign-in loads (ADR 0119).
 */
const CHARTS =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|eventemitter3|decimal\.js-light|@standard-schema[\\/]utils)[\\/]/;

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

/**
 * Preloads the frame chunk (route table, layout, home) and its styles from index.html: the browser fetches it beside
 * the shell instead of after the shell ran and asked for the route table (one round trip less to the first screen).
 */
function preloadFrame(): Plugin {
  return {
    name: 'portal-preload-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const frame = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'frame');
        if (!frame || frame.type !== 'chunk') return [];
        const css = [...(frame.viteMetadata?.importedCss ?? [])];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${frame.fileName}` },
            injectTo: 'head',
          },
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Ant Design's form context (which every Tooltip, Menu and Dropdown reaches through its context isolator) imports only
 * `FormProvider` from `@rc-component/form`, but that package's index assigns its parts to the form component and so
 * cannot be tree-shaken: the first screen carried the whole form library and its validator (80 KB before minifying)
 * for one provider. The form context takes it from the module that defines it, the same module the index re-exports,
 * so a form behind sign-in shares the one provider (ADR 0108).
 */
function formProviderOnly(): Plugin {
  const FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;
  return {
    name: 'portal-form-provider-only',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !FORM_CONTEXT.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), formProviderOnly(), precompress(), preloadFrame()],
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
            { name: 'react-vendor', test: REACT_VENDOR, priority: 40 },
            { name: 'shell', tags: ['$initial'], priority: 30 },
            { name: 'frame', test: FIRST_SCREEN, priority: 20 },
            { name: 'sign-in', test: SIGN_IN, priority: 15 },
            { name: 'charts', test: CHARTS, priority: 12, includeDependenciesRecursively: false },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, minShareCount: 2, priority: 10 },
            { name: 'common', minShareCount: 2, priority: 5 },
          ],
        },
      },
    },
  },
});
