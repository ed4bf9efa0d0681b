import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'di', test: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/ },
  // The design system and the app shell are shared by the entry and every page.
  { name: 'ui', test: /[\\/]src[\\/]ui[\\/]/ },
  { name: 'shell', test: /[\\/]src[\\/]app[\\/]shell[\\/]/ },
];

// Two builds from one config: the browser bundle (with a manifest the server reads to emit preload
// links) and the SSR bundle (`vite build --ssr src/app/entry-server.tsx --outDir dist/server`).
// There is no index.html: the server writes the document, so the client entry is the TSX file itself.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        rolldownOptions: {
          input: 'src/app/entry-client.tsx',
          // Libraries in their own chunks: they change far less often than the app, so browsers keep them cached.
          output: { codeSplitting: { groups: VENDOR_CHUNKS } },
        },
      },
  server: { port: 5173 },
}));
