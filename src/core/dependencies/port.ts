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
