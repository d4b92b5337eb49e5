/**
 * A mixin's `self` (issue 22, session 22). A class named `...Mixin` is written to be combined with other classes: its
 * `self` is the mixin plus whatever the classes that list it among their bases supply. Those classes, when the job
 * can see them, close it: held out 14's neutron_dynamic_routing `BgpDbMixin` is mixed into `BgpPlugin` alone.
 */
import type { Definition, ParsedModule } from '../../types.js';

/**
 * A test module (`tests/`, `test_x.py`, `x_test.py`, `conftest.py`): a class there that mixes a mixin in to test it is
 * not one production code runs, so it neither closes nor opens the mixin's `self`.
 */
export const isTestPath = (path: string): boolean => /(?:^|\/)(?:tests?|testing)\/|(?:^|\/)test_[^/]*\.py$|_tests?\.py$|(?:^|\/)conftest\.py$/.test(path);

/**
 * The repository's Python modules outside its tests (`.py`, not stubs): where a mixin's users may be. A scan of them
 * all is what lets the checks say "these are every class that mixes it in".
 */
export const userScanFiles = (repoFiles: readonly string[]): string[] => repoFiles.filter((f) => f.endsWith('.py') && !isTestPath(f));

/**
 * The repository's modules outside tests are read to find a mixin's users only up to this many when reads are round
 * trips (GitHub's blobs: one or two batched reads): past it, a mixin of the repository stays open.
 */
export const MAX_USER_SCAN = 120;

/**
 * The scan's budget when the job's source reads without round trips (RepoSource.scansCheaply: a local checkout;
 * session 23, python held out 15's openstacksdk `ComputeCloudMixin` in a package of 375 modules outside tests):
 * - files: up to MAX_CHEAP_USER_SCAN modules outside tests are read (each within the source's own size cap, 1 MB for
 *   a checkout);
 * - bytes: their texts are tested for the mixin's name, a plain substring test, over MAX_SCAN_CHARS characters at
 *   most in all;
 * - parses: only the modules whose text holds the name are parsed (a class that mixes the mixin in names it in its
 *   header, `Mixin` or `mod.Mixin`), MAX_USER_MODULES of them at most.
 * "Every user seen" means: every module outside tests of the snapshot's list was read (none missing, binary or over
 * the cap), their texts together fit MAX_SCAN_CHARS, and at most MAX_USER_MODULES of them hold the name. Anything
 * else leaves the mixin open, as before.
 */
export const MAX_CHEAP_USER_SCAN = 2_000;
export const MAX_SCAN_CHARS = 32 * 1024 * 1024;
export const MAX_USER_MODULES = 64;

/** How many of the repository's modules outside tests a job may read for a mixin's users. */
export const userScanLimit = (scansCheaply: boolean): number => (scansCheaply ? MAX_CHEAP_USER_SCAN : MAX_USER_SCAN);

/**
 * Whether the job's reads show every class that may mix a mixin named `name` in (the rule above): every module of
 * `scan` (userScanFiles) read, within the byte and parse budgets.
 */
export function everyUserSeen(name: string, scan: readonly string[], file: string, read: ReadonlyMap<string, string>): boolean {
  let chars = 0;
  let holding = 0;
  for (const f of scan) {
    if (f === file) continue;
    const text = read.get(f);
    if (text === undefined) return false;
    chars += text.length;
    if (chars > MAX_SCAN_CHARS) return false;
    if (text.includes(name) && ++holding > MAX_USER_MODULES) return false;
  }
  return true;
}

/** Python's naming convention for a class meant to be mixed into others. */
export const isMixinName = (name: string): boolean => /Mix[iI]n$/.test(name);

/** A base as written names the class `name`: `Name`, `mod.Name`, `Name[T]`. */
export function namesClass(written: string, name: string): boolean {
  const base = written.replace(/\[[\s\S]*\]$/, '').trim();
  return base === name || base.endsWith(`.${name}`);
}

export interface MixinUser {
  file: string;
  parsed: ParsedModule;
  def: Definition;
}

/**
 * The classes of the given files (tests left out) that list a class named `name` among their bases, each with those bases left out
 * (the mixin's own members are the caller's to add). A user whose header names the mixin through a call
 * (`six.with_metaclass(M, Mixin)`) is not recognised and so not counted: with no user found the mixin stays open.
 */
export function mixinUsers(name: string, files: readonly (readonly [string, ParsedModule])[]): MixinUser[] {
  const users: MixinUser[] = [];
  for (const [file, parsed] of files) {
    if (isTestPath(file)) continue;
    for (const def of parsed.definitions) {
      if (def.kind !== 'class' || !def.bases.some((b) => namesClass(b, name))) continue;
      users.push({ file, parsed, def: { ...def, bases: def.bases.filter((b) => !namesClass(b, name)) } });
    }
  }
  return users;
}
