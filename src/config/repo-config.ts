/**
 * `.github/dycoder.yml`: what a repository may configure. Read by the webhook handler from the
 * default branch (Probot's `context.config` never passes a ref), validated here, and carried in
 * the job so the worker runs with exactly what was checked at enqueue time.
 */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { sanitizeUserText, userCode } from '../core/review/user-text.js';
import { checkGlob, GLOB_LIMITS } from '../core/source/path-glob.js';
import { SOURCE_GLOBS } from '../core/languages/index.js';

/** Every language DyCoder reads (the registry's source globs). */
export const DEFAULT_SOURCE_GLOBS: readonly string[] = SOURCE_GLOBS;

// Bounded at validation so matching stays cheap (see core/source/path-glob.ts for the syntax).
const glob = z
  .string()
  .min(1)
  .max(GLOB_LIMITS.maxLength)
  .superRefine((value, ctx) => {
    const problem = checkGlob(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `the glob "${value.slice(0, 60)}" ${problem}` });
  });

export const AUTO_FOR = ['collaborators', 'everyone'] as const;

/** Bounds of the maintainers' instructions (they go into every prompt, inside its token budget). */
export const INSTRUCTION_LIMITS = { repositoryChars: 2000, pathEntries: 20, pathChars: 1000, fileChars: 4000 } as const;

const pathInstruction = z.object({ path: glob, instructions: z.string().min(1).max(INSTRUCTION_LIMITS.pathChars) }).strict();

/** `pathInstructions` as a YAML mapping (glob: text, in file order) or a list of { path, instructions }. */
const pathInstructions = z.preprocess(
  (raw) =>
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.entries(raw as Record<string, unknown>).map(([path, instructions]) => ({ path, instructions }))
      : raw,
  z.array(pathInstruction).max(INSTRUCTION_LIMITS.pathEntries),
);

export const repoConfigSchema = z
  .object({
    auto: z.boolean().default(false).describe('Suggest implementations automatically when a pull request adds stubs.'),
    autoFor: z
      .enum(AUTO_FOR)
      .default('collaborators')
      .describe('Whose pull requests automatic mode runs on: authors with write access (collaborators) or everyone, forks of strangers included.'),
    autoOnDrafts: z.boolean().default(false).describe('Also run automatic mode on draft pull requests.'),
    paths: z.array(glob).max(50).default([...DEFAULT_SOURCE_GLOBS]).describe('Only files matching these globs are considered.'),
    ignore: z.array(glob).max(50).default([]).describe('Files matching these globs are never considered.'),
    maxHops: z.number().int().min(0).max(50).default(10).describe('Maximum hops of the dependency-graph walk.'),
    budgetTokens: z.number().int().min(500).max(100_000).default(6000).describe('Context token budget per stub.'),
    model: z.string().min(1).max(200).optional().describe('Model name override (defaults to the server DYCODER_MODEL).'),
    maxStubsPerRun: z.number().int().min(1).max(50).default(10).describe('At most this many stubs per run.'),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'must be a language code like "en" or "pt-BR"')
      .default('en')
      .describe('Language of explanations in the review.'),
    jobsPerHour: z.number().int().min(1).max(1000).default(30).describe('Rate limit: jobs per hour per installation.'),
    maxTokensPerJob: z
      .number()
      .int()
      .min(1000)
      .max(5_000_000)
      .default(200_000)
      .describe('Token budget per job (prompt + completion, all stubs together).'),
    instructions: z
      .string()
      .min(1)
      .max(INSTRUCTION_LIMITS.repositoryChars)
      .optional()
      .describe("Maintainers' instructions for every suggestion in this repository (goes into the prompt)."),
    pathInstructions: pathInstructions
      .default([])
      .describe('Instructions for files matching a glob (glob: text); the first matching entry applies.'),
    maxRefinesPerTarget: z
      .number()
      .int()
      .min(0)
      .max(20)
      .default(3)
      .describe("Refinements of one suggestion per head commit (replies in the suggestion's thread); 0 turns refinement off."),
  })
  .strict();

