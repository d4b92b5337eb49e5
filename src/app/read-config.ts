/**
 * Reads `.github/dycoder.yml` from the repository's default branch (the contents API without a
 * `ref`): a pull request cannot change the settings (budget, rate limit) it runs under. When the
 * repository has no file, the organisation's `.github` repository may provide one, as in other
 * Probot apps. The file is read raw and parsed by config/repo-config.ts, not through Probot's
 * `context.config`, which follows `_extends` into other repositories: DyCoder refuses `_extends`
 * rather than fetch, merge and then quote another repository's settings in a public comment.
 */
import type { Context } from 'probot';
import { parseRepoConfigText, REPO_CONFIG_FILE, type RepoConfigResult } from '../config/repo-config.js';

type ConfigReader = Pick<Context, 'octokit' | 'repo'>;

const PATH = `.github/${REPO_CONFIG_FILE}`;

async function readRaw(context: ConfigReader, owner: string, repo: string): Promise<string | undefined> {
  try {
    const response = await context.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
      owner,
      repo,
      path: PATH,
      headers: { accept: 'application/vnd.github.raw+json' },
    });
    const data: unknown = response.data;
    if (typeof data === 'string') return data;
    if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
    // Some servers answer the JSON form anyway: base64 content.
    const content = (data as { content?: unknown } | null)?.content;
    return typeof content === 'string' ? Buffer.from(content, 'base64').toString('utf8') : undefined;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return undefined;
    throw error;
  }
}

export async function readRepoConfig(context: ConfigReader): Promise<RepoConfigResult> {
  const { owner, repo } = context.repo();
  const own = await readRaw(context, owner, repo);
  if (own !== undefined || repo === '.github') return parseRepoConfigText(own);
  return parseRepoConfigText(await readRaw(context, owner, '.github'));
}
