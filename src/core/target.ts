/**
 * The one record for "which function": a qualified name, optionally in a file. The command
 * parser, the CLI, the job, target selection and the published suggestion all carry it, and
 * this is the one parser of its text forms: `name`, `Class.method`, `path/file.py::name`
 * (comments) and `path/file.py:name` (CLI).
 */

export interface TargetName {
  /** `func`, `Class.method`, `outer.inner`, `Class.#private` or `Class.[Symbol.iterator]` (the grammar below). */
  qualname: string;
  /** Repo-relative POSIX path; absent means "wherever a stub of that name is". */
  file?: string;
}

export type TargetParse =
  | { ok: true; target: TargetName }
  | { ok: false; problem: 'qualname'; qualname: string }
  | { ok: false; problem: 'file'; file: string };

/**
 * The qualified-name grammar, one for every language, the CLI, comments and the review: segments
 * joined by `.`, each one of
 * - an identifier (`$` is an identifier character in TypeScript/JavaScript: `$ZodType`);
 * - a `#private` member (`Cache.#evict`);
 * - a computed member name the front end keeps when it is stable: a dotted identifier
 *   (`Stream.[Symbol.asyncIterator]`), a number, or a quoted string without quotes, backslashes,
 *   brackets, colons or spaces (`Api.['get-user']`), exactly as the definition lists it.
 * A getter and a setter of one property share its name (`Box.size`).
 */
const IDENT = String.raw`[A-Za-z_$][A-Za-z0-9_$]*`;
const QUOTED = (q: string): string => String.raw`${q}[^${q}\\[\]:\s]*${q}`;
const COMPUTED = String.raw`\[(?:${IDENT}(?:\.${IDENT})*|[0-9]+|${QUOTED("'")}|${QUOTED('"')})\]`;
const SEGMENT = String.raw`(?:#?${IDENT}|${COMPUTED})`;
const QUALNAME = new RegExp(String.raw`^${SEGMENT}(?:\.${SEGMENT})*$`);

export function isQualname(text: string): boolean {
  return QUALNAME.test(text);
}

/** A relative path inside the repository: no leading `/`, no `.`, `..` or empty segments. */
export function isRepoPath(path: string): boolean {
  return path !== '' && !path.startsWith('/') && !path.split('/').some((s) => s === '..' || s === '.' || s === '');
}

/** Parses `name`, `file::name` or `file:name`; backslashes and a leading `./` in the file are normalised. */
export function parseTargetName(text: string): TargetParse {
  const double = text.indexOf('::');
  const single = double === -1 ? text.lastIndexOf(':') : -1;
  const at = double !== -1 ? double : single;
  if (at === -1) return isQualname(text) ? { ok: true, target: { qualname: text } } : { ok: false, problem: 'qualname', qualname: text };
  const file = text.slice(0, at).replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  const qualname = text.slice(at + (double !== -1 ? 2 : 1));
  if (!isRepoPath(file)) return { ok: false, problem: 'file', file };
  if (!isQualname(qualname)) return { ok: false, problem: 'qualname', qualname };
  return { ok: true, target: { file, qualname } };
}

/** The text form used in logs, keys and messages. */
export function formatTargetName(target: TargetName): string {
  return target.file === undefined ? target.qualname : `${target.file}::${target.qualname}`;
}
