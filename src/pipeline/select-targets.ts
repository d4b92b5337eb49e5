/**
 * Which stubs a run implements: every stub in the snapshot, named targets, names as typed in
 * a PR comment, or the stubs touched by the lines a change added (the CLI gets them from
 * `git diff`, the GitHub worker from the PR's patch).
 */
import type { LineRange, ParsedModule, Stub } from '../core/lang/types.js';
import { frontEndFor, isSourceFile } from '../core/lang/index.js';
import type { RepoSource, SkippedTarget } from '../core/ports.js';
import type { RetrievalTarget } from '../core/retrieval/types.js';
import type { TargetName } from '../core/target.js';

export type TargetSelection =
  | { kind: 'all-stubs' }
  | { kind: 'targets'; targets: RetrievalTarget[] }
  /** As named after `/dycoder implement`: a qualname, in a file or wherever it is a stub. */
  | { kind: 'names'; names: TargetName[] }
  /** Added line ranges of the head version, per repo-relative file. */
  | { kind: 'changed'; changes: Record<string, LineRange[]> };

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
  constructor(private readonly source: RepoSource) {}
  get(file: string): Promise<{ source: string; parsed: ParsedModule } | undefined> {
    let entry = this.cache.get(file);
    if (!entry) {
      entry = this.source.readFile(file).then((text) => (text === undefined ? undefined : { source: text, parsed: frontEndFor(file).parse(text, file) }));
      this.cache.set(file, entry);
    }
    return entry;
  }
}

async function stubsOf(files: ParsedFiles, file: string): Promise<Stub[]> {
  const entry = await files.get(file);
  return entry ? frontEndFor(file).findStubs(entry.source, file, entry.parsed) : [];
}

const overlaps = (a: LineRange, b: LineRange): boolean => a.start <= b.end && b.start <= a.end;

async function sourceFiles(source: RepoSource): Promise<string[]> {
  return (await source.listFiles()).filter(isSourceFile).sort();
}

async function explicit(files: ParsedFiles, targets: RetrievalTarget[]): Promise<Selection> {
  const out: Selection = { targets: [], skipped: [] };
  for (const t of targets) {
    const entry = await files.get(t.file);
    if (!entry) {
      out.skipped.push({ ...t, reason: `The file ${t.file} does not exist in this snapshot or is not readable text.` });
      continue;
    }
    const stub = frontEndFor(t.file).findStubs(entry.source, t.file, entry.parsed).find((s) => s.qualname === t.qualname);
    const def = entry.parsed.definitions.find((d) => d.qualname === t.qualname && d.kind !== 'variable' && d.kind !== 'class');
    if (stub) out.targets.push({ ...t, stub });
    else if (def) out.skipped.push({ ...t, reason: `\`${t.qualname}\` in ${t.file} already has a body; DyCoder only implements stubs.` });
    else out.skipped.push({ ...t, reason: `No function \`${t.qualname}\` is defined in ${t.file}.` });
  }
  return out;
}

export async function selectTargets(source: RepoSource, selection: TargetSelection, files = new ParsedFiles(source)): Promise<Selection> {
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
      for (const file of Object.keys(selection.changes).filter(isSourceFile).sort()) {
        const ranges = selection.changes[file] ?? [];
        for (const stub of await stubsOf(files, file)) {
          if (ranges.some((r) => overlaps(r, { start: stub.defLine, end: stub.bodyRange.end }))) targets.push({ file, qualname: stub.qualname, stub });
        }
      }
      return { targets, skipped: [] };
    }
    case 'names': {
      const withFile = selection.names.flatMap((n) => (n.file === undefined ? [] : [{ file: n.file, qualname: n.qualname }]));
      const out = await explicit(files, withFile);
      const bare = selection.names.flatMap((n) => (n.file === undefined ? [n.qualname] : []));
      if (bare.length === 0) return out;
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
