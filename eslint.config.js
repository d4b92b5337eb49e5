// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const forbiddenInCore = ['octokit', 'bullmq', 'openai', 'ioredis', 'probot'];

/**
 * Layers, lowest first: each may import the ones before it, never the ones after
 * (core ← adapters/config ← pipeline ← queue ← app / cli ← entry points). See README "Architecture".
 */
const entryPoints = ['./src/app.ts', './src/worker.ts', './src/cli.ts'];
const layerZones = [
  { target: './src/core', from: ['./src/adapters', './src/config', './src/pipeline', './src/queue', './src/app', './src/cli', ...entryPoints] },
  { target: './src/adapters', from: ['./src/pipeline', './src/queue', './src/app', './src/cli', ...entryPoints] },
  { target: './src/config', from: ['./src/adapters', './src/pipeline', './src/queue', './src/app', './src/cli', ...entryPoints] },
  { target: './src/pipeline', from: ['./src/queue', './src/app', './src/cli', ...entryPoints] },
  { target: './src/queue', from: ['./src/app', './src/cli', ...entryPoints] },
  { target: './src/app', from: ['./src/cli', ...entryPoints] },
  { target: './src/cli', from: ['./src/queue', './src/app', './src/app.ts', './src/worker.ts'] },
].map((zone) => ({ ...zone, message: 'Imports point down the layers (core ← adapters ← pipeline ← queue ← app / cli); move the shared type to the lowest layer that needs it.' }));

/**
 * The language zone: a language's folder (src/core/languages/<id>/) is its own; nothing outside it
 * imports its files but the registry (src/core/languages/index.ts). Shared code reaches a language
 * through the Language interface. The zone's targets are every path of src/ outside the folder.
 */
const languagesDir = './src/core/languages';
const languageDirs = readdirSync(languagesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${languagesDir}/${e.name}`);
/** Paths under `dir` that together cover everything except `kept` (a folder or file), and `exempt` files. */
function pathsOutside(dir, kept, exempt) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (path === kept || exempt.includes(path)) return [];
    if (e.isDirectory() && [kept, ...exempt].some((p) => p.startsWith(`${path}/`))) return pathsOutside(path, kept, exempt);
    return [path];
  });
}
const languageZones = languageDirs.map((dir) => ({
  target: pathsOutside('./src', dir, [join(languagesDir, 'index.ts').replace(/^(?!\.)/, './')]),
  from: dir,
  message: `${dir}/ is one language's own code: reach it through the Language interface (src/core/languages/language.ts) and the registry.`,
}));

/** Only the GitHub gateway talks to Octokit; everything else goes through its typed interface. */
const octokitOutsideGateway = {
  group: ['octokit', '@octokit/*', '!@octokit/webhooks-types'],
  message: 'Only src/adapters/github talks to Octokit: use the GitHubGateway.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'examples/**', 'bench/results/**', 'coverage/**', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...languageZones] }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/core/**', 'src/adapters/github/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [octokitOutsideGateway] }] },
  },
  {
    // The core is pure: no network clients, queues or file system. Adapters are passed in.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'child_process', 'node:child_process'].map(
            (name) => ({ name, message: 'src/core is pure: read files through a RepoSource port.' }),
          ),
          patterns: forbiddenInCore.map((group) => ({
            group: [group, `${group}/*`, `@${group}/*`],
            message: 'src/core is pure: pass clients in through the ports in src/core/ports.ts.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
