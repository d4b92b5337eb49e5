/** DYCODER_JOB_TIMEOUT_MS and DYCODER_GITHUB_TIMEOUT_MS: defaults, bounds, one sentence naming a bad variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadDeadlineEnv } from '../../src/config/env.js';

describe('deadline settings', () => {
  it('defaults to 120 s per job and 30 s per GitHub call', () => {
    expect(loadDeadlineEnv({})).toEqual({ jobMs: 120_000, githubMs: 30_000, intakeMs: 60_000 });
    expect(loadDeadlineEnv({ DYCODER_JOB_TIMEOUT_MS: '90000', DYCODER_GITHUB_TIMEOUT_MS: '5000', DYCODER_INTAKE_TIMEOUT_MS: '20000' })).toEqual({ jobMs: 90_000, githubMs: 5_000, intakeMs: 20_000 });
  });

  it('refuses values out of bounds with the variable named, never its value', () => {
    expect(() => loadDeadlineEnv({ DYCODER_JOB_TIMEOUT_MS: '10' })).toThrow(ConfigError);
    expect(() => loadDeadlineEnv({ DYCODER_JOB_TIMEOUT_MS: '10' })).toThrow(/^DYCODER_JOB_TIMEOUT_MS is malformed/);
    expect(() => loadDeadlineEnv({ DYCODER_GITHUB_TIMEOUT_MS: 'soon' })).toThrow(/^DYCODER_GITHUB_TIMEOUT_MS is malformed/);
    expect(() => loadDeadlineEnv({ DYCODER_INTAKE_TIMEOUT_MS: '0' })).toThrow(/^DYCODER_INTAKE_TIMEOUT_MS is malformed/);
  });
});
