/**
 * A TypeScript file reading a build-time define (issue 22; a false rejection of blind held out 11): billboard.js's
 * src/module/worker.ts returns `__WORKER_SRC__`, which its build replaces with the worker's bundled source. The
 * published package declares the name nowhere; the repository declares it in a declaration file outside src/
 * (a `config/` folder) and defines it in its bundler configuration (webpack's DefinePlugin). Two general rules, for
 * a stranger's repository:
 * - the answer checks read the declaration files of the target's package wherever they lie (a tsconfig compiles
 *   them all), not only those beside the target's folders (answer/ambient-files.ts);
 * - a name the package's bundler configuration defines (`define: {...}`, `new DefinePlugin({...})`,
 *   `replace({...})`) is bound, declared or not (answer/bundler-defines.ts): esbuild replaces unbound names only.
 * A name neither declares stays "Cannot find name", as it does when the job has neither file (the published package).
 * Verbatim src/module/worker.ts of billboard.js 4.1.0 (MIT) in test/fixtures/billboard-worker-define, stored as
 * `.txt`; the declaration and configuration files below are written for this test in the shapes their tools document.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { ambientDeclarationFiles } from '../../../../src/core/languages/typescript/answer/ambient-files.js';
import { bundlerConfigFiles, bundlerDefinedNames } from '../../../../src/core/languages/typescript/answer/bundler-defines.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const FILE = 'src/module/worker.ts';
const FIXTURE = fixtureStub('billboard-worker-define', FILE, 'getWorkerSrc', 'function getWorkerSrc(): string {\n', '\n}\n', '\t', cache);
const BODY = FIXTURE.body;
const WRONG = BODY.replace('return __WORKER_SRC__;', 'return __WORKER_SOURCE__;');

const DECLARATION = ['config/globals.d.ts', '/** Injected at build time. */\ndeclare const __WORKER_SRC__: string;\n'] as const;
const WEBPACK = [
  'webpack.config.js',
  [
    "const webpack = require('webpack');",
    "const workerSrc = require('./config/worker-src.js')();",
    'module.exports = {',
    "  entry: './src/index.ts',",
    '  plugins: [',
    '    new webpack.DefinePlugin({',
    '      __WORKER_SRC__: JSON.stringify(workerSrc),',
    "      'process.env.NODE_ENV': JSON.stringify('production'),",
    '      options: { nested: true }, // an object value: `options.nested` is replaced, `nested` is no name',
    '    }),',
    '  ],',
    '};',
    '',
  ].join('\n'),
] as const;
const VITE = ['vite.config.ts', "import { defineConfig } from 'vite';\nexport default defineConfig({\n  define: {\n    \"__APP_VERSION__\": JSON.stringify('1.0.0'),\n    BUILD_TIME: Date.now(),\n  },\n});\n"] as const;

const check = (body: string, files: readonly (readonly [string, string])[]) => FIXTURE.check(body, files);

describe("a build-time define in a TypeScript file (billboard.js's __WORKER_SRC__)", () => {
  it("reads the package's declaration files wherever they lie, not those of dependencies, build output or other packages", () => {
    const listing = [
      'package.json', FILE, 'src/module/browser.ts', 'src/types/shims.d.ts', 'config/globals.d.ts', 'types/index.d.ts',
      'node_modules/d3/index.d.ts', 'dist/billboard.d.ts', 'packages/other/package.json', 'packages/other/env.d.ts',
    ];
    expect(ambientDeclarationFiles(FILE, listing)).toEqual(['src/types/shims.d.ts', 'types/index.d.ts', 'config/globals.d.ts']);
    // No package.json above the target: only the folders above it, as before.
    expect(ambientDeclarationFiles(FILE, listing.filter((f) => f !== 'package.json'))).toEqual(['src/types/shims.d.ts', 'types/index.d.ts']);
  });

  it('names the bundler configuration files of the package and reads the names they define', () => {
    const listing = ['package.json', FILE, 'webpack.config.js', 'config/webpack/production.js', 'config/worker-src.js', 'vite.config.ts', 'src/build.ts', 'node_modules/x/webpack.config.js', 'docs/deep/a/rollup.config.js'];
    expect(bundlerConfigFiles(FILE, listing)).toEqual(['webpack.config.js', 'config/webpack/production.js', 'vite.config.ts']);
    expect([...bundlerDefinedNames(new Map([WEBPACK, VITE, ['src/other.js', 'define: { NOT_A_CONFIG: 1 }']]))].sort()).toEqual(['BUILD_TIME', '__APP_VERSION__', '__WORKER_SRC__', 'options']);
  });

  it('accepts the original body once the declaration or the configuration is read, and rejects a name neither has', () => {
    expect(BODY).toContain('return __WORKER_SRC__;');
    // The published package: neither file, the check cannot tell the define from a made-up name.
    expect(check(BODY, []).errors.join(' ')).toMatch(/__WORKER_SRC__.*TS2304/);
    for (const files of [[DECLARATION], [WEBPACK]]) {
      expect(check(BODY, files)).toMatchObject({ ok: true, errors: [], warnings: [] });
      const wrong = check(WRONG, files);
      expect(wrong.ok).toBe(false);
      expect(wrong.errors.join(' ')).toMatch(/__WORKER_SOURCE__.*TS(2304|2552)/);
    }
  });
});
