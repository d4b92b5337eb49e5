/**
 * The stubs of a local directory as automatic mode sees them: every stub (or those touching
 * added lines), which of them are overridden interface methods (left to explicit commands),
 * and which Python files could not be read, with the reason.
 */
import type { FsRepoSource } from '../adapters/local/fs-repo-source.js';
import { languageFor, isSourceFile } from '../core/languages/index.js';
import { overriddenInterfaces, type ModuleStubs } from '../core/languages/stubs-interfaces.js';
import type { LineRange, Stub } from '../core/languages/types.js';
import { skipReasonText } from '../core/source/file-content.js';

export interface ScannedStub extends Stub {
  file: string;
  /** A base-class method raising NotImplementedError that a subclass overrides. */
  interface: boolean;
}

export interface StubScan {
  stubs: ScannedStub[];
  /** Source files that were not read, with the reason in words. */
  unreadable: { file: string; reason: string }[];
  filesScanned: number;
}

const overlaps = (a: LineRange, b: LineRange): boolean => a.start <= b.end && b.start <= a.end;

/** Scans every Python file; with `changes`, keeps only stubs that touch the added lines. */
export async function scanStubs(source: FsRepoSource, changes?: Record<string, LineRange[]>): Promise<StubScan> {
  const files = (await source.listFiles()).filter(isSourceFile).sort();
  const modules: ModuleStubs[] = [];
  const unreadable: StubScan['unreadable'] = [];
  for (const file of files) {
    const text = await source.readFile(file);
    if (text === undefined) {
      const reason = await source.skipReason(file);
      if (reason !== undefined && reason !== 'missing') unreadable.push({ file, reason: `it is ${skipReasonText(reason)}` });
      continue;
    }
    const frontEnd = languageFor(file);
    const parsed = frontEnd.parse(text, file);
    modules.push({ file, parsed, stubs: frontEnd.findStubs(text, file, parsed) });
  }
  // Interfaces are judged against the whole repository, even when only changed stubs are kept.
  const interfaces = overriddenInterfaces(modules);
  const stubs = modules.flatMap((m) =>
    m.stubs
      .filter((s) => changes === undefined || (changes[m.file] ?? []).some((r) => overlaps(r, { start: s.defLine, end: s.bodyRange.end })))
      .map((s) => ({ file: m.file, ...s, interface: interfaces.has(`${m.file}:${s.qualname}`) })),
  );
  const kept = changes === undefined ? unreadable : unreadable.filter((u) => changes[u.file] !== undefined);
  return { stubs, unreadable: kept, filesScanned: files.length };
}
