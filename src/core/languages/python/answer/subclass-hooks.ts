/**
 * A class written for its subclasses to complete, whatever its bases (issue 22, session 28; python held out 20's
 * electrum `BaseWizard(Logger)`, whose methods call `self.confirm_seed_dialog(...)`, `self.choice_dialog(...)`, ...
 * that neither it nor `Logger` defines and that `InstallWizard(QDialog, MessageBoxMixin, BaseWizard)` in gui/qt
 * supplies). Session 23's "mixin in effect" (scope-files.ts) covers a class of no base but `object`; a class with
 * bases the check sees whole is recognised here, where its members are known: its own methods call on `self` a method
 * that neither it nor its bases define or assign. Its `self` then lacks a name only when its subclasses lack it too,
 * which the check can tell only with every module read (call-checks.ts `definedBySubclass`).
 */
import { codeKeepingNameStrings, withoutTripleStrings } from './class-patches.js';

/**
 * The methods a class's text calls on `self` (`self.m(...)`). Calls only: an attribute read (`self.x`) the members miss
 * is as often set in ways the check does not follow (`setattr(self, ...)`, a descriptor, code outside the class) as
 * left to subclasses, while a method called that neither the class nor a base defines is a hook (sqlobject's
 * `SQLObject` reads such attributes and calls none).
 */
function selfCalls(classText: string, selfName: string): Set<string> {
  const esc = selfName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new Set([...classText.matchAll(new RegExp(`(?<![\\w.])${esc}\\.([A-Za-z_]\\w*)\\s*\\(`, 'g'))].map((m) => m[1]!));
}

/** The names a class's code assigns on `self` (`self.x = `, `self.x += `, `self.x: T = `, in a tuple target too). */
function assignedOnSelf(classText: string, selfName: string): Set<string> {
  const esc = selfName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new Set([...classText.matchAll(new RegExp(`(?<![\\w.])${esc}\\.([A-Za-z_]\\w*)\\s*(?::[^=\\n]+)?(?:[-+*/%&|^@]|//|<<|>>|\\*\\*)?=(?!=)`, 'g'))].map((m) => m[1]!));
}

/**
 * The methods the class's own text (the target's lines blanked: the job's text holds its stub, and the answer is what
 * is checked) calls on `self` that `known` (its members, its bases' included, and `object`'s) does not hold and that the
 * text does not assign on `self`. Non-empty: the class leaves those to its subclasses.
 */
export function namesLeftToSubclasses(classText: string, selfName: string, known: ReadonlySet<string>): string[] {
  // Docstrings, comments and strings say nothing of what the code uses.
  const code = withoutTripleStrings(classText).split('\n').map(codeKeepingNameStrings).join('\n');
  const assigned = assignedOnSelf(code, selfName);
  // A call the class guards with `hasattr(self, 'm')` / `getattr(self, 'm', ...)` is an optional hook (datalad's GitRepo
  // asks `hasattr(self, "call_annex")` for its AnnexRepo subclass): it says nothing of what subclasses must supply.
  const esc = selfName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const guarded = new Set([...code.matchAll(new RegExp(`\\b(?:hasattr|getattr)\\(\\s*${esc}\\s*,\\s*(["'])(\\w+)\\1`, 'g'))].map((m) => m[2]!));
  // A name that differs from a member only in case is a misspelling of it, not a hook (x2go's X2GoClient calls
  // `self.HOOk_no_installed_xservers_found()` beside its `HOOK_no_installed_xservers_found`).
  const folded = new Set([...known].map((n) => n.toLowerCase()));
  return [...selfCalls(code, selfName)].filter((n) => !known.has(n) && !assigned.has(n) && !guarded.has(n) && !folded.has(n.toLowerCase())).sort();
}
