/**
 * Reads `.github/dycoder.yml` through the gateway, from the repository's default branch: a pull
 * request cannot change the settings (budget, rate limit) it runs under. The org-wide `.github`
 * repository serves repositories without a file. The text is read raw and checked by
 * config/repo-config.ts; `_extends` is refused, not followed, so no other repository is fetched,
 * merged, or quoted in a public comment.
 */
import type { GitHubGateway } from '../adapters/github/gateway.js';
import { parseRepoConfigText, REPO_CONFIG_FILE, type RepoConfigResult } from '../config/repo-config.js';

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

export async function readRepoConfig(github: Pick<GitHubGateway, 'configText'>): Promise<RepoConfigResult> {
  return parseRepoConfigText(await github.configText(REPO_CONFIG_FILE));
}
