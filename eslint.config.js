// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const forbiddenInCore = ['octokit', 'bullmq', 'openai', 'ioredis', 'probot'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'examples/**', 'bench/results/**', 'coverage/**'] },
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
