import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Vitest's default for a run is one worker fewer than the cores: on the 2-core machine the suite
    // must fit, one test file at a time while the second core idled (the main process only
    // transforms files, mostly at the start). Two workers keep both cores busy (decision 036).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
