import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { defaultRepoConfig, invalidConfigComment, parseRepoConfig } from '../../src/config/repo-config.js';

describe('repo config', () => {
  it('has the documented defaults', () => {
    expect(defaultRepoConfig).toEqual({
      auto: false,
      autoOnDrafts: false,
      paths: ['**/*.py'],
      ignore: [],
      maxHops: 10,
      budgetTokens: 6000,
      maxStubsPerRun: 10,
      language: 'en',
      jobsPerHour: 30,
      maxTokensPerJob: 200_000,
    });
    expect(parseRepoConfig(null)).toEqual({ ok: true, config: defaultRepoConfig });
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
