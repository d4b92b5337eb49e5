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
  })
  .strict();

export type RepoConfig = z.infer<typeof repoConfigSchema>;

export const defaultRepoConfig: RepoConfig = repoConfigSchema.parse({});

export const REPO_CONFIG_FILE = 'dycoder.yml';

export type RepoConfigResult =
  | { ok: true; config: RepoConfig }
  | { ok: false; field: string; message: string };

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
export function invalidConfigComment(field: string, message: string): string {
  return [
    // Field names and messages quote the file, which anyone with push access wrote: echoed safely.
    `DyCoder could not use \`.github/${REPO_CONFIG_FILE}\` on the default branch: field ${userCode(field, 80)}: ${sanitizeUserText(message)}`,
    '',
    'Fix the file on the default branch and comment `/dycoder implement` again. Nothing was run.',
  ].join('\n');
}