export type RepoConfig = z.infer<typeof repoConfigSchema>;

export const defaultRepoConfig: RepoConfig = repoConfigSchema.parse({});

export const REPO_CONFIG_FILE = 'dycoder.yml';
/** Read as well; when both exist, `dycoder.yml` wins and the other is ignored. */
export const REPO_CONFIG_FILE_ALT = 'dycoder.yaml';
/** Optional longer instructions from the maintainers, beside the config on the default branch. */
export const INSTRUCTIONS_FILE = 'dycoder-instructions.md';

/** Where the settings came from: the file read, and the other spelling when it exists too (ignored). */
export interface ConfigSource {
  file?: string;
  ignored?: string;
}

export type RepoConfigResult =
  | ({ ok: true; config: RepoConfig; instructionsFile?: string } & ConfigSource)
  | ({ ok: false; field: string; message: string } & ConfigSource);

/**
 * `_extends` pulls settings from another repository. DyCoder refuses it: budgets and rate limits
 * must come from this repository's own file, and an error about the merged result would print
 * another repository's keys in a public pull request.
 */
export const EXTENDS_REFUSED =
  '`_extends` is not supported: DyCoder reads only this repository\'s own file, so copy the settings you need into it.';

/** Largest configuration file read; anything bigger is not a hand-written settings file. */
export const MAX_CONFIG_BYTES = 64 * 1024;

/** Validate a parsed YAML document; the error names the first bad field in one sentence. */
export function parseRepoConfig(raw: unknown): RepoConfigResult {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && '_extends' in raw) {
    return { ok: false, field: '_extends', message: EXTENDS_REFUSED };
  }
  const parsed = repoConfigSchema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, config: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue === undefined) return { ok: false, field: '(root)', message: 'the file is not a valid configuration.' };
  // Unknown keys are reported under the key itself, not the root, so the user sees which one.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const field = [...issue.path.map(String), ...keys.slice(0, 1)].join('.') || '(root)';
  const message =
    issue.code === 'unrecognized_keys' ? `unknown field "${keys.join('", "')}".` : `${issue.message}.`;
  return { ok: false, field, message };
}

/** The file's text as stored on the default branch (undefined: no file, so the defaults). */
export function parseRepoConfigText(text: string | undefined): RepoConfigResult {
  if (text === undefined) return { ok: true, config: defaultRepoConfig };
  if (text.length > MAX_CONFIG_BYTES) return { ok: false, field: '(file)', message: `the file is larger than ${MAX_CONFIG_BYTES / 1024} KB.` };
  let raw: unknown;
  try {
    // Aliases bounded: a YAML "billion laughs" must not expand in a worker.
    raw = parseYaml(text, { maxAliasCount: 50, prettyErrors: false });
  } catch {
    return { ok: false, field: '(file)', message: 'the file is not a valid YAML mapping.' };
  }
  if (raw !== null && raw !== undefined && (typeof raw !== 'object' || Array.isArray(raw))) {
    return { ok: false, field: '(file)', message: 'the file is not a valid YAML mapping.' };
  }
  return parseRepoConfig(raw);
}

/** The comment posted on a pull request when the configuration cannot be used. */
export function invalidConfigComment(field: string, message: string, file: string = REPO_CONFIG_FILE, ignored?: string): string {
  const also = ignored === undefined ? [] : ['', `(\`.github/${ignored}\` exists too and is ignored: when both exist, \`.github/${REPO_CONFIG_FILE}\` wins.)`];
  return [
    // Field names and messages quote the file, which anyone with push access wrote: echoed safely.
    `DyCoder could not use \`.github/${file}\` on the default branch: field ${userCode(field, 80)}: ${sanitizeUserText(message)}`,
    ...also,
    '',
    'Fix the file on the default branch and comment `/dycoder implement` again. Nothing was run.',
  ].join('\n');
}
