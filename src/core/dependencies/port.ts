/**
 * The port through which the answer checks read the repository's dependencies (issue 22, session 21): "give me file X of
 * the dependencies" — a class file of a jar (Java: `org/objectweb/asm/MethodVisitor.class`), a module's source (Python:
 * `pecan/rest.py`) — answered with its bytes or "not available". An adapter (a local directory, a remote index) implements
 * it; the core never reaches a disk or a network itself. A failure of any kind is "not available", never a failed job.
 */
export type DependencyAnswer = { found: true; bytes: Uint8Array } | { found: false; reason: string };

export interface DependencyFiles {
  /** The file names directly inside `dir` of the dependencies (Java: a package's class files), or undefined when unknown. */
  list(dir: string, signal: AbortSignal): Promise<readonly string[] | undefined>;
  /** One file's bytes. */
  read(path: string, signal: AbortSignal): Promise<DependencyAnswer>;
}

/** What one job may spend on its dependencies' reads: a wall deadline, bytes and files in all. */
export interface DependencyLimits {
  deadlineMs: number;
  maxBytes: number;
  maxFiles: number;
}

export const DEFAULT_DEPENDENCY_LIMITS: DependencyLimits = { deadlineMs: 5_000, maxBytes: 8_000_000, maxFiles: 400 };

/** Dependencies per language: what a pipeline is given (each member optional; absent = nothing read past the repository). */
export interface DependencyOptions {
  /** Java: opened once per job from the repository's build files (pom.xml, build.gradle), read through `readRepoFile`. */
  java?: (repoFiles: readonly string[], readRepoFile: (path: string) => Promise<string | undefined>) => Promise<DependencyFiles>;
  /** Python: a module's text by its site-packages path (pipeline/dependency-scope.ts reads it under DEPENDENCY_ROOT). */
  python?: DependencySource;
  /**
   * Rust: a file of a dependency's package by `<package>@<range>/<path in the package>` (`serde@1/src/ser/mod.rs`,
   * `syn@1/Cargo.toml`; `<range>` is cargo's semver-compatible range of the manifest's requirement, absent for any
   * version): the newest version in range of the registry the adapter reads (a checkout's ~/.cargo/registry/src, Debian's
   * /usr/share/cargo/registry). The answer checks read the traits another crate declares from it (rust/answer/external-traits.ts).
   */
  rust?: DependencySource;
  /**
   * TypeScript/JavaScript: a file of an installed package by `<package>/<path in the package>` (`react/package.json`,
   * `@types/react/index.d.ts`): only manifests and declaration files (a checkout's node_modules). The answer checks
   * read the types a bare import names from it (typescript/answer/package-type-files.ts) and give them to the
   * compiler as `node_modules` (check/program.ts); what is not read stays `any`.
   */
  typescript?: DependencySource;
}

/** A job's view of `port`: every call answers by `limits`' deadline, and once the bytes or files are spent, nothing more is read. */
export function limitedDependencies(port: DependencyFiles, limits: DependencyLimits, now: () => number = Date.now): DependencyFiles & { spent(): { bytes: number; files: number } } {
  const end = now() + limits.deadlineMs;
  let bytes = 0;
  let files = 0;
  const timed = async <T>(run: (signal: AbortSignal) => Promise<T>, fallback: T): Promise<T> => {
    const left = end - now();
    if (left <= 0) return fallback;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<T>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(fallback);
      }, left);
    });
    try {
      return await Promise.race([run(controller.signal).catch(() => fallback), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    list: (dir) => timed((signal) => port.list(dir, signal), undefined),
    async read(path) {
      if (files >= limits.maxFiles) return { found: false, reason: 'the job read its dependency files' };
      if (bytes >= limits.maxBytes) return { found: false, reason: 'the job read its dependency bytes' };
      files += 1;
      const answer = await timed<DependencyAnswer>((signal) => port.read(path, signal), { found: false, reason: 'the dependency read timed out' });
      if (!answer.found) return answer;
      bytes += answer.bytes.length;
      return bytes > limits.maxBytes ? { found: false, reason: 'the job read its dependency bytes' } : answer;
    },
    spent: () => ({ bytes, files }),
  };
}

/** A job's dependency ports, opened (from DependencyOptions) and limited (limitedDependencies), per language. */
export interface OpenedDependencies {
  java?: DependencyFiles;
}

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

/**
 * TypeScript: the pseudo-file that lists the `@types` packages visible to the project (`node_modules/@types/<name>` of
 * the checkout, one name a line). The compiler includes every one of them when compilerOptions.types is not set, so their
 * global declarations (`chrome` of @types/chrome) are in scope without an import; the checks read them the same way
 * (typescript/answer/package-type-files.ts). `(` is in no package name, so no real file is shadowed.
 */
export const TYPESCRIPT_TYPES_LIST = '@types/(list)';

/**
 * TypeScript: the pseudo-file that answers, per listed `@types` package, the global names its declaration files (and the
 * packages they reference) can declare (core/dependencies/types-globals.ts has the format). With it, an `@types` package
 * the checks could not read whole leaves only its own names open, not every global (issue 22).
 */
export const TYPESCRIPT_TYPES_GLOBALS = '@types/(globals)';

/** The pipeline's `dependencies` option: one optional member per language (Java's opened per job, Python's a source). */
export type Dependencies = DependencyOptions;

/**
 * Where a dependency's file sits among the paths the answer checks see: under a root of its own with the language's
 * name, `(dependencies)/python/pecan/rest.py` (a segment no import can name: `(` is no identifier). The languages'
 * module indexes treat it as their last source root, so a module the repository defines always wins; a repository
 * that itself lists a path under the root gets no dependency reads (the pipeline checks).
 */
export const DEPENDENCY_ROOT = '(dependencies)';

/** The languages whose dependency files the checks name by path (below). */
export type DependencyLanguage = 'python' | 'rust' | 'typescript';
const LANGUAGES: ReadonlySet<string> = new Set<DependencyLanguage>(['python', 'rust', 'typescript']);

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
