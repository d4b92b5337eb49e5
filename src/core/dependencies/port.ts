/**
 * The repository's dependencies as the answer checks read them (issue 22, session 21): a class whose base comes from
 * another distribution (octavia's controllers over pecan's `RestController`, a Java class over ASM's `ClassVisitor`)
 * is open — any member may come from the base — until the base's own source is read, the way a compiler reads it.
 *
 * A DependencySource answers "the text of this file of the dependencies" (Python: a path in a site-packages layout,
 * `pecan/rest.py`); adapters at the edges read a local directory (a checkout's virtualenv, Debian's dist-packages)
 * or a remote index. Pure: the core never knows which. An answer is the text or undefined ("not available": missing,
 * too large, over the job's budget, late, or the adapter failed); never an error a job fails on.
 */

export interface DependencySource {
  /** The text of `path` inside the dependencies (POSIX, relative); undefined when not available. */
  readFile(path: string, signal: AbortSignal): Promise<string | undefined>;
}

/** One optional source per language (the pipeline's `dependencies` option); a language adds its member. */
export interface Dependencies {
  python?: DependencySource;
}

/**
 * Where a dependency's file sits among the paths the answer checks see: under a root of its own with the language's
 * name, `(dependencies)/python/pecan/rest.py` (a segment no import can name: `(` is no identifier). The languages'
 * module indexes treat it as their last source root, so a module the repository defines always wins; a repository
 * that itself lists a path under the root gets no dependency reads (the pipeline checks).
 */
export const DEPENDENCY_ROOT = '(dependencies)';

export type DependencyLanguage = keyof Dependencies;
const LANGUAGES: ReadonlySet<string> = new Set<DependencyLanguage>(['python']);

export function dependencyRoot(language: DependencyLanguage): string {
  return `${DEPENDENCY_ROOT}/${language}`;
}

export function dependencyPath(language: DependencyLanguage, path: string): string {
  return `${dependencyRoot(language)}/${path}`;
}

/** The language and path of a dependency's file as the checks name it; undefined for a repository path. */
export function parseDependencyPath(path: string): { language: DependencyLanguage; path: string } | undefined {
  const m = /^\(dependencies\)\/([a-z]+)\/(.+)$/.exec(path);
  return m && LANGUAGES.has(m[1]!) ? { language: m[1] as DependencyLanguage, path: m[2]! } : undefined;
}

export function isDependencyPath(path: string): boolean {
  return path.startsWith(`${DEPENDENCY_ROOT}/`);
}
