/**
 * Automatic mode leaves interfaces alone: a base-class method that raises NotImplementedError
 * and that a subclass overrides is an abstract method, not work left to do (an explicit
 * command may still name it). Subclasses are looked for in the files given first (for a pull
 * request, the Python files it changes); a method still undecided then is looked for in at most
 * SUBCLASS_SEARCH_FILES other files of the repository, nearest to the base class's file first
 * (same folder, then its subfolders and parents; a file named after the class before others),
 * read in rounds that stop once every undecided method's class has a subclass in view: its
 * subclasses are usually its neighbours, and a method none of them overrides is a stub. Only a
 * class with no subclass found costs the whole bound. Reading the whole repository
 * would undo the point of partial retrieval; the files read are cached for retrieval, which
 * usually wants the same package.
 */
import type { ParsedModule, Stub } from '../core/languages/types.js';
import { extendedClassNames, overriddenInterfaces, type ModuleStubs } from '../core/languages/stubs-interfaces.js';
import { interfaceFiles } from '../core/languages/index.js';
import type { SkippedTarget } from '../core/ports.js';

export interface InterfaceCandidate {
  file: string;
  qualname: string;
  stub: Stub;
}

type ReadStubs = (file: string) => Promise<{ source: string; parsed: ParsedModule; stubs: readonly Stub[] } | undefined>;

/** Files beyond the given ones that one run may read to find subclasses. */
export const SUBCLASS_SEARCH_FILES = 12;
/** Files read side by side in one round of that search. */
const ROUND = 6;

const REASON =
  'An interface method (it raises NotImplementedError and a subclass overrides it), so automatic mode leaves it; name it in `/dycoder implement` to implement it anyway.';

const dirsOf = (file: string): string[] => file.split('/').slice(0, -1);
/** `Outer.Backend.save` → `Backend`. */
const ownerName = (qualname: string): string => qualname.split('.').slice(-2, -1)[0] ?? '';

function sharedDepth(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/** `Storage.Backend.save` → ['storage', 'backend']: words of the owning class names, for file names like `disk_backend.py`. */
function classWords(qualname: string): string[] {
  const owners = qualname.split('.').slice(0, -1);
  return owners.flatMap((name) => name.split(/(?<=[a-z0-9])(?=[A-Z])|_/).map((w) => w.toLowerCase())).filter((w) => w.length >= 3);
}

/** The files likeliest to hold a subclass of the undecided methods' classes, best first, at most `limit`. */
export function subclassSearchOrder(undecided: readonly InterfaceCandidate[], files: readonly string[], limit = SUBCLASS_SEARCH_FILES): string[] {
  const homes = undecided.map((t) => dirsOf(t.file));
  const words = [...new Set(undecided.flatMap((t) => classWords(t.qualname)))];
  const scored = files.map((file) => {
    const dirs = dirsOf(file);
    const depth = Math.max(...homes.map((home) => sharedDepth(home, dirs)));
    const base = file.slice(file.lastIndexOf('/') + 1).toLowerCase();
    return { file, depth, named: words.some((w) => base.includes(w)) ? 1 : 0 };
  });
  scored.sort((a, b) => b.depth - a.depth || b.named - a.named || a.file.length - b.file.length || (a.file < b.file ? -1 : 1));
  return scored.slice(0, limit).map((s) => s.file);
}

export async function withoutInterfaces<T extends InterfaceCandidate>(
  targets: T[],
  files: readonly string[],
  read: ReadStubs,
  /** Every file of the snapshot, for the bounded search outside `files`; without it, only `files` are looked at. */
  repositoryFiles?: () => Promise<readonly string[]>,
): Promise<{ targets: T[]; skipped: SkippedTarget[] }> {
  const candidates = targets.filter((t) => t.stub.kind === 'not-implemented' && t.qualname.includes('.'));
  if (candidates.length === 0) return { targets, skipped: [] };
  const modules: ModuleStubs[] = [];
  const load = async (batch: readonly string[]): Promise<void> => {
    const entries = await Promise.all(batch.map(async (file) => ({ file, entry: await read(file) })));
    for (const { file, entry } of entries) if (entry) modules.push({ file, parsed: entry.parsed, stubs: entry.stubs });
  };
  await load(interfaceFiles(files));
  let interfaces = overriddenInterfaces(modules);
  // Undecided: not known to be overridden, and its class has no subclass in view yet.
  const undecided = (): T[] => {
    const extended = extendedClassNames(modules);
    return candidates.filter((t) => !interfaces.has(`${t.file}:${t.qualname}`) && !extended.has(ownerName(t.qualname)));
  };
  if (undecided().length > 0 && repositoryFiles !== undefined) {
    const given = new Set(files);
    const order = subclassSearchOrder(undecided(), interfaceFiles(await repositoryFiles()).filter((f) => !given.has(f)));
    for (let at = 0; at < order.length && undecided().length > 0; at += ROUND) {
      await load(order.slice(at, at + ROUND));
      interfaces = overriddenInterfaces(modules);
    }
  }
  const isInterface = (t: T): boolean => interfaces.has(`${t.file}:${t.qualname}`);
  return {
    targets: targets.filter((t) => !isInterface(t)),
    skipped: targets.filter(isInterface).map((t) => ({ file: t.file, qualname: t.qualname, reason: REASON })),
  };
}
