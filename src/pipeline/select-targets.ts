/**
 * Which stubs a run implements: every stub in the snapshot, named targets, names as typed in
 * a PR comment, or the stubs touched by the lines a change added (the CLI gets them from
 * `git diff`, the GitHub worker from the PR's patch).
 */
import type { LineRange, ParsedModule, Stub } from '../core/languages/types.js';
import { languageFor, isSourceFile, parseSource } from '../core/languages/index.js';
import { parsedInAsync } from '../core/retrieval/shared-parse.js';
import type { CpuGate, RepoSource, SkippedTarget } from '../core/ports.js';
import type { RetrievalTarget } from '../core/retrieval/types.js';
import type { TargetName } from '../core/target.js';
import { withoutInterfaces } from './skip-interfaces.js';

export type TargetSelection =
  | { kind: 'all-stubs' }
  | { kind: 'targets'; targets: RetrievalTarget[] }
  /**
   * As named after `/dycoder implement`: a qualname, in a file or wherever it is a stub. With
   * `lookFirst` (the PR's files), a bare name is searched there, then in at most
   * NAME_SEARCH_FILES other files, so a large repository is never scanned whole.
   */
  | { kind: 'names'; names: TargetName[]; lookFirst?: string[] }
  /**
   * Added line ranges of the head version, per repo-relative file. `auto`: no stub was named
   * (every stub the change adds), so overridden interface methods are left out.
   */
  | { kind: 'changed'; changes: Record<string, LineRange[]>; auto?: boolean };

export interface SelectedTarget {
  file: string;
  qualname: string;
  stub: Stub;
}

export interface Selection {
  targets: SelectedTarget[];
  skipped: SkippedTarget[];
}

/** Reads and parses each file once per run; the snapshot never changes under a run. */
export class ParsedFiles {
  private readonly cache = new Map<string, Promise<{ source: string; parsed: ParsedModule } | undefined>>();
  constructor(
    private readonly source: RepoSource,
    /** The worker's CPU gate: each parse takes a slot (absent: parsed at once). */
    private readonly gate?: CpuGate,
  ) {}
  get(file: string): Promise<{ source: string; parsed: ParsedModule } | undefined> {
    let entry = this.cache.get(file);
    if (!entry) {
      // The parse retrieval uses too (one parse of each file per snapshot, core/retrieval/shared-parse.ts).
      // Through the gate (its parse threads when it has them; on the loop otherwise).
      entry = this.source.readFile(file).then((text) =>
        text === undefined ? undefined : parsedInAsync(this.source, file, text, parseSource, this.gate).then((parsed) => ({ source: text, parsed })),
      );
      this.cache.set(file, entry);
    }
    return entry;
  }
}

async function stubsOf(files: ParsedFiles, file: string): Promise<Stub[]> {
  const entry = await files.get(file);
  return entry ? languageFor(file).findStubs(entry.source, file, entry.parsed) : [];
}

const overlaps = (a: LineRange, b: LineRange): boolean => a.start <= b.end && b.start <= a.end;

async function sourceFiles(source: RepoSource): Promise<string[]> {
  return (await source.listFiles()).filter(isSourceFile).sort();
}

async function explicit(files: ParsedFiles, targets: RetrievalTarget[]): Promise<Selection> {
  const out: Selection = { targets: [], skipped: [] };
  // Every named file in one round of reads, not one round each.
  for (const t of targets) void files.get(t.file).catch(() => undefined);
  for (const t of targets) {
    const entry = await files.get(t.file);
    if (!entry) {
      out.skipped.push({ ...t, reason: `The file ${t.file} does not exist in this snapshot or is not readable text.` });
      continue;
    }
    const stub = languageFor(t.file).findStubs(entry.source, t.file, entry.parsed).find((s) => s.qualname === t.qualname);
    const def = entry.parsed.definitions.find((d) => d.qualname === t.qualname && d.kind !== 'variable' && d.kind !== 'class');
    if (stub) out.targets.push({ ...t, stub });
    else if (def) out.skipped.push({ ...t, reason: `\`${t.qualname}\` in ${t.file} already has a body; DyCoder only implements stubs.` });
    else out.skipped.push({ ...t, reason: `No function \`${t.qualname}\` is defined in ${t.file}.` });
  }
  return out;
}

/** Files a bare-name search may read outside `lookFirst` (with the PR's files: ~30 reads). */
export const NAME_SEARCH_FILES = 24;

const nameTokens = (name: string): string[] => name.toLowerCase().split(/[._]+/).filter((t) => t.length >= 3);

/** Stubs named `name` in `files` (read in order), stopping at the first file that has one. */
async function findNamed(files: ParsedFiles, paths: readonly string[], name: string): Promise<SelectedTarget[]> {
  for (const file of paths) {
    const hits = (await stubsOf(files, file)).filter((s) => s.qualname === name || s.qualname.endsWith(`.${name}`));
    if (hits.length > 0) return hits.map((stub) => ({ file, qualname: stub.qualname, stub }));
  }
  return [];
}

