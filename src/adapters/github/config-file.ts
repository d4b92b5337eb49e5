/**
 * A repository's `.github/<file>` settings through the config plugin Probot's Octokit carries
 * (default branch only, the org-wide `.github` repository and `_extends` included), so the
 * worker can read them as well as the webhook side.
 */
import { GitHubError, GitHubNotFoundError, toGitHubError } from './errors.js';
import type { GitHubRequester, RepoCoordinates } from './octokit.js';

type Settings = Record<string, unknown>;

/** The slice of @probot/octokit-plugin-config we use. */
export interface ConfigPlugin {
  config: {
    get(options: { owner: string; repo: string; path: string; defaults?: (configs: Settings[]) => Settings }): Promise<{ config: Settings }>;
  };
}

/** The file exists but is not a YAML mapping. */
export class GitHubConfigFileError extends GitHubError {
  override readonly name = 'GitHubConfigFileError';
}

export function hasConfigPlugin(octokit: object): octokit is ConfigPlugin {
  const config = (octokit as { config?: unknown }).config;
  return typeof config === 'object' && config !== null && typeof (config as { get?: unknown }).get === 'function';
}

/** The settings of `.github/<file>`, merged by `merge` from the files found (nearest last). */
export async function readConfigFile(octokit: ConfigPlugin, repo: RepoCoordinates, file: string, merge: (configs: Settings[]) => Settings): Promise<Settings> {
  const route = 'GET /repos/{owner}/{repo}/contents/.github/{file}';
  try {
    return (await octokit.config.get({ owner: repo.owner, repo: repo.repo, path: `.github/${file}`, defaults: merge })).config;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // The plugin's own words for a file that parsed to something other than a mapping.
    if (message.includes('invalid YAML') || message.includes('YAML is not an object')) throw new GitHubConfigFileError(`.github/${file} is not a YAML mapping`, undefined);
    throw toGitHubError(error, route);
  }
}

async function rawFile(octokit: GitHubRequester, owner: string, repo: string, path: string): Promise<string | undefined> {
  try {
    // No `ref`: the default branch, never the pull request's head.
    const res = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { owner, repo, path, headers: { accept: 'application/vnd.github.raw+json' } });
    if (typeof res.data === 'string') return res.data;
    if (res.data instanceof ArrayBuffer) return new TextDecoder().decode(res.data);
    const content = (res.data as { content?: unknown } | null)?.content;
    return typeof content === 'string' ? Buffer.from(content, 'base64').toString('utf8') : undefined;
  } catch (error) {
    if (error instanceof GitHubNotFoundError || (error as { status?: unknown }).status === 404) return undefined;
    throw error;
  }
}

/**
 * The text of `.github/<file>` on the default branch, or of the organisation's `.github`
 * repository when the repository has none; undefined when neither has it. Read raw, so that
 * `_extends` is left to the caller to refuse instead of being followed into another repository.
 */
export async function readConfigText(octokit: GitHubRequester, repo: RepoCoordinates, file: string): Promise<string | undefined> {
  const own = await rawFile(octokit, repo.owner, repo.repo, `.github/${file}`);
  if (own !== undefined || repo.repo === '.github') return own;
  return rawFile(octokit, repo.owner, '.github', `.github/${file}`);
}
