/**
 * Reads `.github/dycoder.yml` through the gateway, from the repository's default branch: a pull
 * request cannot change the settings (budget, rate limit) it runs under. The org-wide `.github`
 * repository and `_extends` work as in every Probot app.
 */
import { GitHubConfigFileError } from '../adapters/github/config-file.js';
import type { GitHubGateway } from '../adapters/github/gateway.js';
import { defaultRepoConfig, parseRepoConfig, REPO_CONFIG_FILE, type RepoConfigResult } from '../config/repo-config.js';

type Settings = Record<string, unknown>;

const isMapping = (value: unknown): value is Settings => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge where a later file's arrays replace earlier ones instead of being concatenated. */
export function mergeSettings(layers: Settings[]): Settings {
  const out: Settings = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const before = out[key];
      out[key] = isMapping(before) && isMapping(value) ? mergeSettings([before, value]) : value;
    }
  }
  return out;
}

export async function readRepoConfig(github: Pick<GitHubGateway, 'configFile'>): Promise<RepoConfigResult> {
  let raw: unknown;
  try {
    raw = await github.configFile(REPO_CONFIG_FILE, (configs) => mergeSettings([defaultRepoConfig, ...configs]));
  } catch (error) {
    if (error instanceof GitHubConfigFileError) return { ok: false, field: '(file)', message: 'the file is not a valid YAML mapping.' };
    throw error;
  }
  return parseRepoConfig(raw);
}