async function bareNames(source: RepoSource, files: ParsedFiles, names: string[], lookFirst: readonly string[]): Promise<Selection> {
  const out: Selection = { targets: [], skipped: [] };
  const first = lookFirst.filter(isSourceFile);
  const rest = (await sourceFiles(source)).filter((f) => !first.includes(f));
  for (const name of names) {
    let hits = await findNamed(files, first, name);
    if (hits.length === 0) {
      // Files whose path mentions the name come first: `parse_header` is likelier in `headers.py`.
      const tokens = nameTokens(name);
      const score = (f: string): number => tokens.filter((t) => f.toLowerCase().includes(t)).length;
      const likely = [...rest].sort((a, b) => score(b) - score(a) || (a < b ? -1 : 1)).slice(0, NAME_SEARCH_FILES);
      hits = await findNamed(files, likely, name);
    }
    if (hits.length === 0) {
      out.skipped.push({
        file: '',
        qualname: name,
        reason: `No stub named \`${name}\` was found in this pull request's files or the ${NAME_SEARCH_FILES} likeliest others; name its file as \`/dycoder implement path/to/file.py:${name}\`.`,
      });
    }
    out.targets.push(...hits);
  }
  return out;
}

/** Of some found targets, those an earlier run already suggested (they do not count toward the cap). */
export type AlreadyDone = (targets: readonly SelectedTarget[]) => Promise<ReadonlySet<string>>;

const keyOf = (t: { file: string; qualname: string }): string => `${t.file}:${t.qualname}`;

/**
 * `limit` (the run's stub cap): discovery stops once `limit` targets not already done are found,
 * so a file of 10,000 stubs yields about `limit` targets and one skipped line, not 10,000 of each;
 * changed files past the one where the cap is reached are not read at all (each listed as skipped).
 */
export async function selectTargets(
  source: RepoSource,
  selection: TargetSelection,
  files = new ParsedFiles(source),
  limit = Number.POSITIVE_INFINITY,
  alreadyDone: AlreadyDone = () => Promise.resolve(new Set<string>()),
): Promise<Selection> {
  switch (selection.kind) {
    case 'targets':
      return explicit(files, selection.targets);
    case 'all-stubs': {
      const targets: SelectedTarget[] = [];
      for (const file of await sourceFiles(source)) for (const stub of await stubsOf(files, file)) targets.push({ file, qualname: stub.qualname, stub });
      return { targets, skipped: [] };
    }
    case 'changed': {
      const targets: SelectedTarget[] = [];
      const skipped: SkippedTarget[] = [];
      let open = 0;
      const changed = Object.keys(selection.changes).filter(isSourceFile).sort();
      // The files the cap leaves room for are read together (a stub each at least), the rest one by one.
      for (const file of changed.slice(0, Math.min(limit, 6))) void files.get(file).catch(() => undefined);
      for (const file of changed) {
        if (open >= limit) {
          skipped.push({ file, qualname: '*', reason: `Not looked at: this run is limited to ${limit} stubs.` });
          continue;
        }
        const ranges = selection.changes[file] ?? [];
        if ((await files.get(file)) === undefined) {
          // Its stubs cannot be found without reading it: the file itself is listed as skipped.
          const why = (await source.unreadReason?.(file)) ?? 'over the size limit, binary or not UTF-8 text';
          skipped.push({ file, qualname: '', reason: `${file} was not read: it is ${why}, so its stubs were not looked for.` });
          continue;
        }
        const hits = (await stubsOf(files, file))
          .filter((stub) => ranges.some((r) => overlaps(r, { start: stub.defLine, end: stub.bodyRange.end })))
          .map((stub) => ({ file, qualname: stub.qualname, stub }));
        const done = hits.length > 0 ? await alreadyDone(hits) : new Set<string>();
        let taken = 0;
        for (const hit of hits) {
          if (open >= limit && !done.has(keyOf(hit))) break;
          targets.push(hit);
          taken += 1;
          if (!done.has(keyOf(hit))) open += 1;
        }
        if (taken < hits.length) {
          skipped.push({ file, qualname: '*', reason: `${hits.length - taken} more stub(s) in this file were not looked at: this run is limited to ${limit} stubs.` });
        }
      }
      if (selection.auto !== true) return { targets, skipped };
      const read = async (file: string) => {
        const entry = await files.get(file);
        return entry && { ...entry, stubs: await stubsOf(files, file) };
      };
      const kept = await withoutInterfaces(targets, Object.keys(selection.changes), read, () => sourceFiles(source));
      return { targets: kept.targets, skipped: [...skipped, ...kept.skipped] };
    }
    case 'names': {
      const withFile = selection.names.flatMap((n) => (n.file === undefined ? [] : [{ file: n.file, qualname: n.qualname }]));
      const out = await explicit(files, withFile);
      const bare = selection.names.flatMap((n) => (n.file === undefined ? [n.qualname] : []));
      if (bare.length === 0) return out;
      if (selection.lookFirst !== undefined) {
        const found = await bareNames(source, files, bare, selection.lookFirst);
        return { targets: [...out.targets, ...found.targets], skipped: [...out.skipped, ...found.skipped] };
      }
      const all = (await selectTargets(source, { kind: 'all-stubs' }, files)).targets;
      for (const name of bare) {
        const hits = all.filter((t) => t.qualname === name || t.qualname.endsWith(`.${name}`));
        if (hits.length === 0) out.skipped.push({ file: '', qualname: name, reason: `No stub named \`${name}\` was found in the repository.` });
        out.targets.push(...hits);
      }
      return out;
    }
  }
}
