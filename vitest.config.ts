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
/** Forks of the `isolated` project (VITEST_ISOLATED_WORKERS overrides it, e.g. 2 to compare). */
const ISOLATED_WORKERS = Number(process.env.VITEST_ISOLATED_WORKERS ?? 3);
if (!Number.isInteger(ISOLATED_WORKERS) || ISOLATED_WORKERS < 1) throw new Error(`VITEST_ISOLATED_WORKERS must be a whole number of forks, at least 1 (got "${process.env.VITEST_ISOLATED_WORKERS}").`);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two forks on CI's 2 cores (vitest's default there is one: the cores minus one): most files wait on
    // Redis, child processes and timers, not on the CPU (session 23).
    maxWorkers: 2,
    env: {
      // javac and java as the Java tests' oracles: each run is a short-lived JVM, which starts in about
      // half the time with only the first JIT tier and the serial collector (the Java answer-check files
      // took 45 s instead of 106 s at load 25). The JVM notes the setting on stderr.
      JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
    },
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'core', include: CORE, isolate: false } },
      // Three forks for the isolated files, after the core ones (a project with its own maxWorkers needs its own
      // groupOrder): they mostly wait on their simulators' latencies, model delays, child processes and Redis, so a
      // third file overlaps those waits on 2 cores (session 29, T6: bench/results/s29-t6-test-time.md).
      {
        extends: true,
        test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...CORE], maxWorkers: ISOLATED_WORKERS, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
