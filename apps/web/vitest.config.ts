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
      server: { deps: { inline: [/@mantine\//] } },
    },
  }),
);
