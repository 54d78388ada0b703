import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-plugins/precompress';
import { appInstall } from './build-plugins/app-install';
import { preloadFonts } from './build-plugins/preload-fonts';
import { prerenderLanding } from './build-plugins/prerender-landing';
import { scrollAreaWithoutFloatingUi } from './build-plugins/scroll-area-without-floating-ui';
import { tableWithoutScrollArea } from './build-plugins/table-without-scroll-area';
import { appShellWithoutRemoveScroll } from './build-plugins/app-shell-without-remove-scroll';
import { landingSharedChunk } from './build-plugins/landing-shared-chunk';
import { preloadSignedInFrame } from './build-plugins/preload-signed-in-frame';
import { mantineSheetsCheck } from './build-plugins/mantine-sheets';
import { firstView } from './build-plugins/first-view';

const landingShared = landingSharedChunk();

const apiServer = 'http://localhost:3000';
const proxied = ['/api', '/auth', '/oidc', '/healthz', '/readyz'];

export default defineConfig({
  // precompress: brotli and gzip siblings of every text file of the build, sent as they are (decision 029).
  // appInstall: the web app manifest and the service worker (decision 031).
  // preloadFonts: the Latin Open Sans files every page's first text needs, preloaded from index.html.
  // prerenderLanding: landing.en.html and landing.cy.html, the landing page drawn at build time (decision 035).
  // scrollAreaWithoutFloatingUi: Mantine's ScrollArea (in every Modal) without Floating UI (decision 035).
  // tableWithoutScrollArea: Mantine's Table without ScrollArea, which only Table.ScrollContainer draws (decision 035).
  // appShellWithoutRemoveScroll: Mantine's AppShell takes a class name, not RemoveScroll, which only Modal uses (decision 035).
  // preloadSignedInFrame: index.html preloads the app's root and the signed-in frame, after prerenderLanding (decision 035).
  // firstView: the module the API draws a signed-in page with, and the page's HTML, after preloadSignedInFrame (decision 039).
  // landingShared: what the landing root shares with the signed-in pages, in one chunk (decision 035).
  // mantineSheetsCheck: the build fails when the Mantine sheets the app imports are not those its scripts draw with (decision 035).
  plugins: [
    react(),
    precompress(),
    appInstall(),
    preloadFonts(),
    prerenderLanding(),
    preloadSignedInFrame(),
    firstView(),
    mantineSheetsCheck(),
    scrollAreaWithoutFloatingUi(),
    tableWithoutScrollArea(),
    appShellWithoutRemoveScroll(),
    landingShared.plugin,
  ],
  resolve: {
    // One copy of React and Mantine's core even when a Mantine package pins another patch version.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiServer, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Images stay files: the content security policy need not allow data: URIs.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the chunks each route loads, read by bench/bundle-budget.ts.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [landingShared.group] } } },
  },
});
