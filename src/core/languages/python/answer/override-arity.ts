/**
 * Arity against overrides the job cannot see (issue 22, session 26). A base class whose method `m` only says "a
 * subclass supplies me" (`raise NotImplementedError`, `pass`, `...` or a docstring alone) often calls `self.m(...)`
 * the way its subclasses define `m`, not the way it does: python3-srs's `Base.reverse` calls
 * `self.parse(user, srshost=host)` against `Base.parse(self, srsuser)`, and every subclass takes `srshost`. With the
 * subclasses read (call-checks.ts `fitsSubclassOverride`) the call is checked against them; before the job has read
 * every module that could subclass the class (a GitHub source before its archive: no cheap scan) they are unknown,
 * and the base's placeholder signature is no evidence against the call. Such a call is then left unchecked, with no
 * warning (a warning would be blamed on a correct body). A method with a real body keeps its signature's check: the
 * base runs it itself.
 */
import type { Definition } from '../../types.js';
import { everyUserSeen, userScanFiles } from './mixin-users.js';

/** A statement that only stands in for a subclass's code. */
const PLACEHOLDER = /^(?:pass|\.\.\.|raise\s*\(?\s*NotImplementedError\b.*)$/;

/**
 * Whether a method's body (its docstring aside) is only placeholders: `pass`, `...`, `raise NotImplementedError[(...)]`
 * (continuation lines of the raise included), or nothing but the docstring. `text` is the method's file.
 */
export function placeholderBody(def: Definition, text: string): boolean {
  const lines = text.split('\n');
  const headerLines = def.signature.split('\n').length;
  const from = def.docstringRange !== undefined ? def.docstringRange.end + 1 : def.range.start + headerLines - 1;
  let rest = lines.slice(from - 1, def.range.end);
  // A body on the header's line (`def m(self): raise NotImplementedError`): what follows the header's colon.
  if (def.docstringRange === undefined) {
    const last = rest[0] ?? '';
    const sigLast = def.signature.split('\n').at(-1) ?? '';
    const at = last.indexOf(sigLast);
    rest = [at === -1 ? '' : last.slice(at + sigLast.length), ...rest.slice(1)];
  }
  let statements = 0;
  let indent = -1;
  for (const raw of rest) {
    const line = raw.replace(/\s+#.*$/, '');
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const lead = line.length - line.trimStart().length;
    // Continuation lines of a statement (a raise's message over several lines) are indented deeper or close a bracket.
    if (indent !== -1 && (lead > indent || /^[)\]}]/.test(trimmed))) continue;
    for (const part of trimmed.split(';').map((s) => s.trim()).filter((s) => s !== '')) {
      if (!PLACEHOLDER.test(part)) return false;
      statements++;
    }
    if (indent === -1) indent = lead;
  }
  return statements > 0 || def.docstringRange !== undefined;
}

/**
 * Whether a subclass of the class named `name` may be in a module the job has not read: the snapshot's path list is
 * unknown, or some module of it outside tests is unread (mixin-users.ts `everyUserSeen`, the same budgets).
 */
export function subclassesMayBeUnseen(name: string, file: string, repoFiles: readonly string[] | undefined, readFiles: ReadonlyMap<string, string>): boolean {
  return repoFiles === undefined || !everyUserSeen(name, userScanFiles(repoFiles), file, readFiles);
}
