/**
 * Reads `.github/dycoder.yml` through Probot's `context.config`, which requests the contents API
 * without a `ref`, i.e. from the repository's default branch: a pull request cannot change the
 * settings (budget, rate limit) it runs under. The org-wide `.github` repository and `_extends`
 * work as in every Probot app.
 */
import type { Context } from 'probot';
import { defaultRepoConfig, parseRepoConfig, REPO_CONFIG_FILE, type RepoConfigResult } from '../config/repo-config.js';

type ConfigReader = Pick<Context, 'config'>;

export async function readRepoConfig(context: ConfigReader): Promise<RepoConfigResult> {
  let raw: unknown;
  try {
    // Arrays from the file replace the defaults instead of being concatenated to them.
    raw = await context.config<unknown>(REPO_CONFIG_FILE, defaultRepoConfig, { arrayMerge: (_defaults: unknown[], fromFile: unknown[]) => fromFile });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message.includes('invalid YAML') || message.includes('YAML is not an object')) {
      return { ok: false, field: '(file)', message: 'the file is not a valid YAML mapping.' };
    }
    throw error;
  }
  return parseRepoConfig(raw);
}
