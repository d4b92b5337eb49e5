/**
 * The `/dycoder` comment grammar, parsed strictly and purely (no I/O), so every accepted and
 * rejected form is unit-tested:
 *
 *   /dycoder implement                         all stubs the PR adds
 *   /dycoder implement name Class.method path/to/file.py::name
 *   /dycoder stats                             the repository's suggestion outcomes, last 30 days
 *   /dycoder help                              (also: bare `/dycoder`, unknown subcommands)
 *   /dycoder <instruction>                     in the review thread of a DyCoder suggestion:
 *                                              refine that suggestion (`{ thread: true }`)
 *
 * `@dycoder` works as `/dycoder` (the app's slug as a mention); the command word and the
 * subcommand are case-insensitive (`/DyCoder Implement`), names keep their case.
 * Only the first line that starts with `/dycoder` counts; lines inside ``` fences and quoted
 * replies (`> /dycoder ...`) are ignored, so quoting someone's command does not re-run it.
 */

import { formatTargetName, parseTargetName, type TargetName } from '../core/target.js';
import { isSourceFile, LANGUAGE_NAMES_OR } from '../core/languages/index.js';

export type Command =
  | { kind: 'implement'; targets: TargetName[] }
  | { kind: 'stats' }
  | { kind: 'help'; unknown?: string }
  /** In a suggestion's thread: the rest of the comment, to revise that suggestion with (user text). */
  | { kind: 'refine'; instruction: string }
  | { kind: 'invalid'; message: string };

export const MAX_TARGETS_PER_COMMAND = 20;
/** 20 targets of `path/to/file.py::Class.method` fit easily; a longer line is not a command anyone typed. */
export const MAX_COMMAND_CHARS = 4000;
/** One name or path::name; GitHub's own path limit is far below this in practice. */
export const MAX_TARGET_CHARS = 300;

const COMMAND_WORDS = ['/dycoder', '@dycoder'];
/** The instruction of a refine reply; a longer one is refused (and never quoted back). */
export const MAX_INSTRUCTION_CHARS = 1000;

/** The line with its command word spelled `/dycoder`, or undefined when it does not start with one. */
function commandWordOf(line: string): string | undefined {
  const lower = line.toLowerCase();
  for (const word of COMMAND_WORDS) {
    if (lower === word || lower.startsWith(`${word} `) || lower.startsWith(`${word}\t`)) return `/dycoder${line.slice(word.length)}`;
  }
  return undefined;
}
/** A repository path of a file some registered language reads. */
const PATH_CHARS = /^[A-Za-z0-9_.\-/@]+$/;
const isSourcePath = (file: string): boolean => PATH_CHARS.test(file) && isSourceFile(file);
const NOT_SOURCE = `is not a repository path to a ${LANGUAGE_NAMES_OR} file.`;

/** The command line of a comment body, or undefined when the comment is not a command. */
export function findCommandLine(body: string): string | undefined {
  let inFence = false;
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const command = commandWordOf(line);
    if (command !== undefined) return command;
  }
  return undefined;
}

/**
 * The instruction of a thread reply: the command line after its word, and the lines that follow
 * (outside fences and quotes), one space-joined text. Undefined when there is none.
 */
function instructionOf(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  let inFence = false;
  let started = false;
  const parts: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) {
      inFence = !inFence;
      if (started) parts.push(line);
      continue;
    }
    if (!started) {
      if (inFence) continue;
      const command = commandWordOf(line);
      if (command === undefined) continue;
      started = true;
      parts.push(command.slice('/dycoder'.length));
      continue;
    }
    if (!inFence && line.startsWith('>')) continue;
    parts.push(line);
  }
  const text = parts.join('\n').trim();
  return text === '' ? undefined : text;
}

export interface ParseOptions {
  /** The comment replies in a review thread: an unknown subcommand is an instruction to refine with. */
  thread?: boolean;
}

function parseTarget(token: string): TargetName | string {
  const parsed = parseTargetName(token);
  if (!parsed.ok && parsed.problem === 'file') return `"${parsed.file}" ${NOT_SOURCE}`;
  if (!parsed.ok) {
    return parsed.qualname === token
      ? `"${token}" is not a function name (expected name, Class.method or path/file.py::name).`
      : `"${parsed.qualname}" is not a function name (expected name, Class.method or outer.inner).`;
  }
  const { file } = parsed.target;
  if (file !== undefined && !isSourcePath(file)) return `"${file}" ${NOT_SOURCE}`;
  return parsed.target;
}

/** Parse a comment body. Returns undefined when the comment holds no `/dycoder` command. */
export function parseCommand(body: string, options: ParseOptions = {}): Command | undefined {
  const line = findCommandLine(body);
  if (line === undefined) return undefined;
  const [, first] = line.split(/\s+/).filter((t) => t.length > 0);
  const word = first?.toLowerCase();
  if (options.thread === true && word !== undefined && !['help', 'stats', 'implement'].includes(word)) {
    const instruction = instructionOf(body) ?? '';
    if (instruction.length > MAX_INSTRUCTION_CHARS) {
      return { kind: 'invalid', message: `That instruction is ${instruction.length} characters long; DyCoder reads instructions of at most ${MAX_INSTRUCTION_CHARS}.` };
    }
    return { kind: 'refine', instruction };
  }
  // Checked before anything quotes the text: the reply stays short whatever was sent.
  if (line.length > MAX_COMMAND_CHARS) {
    return { kind: 'invalid', message: `That command is ${line.length} characters long; DyCoder reads commands of at most ${MAX_COMMAND_CHARS}.` };
  }
  const [, given, ...args] = line.split(/\s+/).filter((t) => t.length > 0);
  const sub = given?.toLowerCase();
  if (sub === undefined || sub === 'help') return { kind: 'help' };
  if (sub === 'stats') return args.length === 0 ? { kind: 'stats' } : { kind: 'invalid', message: '`/dycoder stats` takes no arguments.' };
  if (sub !== 'implement') return { kind: 'help', unknown: (given ?? sub).slice(0, 40) };

  const targets: TargetName[] = [];
  const seen = new Set<string>();
  for (const token of args) {
    if (token.length > MAX_TARGET_CHARS) return { kind: 'invalid', message: `A name of ${token.length} characters is too long (at most ${MAX_TARGET_CHARS}).` };
    const target = parseTarget(token);
    if (typeof target === 'string') return { kind: 'invalid', message: target };
    const key = formatTargetName(target);
    if (seen.has(key)) continue;
    seen.add(key);
    targets.push(target);
  }
  if (targets.length > MAX_TARGETS_PER_COMMAND) {
    return { kind: 'invalid', message: `At most ${MAX_TARGETS_PER_COMMAND} functions per command (got ${targets.length}).` };
  }
  return { kind: 'implement', targets };
}
