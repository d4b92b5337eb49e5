import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { defaultRepoConfig, invalidConfigComment, parseRepoConfig, parseRepoConfigText } from '../../src/config/repo-config.js';

describe('repo config', () => {
  it('has the documented defaults', () => {
    expect(defaultRepoConfig).toEqual({
      auto: false,
      autoFor: 'collaborators',
      autoOnDrafts: false,
      paths: ['**/*.py', '**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs', '**/*.go', '**/*.rs', '**/*.java'],
      ignore: [],
      maxHops: 10,
      budgetTokens: 6000,
      maxStubsPerRun: 10,
      language: 'en',
      jobsPerHour: 30,
      maxTokensPerJob: 200_000,
      pathInstructions: [],
      maxRefinesPerTarget: 3,
    });
    expect(parseRepoConfig(null)).toEqual({ ok: true, config: defaultRepoConfig });
  });

  it('reads pathInstructions as a mapping (in file order) or a list, bounded in count and size', () => {
    const mapping = parseRepoConfigText('instructions: Use type hints.\npathInstructions:\n  "pkg/**": Prefer the helpers in pkg/util.py.\n  "**/*.py": Use f-strings.\n');
    expect(mapping.ok && mapping.config).toMatchObject({
      instructions: 'Use type hints.',
      pathInstructions: [{ path: 'pkg/**', instructions: 'Prefer the helpers in pkg/util.py.' }, { path: '**/*.py', instructions: 'Use f-strings.' }],
    });
    const list = parseRepoConfig({ pathInstructions: [{ path: 'src/**', instructions: 'x' }] });
    expect(list.ok && list.config.pathInstructions).toEqual([{ path: 'src/**', instructions: 'x' }]);
    expect(parseRepoConfig({ instructions: 'x'.repeat(2001) })).toMatchObject({ ok: false, field: 'instructions' });
    expect(parseRepoConfig({ pathInstructions: { 'a/**': 'y'.repeat(1001) } })).toMatchObject({ ok: false, field: 'pathInstructions.0.instructions' });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`d${i}/**`, 'z']));
    expect(parseRepoConfig({ pathInstructions: many })).toMatchObject({ ok: false, field: 'pathInstructions' });
    expect(parseRepoConfig({ maxRefinesPerTarget: 21 })).toMatchObject({ ok: false, field: 'maxRefinesPerTarget' });
  });

  it('accepts a full valid file', () => {
    const result = parseRepoConfig({ auto: true, paths: ['src/**'], model: 'gpt-4.1', language: 'pt-BR', maxHops: 3 });
    expect(result.ok && result.config).toMatchObject({ auto: true, paths: ['src/**'], model: 'gpt-4.1', language: 'pt-BR', maxHops: 3 });
  });

  it('names the bad field, including nested array items and unknown keys', () => {
    expect(parseRepoConfig({ maxHops: 'lots' })).toMatchObject({ ok: false, field: 'maxHops' });
    expect(parseRepoConfig({ budgetTokens: 10 })).toMatchObject({ ok: false, field: 'budgetTokens' });
    expect(parseRepoConfig({ ignore: ['ok', 3] })).toMatchObject({ ok: false, field: 'ignore.1' });
    expect(parseRepoConfig({ atuo: true })).toMatchObject({ ok: false, field: 'atuo', message: 'unknown field "atuo".' });
    expect(parseRepoConfig({ language: 'English' })).toMatchObject({ ok: false, field: 'language' });
    expect(parseRepoConfig(['auto'])).toMatchObject({ ok: false, field: '(root)' });
  });

  it('accepts autoFor everyone or collaborators only', () => {
    expect(parseRepoConfig({ auto: true, autoFor: 'everyone' })).toMatchObject({ ok: true, config: { autoFor: 'everyone' } });
    expect(parseRepoConfig({ autoFor: 'anyone' })).toMatchObject({ ok: false, field: 'autoFor' });
  });

  it('refuses globs that are too long or too complex, naming the field and the reason', () => {
    // The glob from issue 11 that held a worker for minutes.
    const evil = `${'**/a/'.repeat(30)}**/b`;
    const result = parseRepoConfig({ paths: ['**/*.py', evil] });
    expect(result).toMatchObject({ ok: false, field: 'paths.1' });
    expect(!result.ok && result.message).toMatch(/has 31 "\*\*" segments; the limit is 8\.$/);
    expect(parseRepoConfig({ ignore: ['x'.repeat(400)] })).toMatchObject({ ok: false, field: 'ignore.0' });
    expect(parseRepoConfig({ paths: ['!(vendor)/**'] })).toMatchObject({ ok: false, field: 'paths.0' });
    expect(parseRepoConfig({ paths: Array.from({ length: 51 }, (_, i) => `d${i}/**`) })).toMatchObject({ ok: false, field: 'paths' });
  });

  it('refuses _extends without printing anything of the other file', () => {
    const text = '_extends: other-org/secret-repo:.github/dycoder.yml\nsecretKnob: 1\n';
    const result = parseRepoConfigText(text);
    expect(result).toMatchObject({ ok: false, field: '_extends' });
    const comment = !result.ok ? invalidConfigComment(result.field, result.message) : '';
    expect(comment).toContain('`_extends` is not supported');
    expect(comment).not.toMatch(/secret/);
  });

  it('reads the file text: missing means defaults, bad YAML, non-mappings, huge files and alias bombs are refused', () => {
    expect(parseRepoConfigText(undefined)).toEqual({ ok: true, config: defaultRepoConfig });
    expect(parseRepoConfigText('')).toEqual({ ok: true, config: defaultRepoConfig });
    expect(parseRepoConfigText('auto: true\nbudgetTokens: 8000\n')).toMatchObject({ ok: true, config: { auto: true, budgetTokens: 8000 } });
    expect(parseRepoConfigText('auto: [unclosed')).toMatchObject({ ok: false, field: '(file)', message: 'the file is not a valid YAML mapping.' });
    expect(parseRepoConfigText('- auto')).toMatchObject({ ok: false, field: '(file)' });
    expect(parseRepoConfigText(`ignore: [${'"x",'.repeat(30_000)}]`)).toMatchObject({ ok: false, message: /larger than 64 KB/ });
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...Array.from({ length: 60 }, (_, i) => `b${i}: &b${i} [*a, *a]`)].join('\n');
    expect(parseRepoConfigText(bomb)).toMatchObject({ ok: false, field: '(file)' });
  });

  it('renders a comment that names the field and says nothing ran', () => {
    const text = invalidConfigComment('maxHops', 'expected number.');
    expect(text).toContain('`maxHops`');
    expect(text).toContain('Nothing was run');
  });

  it('keeps schema/dycoder.schema.json in step with the zod schema', () => {
    // --check exits non-zero when the generated schema differs from the committed one.
    expect(() => execFileSync('npx', ['tsx', 'scripts/gen-config-schema.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
