import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // tree-sitter's native binding is not safe to load in worker threads.
    pool: 'forks',
    testTimeout: 30_000,
  },
});
