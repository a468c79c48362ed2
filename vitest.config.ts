import { availableParallelism } from 'node:os';
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
    // One worker per core. vitest's own default is one fewer (one worker on a 2-core machine), but
    // its main process is mostly idle while tests run, and many tests wait on a child process.
    // One run at load 8-14 on the 2-core machine: 1 worker 137.8 s wall / 61.0 s CPU, 2 workers
    // 98.8 s wall / 67.8 s CPU (each worker imports src/ once).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
  },
});
