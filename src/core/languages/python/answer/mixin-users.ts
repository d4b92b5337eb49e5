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
 * The repository's modules outside tests are read to find a mixin's users only up to this many (one or two batched
 * reads on GitHub): past it, a mixin of the repository stays open.
 */
export const MAX_USER_SCAN = 120;

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
