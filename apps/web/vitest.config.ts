import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
      css: false,
      restoreMocks: true,
      // One jsdom and one import of Mantine, React and the app's modules per worker, not per file:
      // creating them took about a quarter of the project's time. src/test/setup.ts puts back after
      // each file what a file may leave in the window (decision 036).
      isolate: false,
      server: { deps: { inline: [/@mantine\//] } },
    },
  }),
);
