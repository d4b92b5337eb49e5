/**
 * Reads `.github/dycoder.yml` through the gateway, from the repository's default branch: a pull
 * request cannot change the settings (budget, rate limit) it runs under. The org-wide `.github`
 * repository serves repositories without a file. The text is read raw and checked by
 * config/repo-config.ts; `_extends` is refused, not followed, so no other repository is fetched,
 * merged, or quoted in a public comment.
 */
import type { GitHubGateway } from '../adapters/github/gateway.js';
import { parseRepoConfigText, REPO_CONFIG_FILE, type RepoConfigResult } from '../config/repo-config.js';

export async function readRepoConfig(github: Pick<GitHubGateway, 'configText'>): Promise<RepoConfigResult> {
  return parseRepoConfigText(await github.configText(REPO_CONFIG_FILE));
}
