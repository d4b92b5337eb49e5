/**
 * The job's reads of its repository's dependencies for the answer checks (core/dependencies): one budgeted reader per
 * configured language, and the texts read so far, shared by the job's targets and by nothing else (a job's map lives
 * as long as its run). A language's scopeFiles names a dependency's file by its path under DEPENDENCY_ROOT; the
 * pipeline reads it here instead of from the repository.
 */
import { dependencyReads, type DependencyBudget, type DependencyReads } from '../core/dependencies/job-reads.js';
import { isDependencyPath, parseDependencyPath, type Dependencies, type DependencyLanguage } from '../core/dependencies/port.js';

export interface JobDependencies {
  /** What was read, by the checks' path (`(dependencies)/python/pecan/rest.py`). */
  readonly texts: ReadonlyMap<string, string>;
  /** Reads the dependency paths among `paths` (others are ignored); not available ones stay unread. */
  readAll(paths: readonly string[]): Promise<void>;
  /** Stats per language, for logs and the bench. */
  stats(): Partial<Record<DependencyLanguage, DependencyReads['stats']>>;
}

export function jobDependencies(dependencies: Dependencies | undefined, repoFiles: () => Promise<readonly string[]>, budget?: DependencyBudget): JobDependencies {
  const texts = new Map<string, string>();
  const readers = new Map<DependencyLanguage, DependencyReads>();
  for (const [language, source] of Object.entries(dependencies ?? {}) as [DependencyLanguage, Dependencies[DependencyLanguage]][]) {
    if (source !== undefined) readers.set(language, dependencyReads(source, budget));
  }
  // A repository that lists a path under the dependencies' root gets none: its own file must never be shadowed.
  let clash: Promise<boolean> | undefined;
  const clashes = (): Promise<boolean> => (clash ??= repoFiles().then((files) => files.some(isDependencyPath), () => true));
  return {
    texts,
    async readAll(paths) {
      const wanted = paths.map((p) => ({ at: p, dep: parseDependencyPath(p) })).filter((w) => w.dep !== undefined && readers.has(w.dep.language));
      if (wanted.length === 0 || (await clashes())) return;
      await Promise.all(wanted.map(async ({ at, dep }) => {
        const text = await readers.get(dep!.language)!.read(dep!.path);
        if (text !== undefined) texts.set(at, text);
      }));
    },
    stats: () => Object.fromEntries([...readers].map(([l, r]) => [l, { ...r.stats }])),
  };
}
