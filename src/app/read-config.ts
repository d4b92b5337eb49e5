/**
 * Reads `.github/dycoder.yml` (or `.github/dycoder.yaml`) and the optional
 * `.github/dycoder-instructions.md` through the gateway, from the repository's default branch: a
 * pull request cannot change the settings (budget, rate limit) or instructions it runs under. The
 * org-wide `.github` repository serves `dycoder.yml` to repositories without a file of their own.
 * When both spellings exist, `dycoder.yml` wins and the reply about a bad file says the other is ignored. The text is read raw and checked by config/repo-config.ts;
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

/** What reading the settings takes from GitHub (or from a cache in front of it). */
export type ConfigReads = Pick<GitHubGateway, 'configText' | 'configFolder' | 'ownConfigText'>;

/**
 * The settings, and with `instructions` (the default) `.github/dycoder-instructions.md`. One round
 * trip for most repositories: `dycoder.yml` (the repository's, and the organisation's `.github`
 * repository's) beside a listing of the repository's `.github` folder; `dycoder.yaml` and the
 * instructions file are read only when the listing shows them (a second round trip for the
 * repositories that have them). Automatic mode asks for the instructions only once it knows it
 * will run (`addInstructions`): most pushes need `auto` and nothing else.
 */
export async function readRepoConfig(github: ConfigReads, opts: { instructions?: boolean } = {}): Promise<RepoConfigResult> {
  const [yml, folder] = await Promise.all([github.configText(REPO_CONFIG_FILE), github.configFolder()]);
  const [yaml, instructions] = await Promise.all([
    folder.includes(REPO_CONFIG_FILE_ALT) ? github.ownConfigText(REPO_CONFIG_FILE_ALT) : undefined,
    opts.instructions !== false && folder.includes(INSTRUCTIONS_FILE) ? github.ownConfigText(INSTRUCTIONS_FILE) : undefined,
  ]);
  // The repository's own files first: an organisation's dycoder.yml does not override its dycoder.yaml.
  const ownYml = folder.includes(REPO_CONFIG_FILE) ? yml : undefined;
  const text = ownYml ?? yaml ?? yml;
  const file = text === undefined ? undefined : text === yaml && ownYml === undefined ? REPO_CONFIG_FILE_ALT : REPO_CONFIG_FILE;
  const source = { ...(file === undefined ? {} : { file }), ...(ownYml !== undefined && yaml !== undefined ? { ignored: REPO_CONFIG_FILE_ALT } : {}) };
  const result = parseRepoConfigText(text);
  if (!result.ok) return { ...result, ...source };
  return withInstructionsText({ ...result, ...source }, instructions);
}

/** A valid config with `.github/dycoder-instructions.md` added (read now, when the folder has it). */
export async function addInstructions(github: ConfigReads, config: RepoConfigResult): Promise<RepoConfigResult> {
  if (!config.ok) return config;
  const folder = await github.configFolder();
  return withInstructionsText(config, folder.includes(INSTRUCTIONS_FILE) ? await github.ownConfigText(INSTRUCTIONS_FILE) : undefined);
}

function withInstructionsText(config: Extract<RepoConfigResult, { ok: true }>, instructions: string | undefined): RepoConfigResult {
  if (instructions !== undefined && instructions.length > INSTRUCTION_LIMITS.fileChars) {
    return { ok: false, field: '(file)', message: `the file is longer than ${INSTRUCTION_LIMITS.fileChars} characters.`, file: INSTRUCTIONS_FILE };
  }
  const text = instructions?.trim();
  return text === undefined || text === '' ? config : { ...config, instructionsFile: text };
}
