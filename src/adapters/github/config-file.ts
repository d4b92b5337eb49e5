/**
 * A repository's `.github/<file>` settings file, as text from the default branch (or the
 * organisation's `.github` repository), so the worker can read it as well as the webhook side.
 * Not through Probot's config plugin: that follows `_extends` into other repositories.
 */
import { GitHubNotFoundError } from './errors.js';
import type { GitHubRequester, RepoCoordinates } from './octokit.js';

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
 * Both are asked at once: most repositories have no file, and a second round trip after the
 * first 404 would sit on every command's path (a read is cheap; a round trip is not).
 */
export async function readConfigText(octokit: GitHubRequester, repo: RepoCoordinates, file: string): Promise<string | undefined> {
  if (repo.repo === '.github') return rawFile(octokit, repo.owner, repo.repo, `.github/${file}`);
  const org = rawFile(octokit, repo.owner, '.github', `.github/${file}`);
  // Not awaited when the repository's own file answers: its failure must not surface unhandled.
  org.catch(() => undefined);
  const own = await rawFile(octokit, repo.owner, repo.repo, `.github/${file}`);
  return own !== undefined ? own : org;
}

/** The file names in the repository's own `.github` folder on the default branch ([] when it has none). */
export async function listConfigFolder(octokit: GitHubRequester, repo: RepoCoordinates): Promise<string[]> {
  try {
    const res = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { ...repo, path: '.github' });
    const data: unknown = res.data;
    if (!Array.isArray(data)) return [];
    return data.flatMap((e: unknown) => {
      const entry = e as { name?: unknown; type?: unknown };
      return typeof entry.name === 'string' && entry.type === 'file' ? [entry.name] : [];
    });
  } catch (error) {
    if (error instanceof GitHubNotFoundError || (error as { status?: unknown }).status === 404) return [];
    throw error;
  }
}

/** `.github/<file>` of the repository itself (no organisation fallback), undefined when absent. */
export function readOwnConfigText(octokit: GitHubRequester, repo: RepoCoordinates, file: string): Promise<string | undefined> {
  return rawFile(octokit, repo.owner, repo.repo, `.github/${file}`);
}
