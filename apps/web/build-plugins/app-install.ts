/// <reference types="node" />
/**
 * The portal as an app on a phone's home screen (decision 031): the web app manifest and a
 * service worker made by vite-plugin-pwa (Workbox) at build time.
 *
 * What the service worker keeps, and nothing else:
 * - the app's shell, precached: the hashed scripts and styles, the Latin fonts, the icons and the
 *   translation files (every one a file of the build; a new build replaces them);
 * - the page itself network-first: a page opened with a connection is always the newest, one opened
 *   without falls back to the last copy. Every page of the app is the same empty shell (index.html),
 *   kept under one key; `/` is the landing page drawn at build time (decision 035), kept under a key
 *   of its own, so it never stands in for the shell of another page;
 * - the lookups the result stepper needs (GET /api/referee/weather-conditions, ground-conditions,
 *   postponement-reasons, clubs), network-first, so the stepper works with no signal.
 * No other answer of the API is kept (they are personal), and nothing under /auth or /oidc.
 * The worker file, registerSW.js and the manifest sit at the root of the build, which the server
 * sends with `Cache-Control: no-cache` (apps/api/src/plugins/web.ts), so a new build is found at
 * once. It is registered by a script file (no inline script: the content security policy).
 */
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The manifest's and the page's theme colour: the brand red of filled buttons (theme.ts, shade 7). */
export const THEME_COLOUR = '#D42A1A';

export function appInstall(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: 'script-defer',
    // Written before precompress runs, so sw.js and its runtime get their .br and .gz siblings too.
    integration: { closeBundleOrder: 'pre' },
    manifest: {
      id: '/',
      name: 'MyWRU',
      short_name: 'MyWRU',
      description: 'MyWRU, the member portal of the Welsh Rugby Union',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOUR,
      background_color: '#FFFFFF',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell: scripts, styles, icons, translation files and the Latin fonts (Welsh included);
      // not index.html (network-first below) and not the source maps.
      globPatterns: ['**/*.{js,css,svg,png,json}', 'assets/open-sans-latin-*.woff2'],
      globIgnores: ['**/*.map', '**/node_modules/**'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      sourcemap: false,
      runtimeCaching: [
        {
          // Every page of the app but `/` is index.html: kept under one key, the newest when online.
          // `/` is the landing page's own HTML: kept apart, or offline it would be every page's.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.mode === 'navigate' && !/^\/(api|auth|oidc|healthz|readyz)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'mywru-page',
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                cacheKeyWillBeUsed: async ({ request }) =>
                  new URL(request.url).pathname === '/' ? '/' : '/index.html',
              },
              // Offline with no shell kept yet (only `/` was opened), the landing page's HTML: the app
              // replaces its markup as it starts, as it does an empty shell's.
              { handlerDidError: async () => caches.match(new URL('/', self.location.origin).href) },
              // A page the server drew for the person (decision 039) says `no-store`: theirs alone, never kept.
              {
                cacheWillUpdate: async ({ response }) =>
                  /\bno-store\b/.test(response.headers.get('cache-control') ?? '') ? null : response,
              },
            ],
          },
        },
        {
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /^\/api\/referee\/(weather-conditions|ground-conditions|postponement-reasons|clubs)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'mywru-referee-lookups',
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 8, maxAgeSeconds: 60 * 60 * 24 * 30 },
          },
        },
        {
          // Hashed files not in the shell (other scripts' fonts): kept once used, never stale.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'mywru-assets',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 60 },
          },
        },
      ],
    },
  });
}
