/**
 * The stubs of a local directory as a whole-directory run sees them, one file at a time: each
 * file is read (uncached), parsed, its stubs reported, and its tree dropped before the next, so
 * memory grows with the number of stubs and classes, not with the size of the tree. Only what
 * the interface rule needs is kept across files: the classes, their bases and method names.
 * A `raise NotImplementedError` method is reported after the last file, once every subclass
 * that might override it has been seen; every other stub is reported as soon as it is found.
 */
import type { FsRepoSource } from '../adapters/local/fs-repo-source.js';
import { languageFor, isSourceFile } from '../core/languages/index.js';
import { overriddenInterfaces, type ModuleStubs } from '../core/languages/stubs-interfaces.js';
import type { Definition, LineRange, ParsedModule, Stub } from '../core/languages/types.js';
import { skipReasonText } from '../core/source/file-content.js';
import { definitionOf, stubIntent } from './stub-intent.js';

export interface ScannedStub extends Stub {
  file: string;
  /** A base-class method raising NotImplementedError that a subclass overrides. */
  interface: boolean;
  /** An empty body that promises nothing (see stub-intent.ts): left out unless --all-stubs. */
  noOp: boolean;
}

export interface UnreadableFile {
  file: string;
  reason: string;
}

export interface StubScan {
  /** In file order, then line order. */
  stubs: ScannedStub[];
  /** Source files that were not read, with the reason in words. */
  unreadable: UnreadableFile[];
  filesScanned: number;
}

export interface ScanOptions {
  /** Keep only stubs that touch these added lines (per file), as `--base` does. */
  changes?: Record<string, LineRange[]>;
  /** Called with each stub once its status is known, and with each unreadable file. */
  onStub?: (stub: ScannedStub) => void;
  onUnreadable?: (file: UnreadableFile) => void;
}

const overlaps = (a: LineRange, b: LineRange): boolean => a.start <= b.end && b.start <= a.end;

/** Classes and their methods, stripped of references and bodies: all the interface rule reads. */
function classSkeleton(parsed: ParsedModule): ParsedModule | undefined {
  const classes = new Set(parsed.definitions.filter((d) => d.kind === 'class').map((d) => d.qualname));
  if (classes.size === 0) return undefined;
  const keep = parsed.definitions.filter((d) => d.kind === 'class' || (d.parent !== undefined && classes.has(d.parent) && d.kind !== 'variable'));
  const slim = keep.map(
    (d): Definition => ({
      kind: d.kind,
      name: d.name,
      qualname: d.qualname,
      ...(d.parent !== undefined ? { parent: d.parent } : {}),
      range: d.range,
      fullRange: d.fullRange,
      signature: '',
      decorators: [],
      bases: [...d.bases],
      isAsync: false,
      parameters: [],
      locals: [],
      references: [],
      attributes: [],
    }),
  );
  return { definitions: slim, imports: [], moduleReferences: [], errorLines: [], lineCount: parsed.lineCount };
}

/** Scans every source file; see the module comment for what is kept and when stubs are reported. */
export async function scanStubs(source: FsRepoSource, opts: ScanOptions = {}): Promise<StubScan> {
  const { changes } = opts;
  const files = (await source.listFiles()).filter(isSourceFile).sort();
  const skeletons: ModuleStubs[] = [];
  const pending: ScannedStub[] = [];
  const stubs: ScannedStub[] = [];
  const unreadable: UnreadableFile[] = [];
  const report = (stub: ScannedStub): void => {
    stubs.push(stub);
    opts.onStub?.(stub);
  };
  for (const file of files) {
    const text = await source.readFile(file);
    if (text === undefined) {
      const reason = await source.skipReason(file);
      if (reason === undefined || reason === 'missing' || (changes !== undefined && changes[file] === undefined)) continue;
      const entry = { file, reason: `it is ${skipReasonText(reason)}` };
      unreadable.push(entry);
      opts.onUnreadable?.(entry);
      continue;
    }
    const frontEnd = languageFor(file);
    const parsed = frontEnd.parse(text, file);
    const found = frontEnd.findStubs(text, file, parsed);
    const candidates: Stub[] = [];
    for (const stub of found) {
      const def = definitionOf(parsed.definitions, stub);
      // Interfaces are judged against the whole directory, even when only changed stubs are kept.
      if (stub.kind === 'not-implemented' && def?.parent !== undefined) candidates.push(stub);
      if (changes !== undefined && !(changes[file] ?? []).some((r) => overlaps(r, { start: stub.defLine, end: stub.bodyRange.end }))) continue;
      const scanned: ScannedStub = { file, ...stub, interface: false, noOp: stubIntent(stub, def) === 'no-op' };
      if (stub.kind === 'not-implemented' && def?.parent !== undefined) pending.push(scanned);
      else report(scanned);
    }
    const skeleton = classSkeleton(parsed);
    if (skeleton) skeletons.push({ file, parsed: skeleton, stubs: candidates });
  }
  const interfaces = overriddenInterfaces(skeletons);
  for (const stub of pending) report({ ...stub, interface: interfaces.has(`${stub.file}:${stub.qualname}`) });
  stubs.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.defLine - b.defLine));
  return { stubs, unreadable, filesScanned: files.length };
}
