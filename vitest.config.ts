import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects. `core`: the pure core's tests (test/core/**), which start no server and share no
 * process state, run in forks that are reused from file to file (`isolate: false`), so TypeScript's
 * compiler, the tree-sitter grammars and the language registry are imported once per fork instead of
 * once per file. Their module-level state is memo tables of fixed data only; test/core/module-state.test.ts
 * fails when src/core gains other module-level state. `isolated`: everything else (Redis, Probot,
 * child processes, environment variables) keeps a fresh module graph per file.
 */
const CORE = ['test/core/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'core', include: CORE, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...CORE] } },
    ],
  },
});
