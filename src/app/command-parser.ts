/**
 * The `/dycoder` comment grammar, parsed strictly and purely (no I/O), so every accepted and
 * rejected form is unit-tested:
 *
 *   /dycoder implement                         all stubs the PR adds
 *   /dycoder implement name Class.method path/to/file.py::name
 *   /dycoder help                              (also: bare `/dycoder`, unknown subcommands)
 *
 * Only the first line that starts with `/dycoder` counts; lines inside ``` fences and quoted
 * replies (`> /dycoder ...`) are ignored, so quoting someone's command does not re-run it.
 */

export interface NamedTarget {
  /** `func`, `Class.method` or `outer.inner`. */
  name: string;
  /** Repo-relative POSIX path when the user wrote `path::name`. */
  file?: string;
}

export type Command =
  | { kind: 'implement'; targets: NamedTarget[] }
  | { kind: 'help'; unknown?: string }
  | { kind: 'invalid'; message: string };

export const MAX_TARGETS_PER_COMMAND = 20;

const COMMAND = '/dycoder';
const QUALNAME = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/;
/** A source file DyCoder reads: Python, TypeScript or JavaScript. */
const SOURCE_PATH = /^[A-Za-z0-9_.\-/@]+\.(pyi?|[cm]?[jt]sx?)$/;

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
    if (line === COMMAND || line.startsWith(`${COMMAND} `) || line.startsWith(`${COMMAND}\t`)) return line;
  }
  return undefined;
}

function parseTarget(token: string): NamedTarget | string {
  const sep = token.indexOf('::');
  if (sep === -1) {
    return QUALNAME.test(token) ? { name: token } : `"${token}" is not a function name (expected name, Class.method or path/file.py::name).`;
  }
  const file = token.slice(0, sep);
  const name = token.slice(sep + 2);
  const segments = file.split('/');
  const safePath =
    SOURCE_PATH.test(file) && !file.startsWith('/') && !segments.some((s) => s === '..' || s === '.' || s === '');
  if (!safePath) return `"${file}" is not a repository path to a Python, TypeScript or JavaScript file.`;
  if (!QUALNAME.test(name)) return `"${name}" is not a function name (expected name, Class.method or outer.inner).`;
  return { file, name };
}

/** Parse a comment body. Returns undefined when the comment holds no `/dycoder` command. */
export function parseCommand(body: string): Command | undefined {
  const line = findCommandLine(body);
  if (line === undefined) return undefined;
  const [, sub, ...args] = line.split(/\s+/).filter((t) => t.length > 0);
  if (sub === undefined || sub === 'help') return { kind: 'help' };
  if (sub !== 'implement') return { kind: 'help', unknown: sub.slice(0, 40) };

  const targets: NamedTarget[] = [];
  const seen = new Set<string>();
  for (const token of args) {
    const target = parseTarget(token);
    if (typeof target === 'string') return { kind: 'invalid', message: target };
    const key = `${target.file ?? ''}::${target.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    targets.push(target);
  }
  if (targets.length > MAX_TARGETS_PER_COMMAND) {
    return { kind: 'invalid', message: `At most ${MAX_TARGETS_PER_COMMAND} functions per command (got ${targets.length}).` };
  }
  return { kind: 'implement', targets };
}
