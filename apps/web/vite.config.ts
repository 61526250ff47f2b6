import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { englishWithoutEchoes, localeBundles } from './locale-bundles';

// The API listens on 3000; proxying /api keeps the browser on one origin, so no CORS setup is needed in dev.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

/**
 * Writes a .br and a .gz beside every text file of the build, compressed at the best levels once here, so the
 * API sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'amc-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|svg|json|txt)$/.test(name))) {
        const data = readFileSync(join(outDir, file));
        if (data.length < 1024) continue;
        const brotli = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(data, { params: brotli }));
        writeFileSync(join(outDir, `${file}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * A scanned QR label's address (/q/<token>) opens its own light page, scan.html (src/scan), and a rating link's
 * (/r/<token>) rate.html, never the app: in the dev server and `vite preview` as the API does when it serves the
 * build (plugins/web-app.ts).
 */
function scanPage(): Plugin {
  const rewrite = (request: { url?: string }, _response: unknown, next: () => void) => {
    if (request.url?.startsWith('/q/')) request.url = '/scan.html';
    else if (request.url?.startsWith('/r/')) request.url = '/rate.html';
    next();
  };
  return {
    name: 'amc-scan-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** A language's texts, as locale-bundles.ts makes them. */
const LOCALE_MODULE = /virtual:amc-locale\/([\w-]+)$/;
/** A language's texts of the scanned label's page. */
const SCAN_LOCALE = /src[\\/]scan[\\/]locales[\\/]((?!en\.)[\w-]+)\.json$/;

/** Mantine's blue 6, the default primary colour (create-app-theme.ts): the installed app's bar and splash. */
const THEME_COLOUR = '#228be6';

/**
 * The installable app (issue 13, "Works without signal"): the web app manifest and a Workbox service worker that
 * precaches the hashed build and index.html, so the app opens with no signal. Data offline comes from the persisted
 * query cache (src/app/providers/persist-queries.ts), per user and cleared at sign-out, so the worker caches no
 * /api answer and never answers an /api address with the app. src/app/register-service-worker.ts registers it.
 */
const pwa = VitePWA({
  // Registered by our own few lines (register-service-worker.ts), not the plugin's script or workbox-window.
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['icon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    name: 'AMC Service',
    short_name: 'AMC Service',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The hashed assets, index.html and the icons; not the .br/.gz twins (the server picks those) nor the
    // build manifest of the bundle budget.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Nor the light pages (scan.html, rate.html and their files): strangers' phones open them, never offline.
    globIgnores: [
      '.vite/**',
      '**/*.br',
      '**/*.gz',
      '**/locale-*.js',
      'scan.html',
      'rate.html',
      'assets/scan-*',
      'assets/rate-*',
      'assets/light-page-*',
    ],
    // Every app address opens index.html offline; an API address always goes to the network.
    navigateFallback: '/index.html',
    // A scanned label's page (/q/<token>) and a rating link's (/r/<token>) come from the network, never the app.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/q\//, /^\/r\//],
    // A new release takes over at once and the next load runs it; a page still running the old one that asks for
    // a chunk the new build lacks reloads itself (vite:preloadError in main.tsx).
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Forty languages' texts are not precached: each phone needs one. The one in use is kept the first time it
    // loads (hashed file names, so a kept copy is never stale), and the app opens offline in that language.
    runtimeCaching: [
      {
        urlPattern: /\/assets\/locale-[\w-]+\.js$/,
        handler: 'CacheFirst',
        options: { cacheName: 'amc-locales', expiration: { maxEntries: 8 } },
      },
    ],
  },
});

/**
 * Mantine's ScrollArea imports one hook from `@floating-ui/react`; this points that one import at Mantine's own
 * equivalent (src/lib/floating-ui-merge-refs.ts, which says why), so the floating layer loads only with the pages
 * that float something. Should Mantine change the import, this matches nothing and the bundle budget shows the
 * weight come back.
 */
function scrollAreaRefs(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/floating-ui-merge-refs.ts', import.meta.url));
  return {
    name: 'amc-scroll-area-refs',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@floating-ui/react' &&
      importer &&
      /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
        ? shim
        : null,
  };
}

export default defineConfig({
  plugins: [
    scrollAreaRefs(),
    react(),
    localeBundles(),
    englishWithoutEchoes(),
    scanPage(),
    pwa,
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunk and the chunks it imports: the bundle budget
    // (scripts/bundle-budget.mjs) reads it to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      // The app, and the light pages (src/scan: a scanned label's, a rating link's), which share none of its chunks.
      input: { app: 'index.html', scan: 'scan.html', rate: 'rate.html' },
      output: {
        codeSplitting: {
          groups: [
            // A language's texts named for it, so the service worker knows them (runtimeCaching above).
            {
              name: (id: string) => {
                const lang = LOCALE_MODULE.exec(id)?.[1];
                return lang ? `locale-${lang}` : null;
              },
              debugName: 'locales',
              test: LOCALE_MODULE,
              priority: 40,
            },
            // The scanned label's page's texts, one file per language, named so the service worker leaves them out.
            {
              name: (id: string) => {
                const lang = SCAN_LOCALE.exec(id)?.[1];
                return lang ? `scan-locale-${lang}` : null;
              },
              test: SCAN_LOCALE,
              priority: 40,
            },
            // Every route needs React and the router: one chunk, cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 30,
            },
            // What the first page needs from Mantine and the other libraries, in chunks that stay cached across
            // releases. Only modules the entry imports ('$initial'): a library used by some pages only (charts,
            // dates, dropzone) is placed by rolldown with those pages and never preloaded for the others.
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-transition-group)/,
              tags: ['$initial'],
              priority: 20,
            },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  // `vite preview` serves the built app; the same proxy lets it talk to a local API for screenshots and e2e.
  preview: { port: 4173, proxy: apiProxy },
});
