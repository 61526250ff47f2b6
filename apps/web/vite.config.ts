import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API listens on 3000; proxying /api keeps the browser on one origin, so no CORS setup is needed in dev.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } };

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-dropzone)/,
            },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  // `vite preview` serves the built app; the same proxy lets it talk to a local API for screenshots and e2e.
  preview: { port: 4173, proxy: apiProxy },
});
