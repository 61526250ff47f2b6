import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunk and the chunks it imports: the bundle budget
    // (scripts/bundle-budget.mjs) reads it to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
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
