/**
 * Reads `.github/dycoder.yml` (or `.github/dycoder.yaml`) and the optional
 * `.github/dycoder-instructions.md` through the gateway, from the repository's default branch: a
 * pull request cannot change the settings (budget, rate limit) or instructions it runs under. The
 * org-wide `.github` repository serves repositories without a file. All three are asked at once
 * (one round trip). When both spellings exist, `dycoder.yml` wins and the reply about a bad file
 * says the other is ignored. The text is read raw and checked by config/repo-config.ts;
 * `_extends` is refused, not followed, so no other repository is fetched, merged, or quoted.
 */
import type { GitHubGateway } from '../adapters/github/gateway.js';
import {
  INSTRUCTION_LIMITS,
  INSTRUCTIONS_FILE,
  parseRepoConfigText,
  REPO_CONFIG_FILE,
  REPO_CONFIG_FILE_ALT,
  type RepoConfigResult,
} from '../config/repo-config.js';

/**
 * The settings, and with `instructions` (the default) `.github/dycoder-instructions.md` read in
 * the same round trip. Automatic mode asks for the instructions only once it knows it will run
 * (`addInstructions`): most pushes need `auto` and nothing else.
 */
export async function readRepoConfig(github: Pick<GitHubGateway, 'configText'>, opts: { instructions?: boolean } = {}): Promise<RepoConfigResult> {
  const [yml, yaml, instructions] = await Promise.all([
    github.configText(REPO_CONFIG_FILE),
    github.configText(REPO_CONFIG_FILE_ALT),
    opts.instructions === false ? undefined : github.configText(INSTRUCTIONS_FILE),
  ]);
  const file = yml !== undefined ? REPO_CONFIG_FILE : yaml !== undefined ? REPO_CONFIG_FILE_ALT : undefined;
  const source = { ...(file === undefined ? {} : { file }), ...(yml !== undefined && yaml !== undefined ? { ignored: REPO_CONFIG_FILE_ALT } : {}) };
  const result = parseRepoConfigText(yml ?? yaml);
  if (!result.ok) return { ...result, ...source };
  return withInstructionsText({ ...result, ...source }, instructions);
}

/** A valid config with `.github/dycoder-instructions.md` added (read now). */
export async function addInstructions(github: Pick<GitHubGateway, 'configText'>, config: RepoConfigResult): Promise<RepoConfigResult> {
  if (!config.ok) return config;
  return withInstructionsText(config, await github.configText(INSTRUCTIONS_FILE));
}

function withInstructionsText(config: Extract<RepoConfigResult, { ok: true }>, instructions: string | undefined): RepoConfigResult {
  if (instructions !== undefined && instructions.length > INSTRUCTION_LIMITS.fileChars) {
    return { ok: false, field: '(file)', message: `the file is longer than ${INSTRUCTION_LIMITS.fileChars} characters.`, file: INSTRUCTIONS_FILE };
  }
  const text = instructions?.trim();
  return text === undefined || text === '' ? config : { ...config, instructionsFile: text };
}
