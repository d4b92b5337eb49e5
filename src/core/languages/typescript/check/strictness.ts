/**
 * The project's strictness and the check's verdict (held out 21, session 28: vest-utils' `invariant`, whose
 * `new Error(message ? dynamicValue(message) : message)` is clean under `strict` and TS2769 without it: the lenient
 * settings infer `dynamicValue`'s `T` as the whole union). The check compiles leniently (program.ts); a type finding
 * of that run holds for the project only under the project's own settings. So:
 * - the project's tsconfig chain read whole and `strict` off (tsc's default): the lenient run is exact;
 * - `strict` on, or the settings unknown (no config read, or one that does not compile the file: a project may be
 *   either): a type finding rejects only when a run with the strict family on finds something on the same line too.
 * Unbound names, arity and the grammar do not depend on strictness and are never dropped here. The second run costs a
 * program only when the first has a type finding to confirm (correct bodies rarely do).
 */
import type { Finding } from './findings.js';

/** Unbound names, arity and the binder's rules (partial-view.ts NOT_TYPE_FINDINGS): not types. */
const NOT_TYPE_FINDINGS = new Set([2304, 2552, 2662, 2663, 18004, 2554, 2555, 2556, 2557, 2300, 2451, 2693]);

/** Whether the finding is a type finding (one the strict family may decide otherwise). */
export const isTypeFinding = (f: Finding): boolean => f.code >= 2000 && !NOT_TYPE_FINDINGS.has(f.code) && f.missingName === undefined && f.pythonName === undefined;

/** Whether the lenient run's type findings need the strict run's agreement (`projectStrict`: undefined when unknown). */
export const needsStrictOpinion = (projectStrict: boolean | undefined, findings: readonly Finding[]): boolean => projectStrict !== false && findings.some(isTypeFinding);

/** The lenient run's findings that hold under strict too: a type finding is kept when the strict run has one on its line. */
export function agreedUnderStrict(lenient: readonly Finding[], strict: readonly Finding[]): Finding[] {
  const lines = new Set(strict.map((f) => f.bodyLine));
  return lenient.filter((f) => !isTypeFinding(f) || lines.has(f.bodyLine));
}
