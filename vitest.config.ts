import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repository, wherever vitest is started from (npx vitest run inside test/ finds this file too).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/helpers/setup.ts'],
    // tree-sitter's native binding is not safe to load in worker threads.
    pool: 'forks',
    // One worker process runs many test files and keeps the modules it has loaded (src/, tree-sitter,
    // vitest's own runtime) instead of starting a fresh process per file: that start and the imports
    // were about 40 % of the suite's CPU time. No test relies on a fresh module state: the src/ caches
    // are keyed by what their results depend on, and tests that set an environment variable restore it.
    // `npx vitest run --isolate` still runs every file in its own process.
    isolate: false,
    testTimeout: 30_000,
  },
});
