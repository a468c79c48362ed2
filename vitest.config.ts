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
    testTimeout: 30_000,
  },
});
