/**
 * The compiler's diagnostics that the body is to blame for, as findings with exact messages for
 * the repair round: those located in the body's lines only (the rest of the file is the
 * repository's business), minus the escapes a partial view of the repository must allow.
 *
 * The principle: the check sees a PARTIAL program (the files the job read; every other module is `any`,
 * the host's types are `any`). An error that may come from that partial view is never a rejection: only
 * errors that hold whatever the unread files say may reject. Unbound names (nothing the job read, no
 * import, no global binds them: a needed import is offered instead), the grammar and the binder's rules
 * hold regardless; a type finding holds only when none of the types it involves was computed from the
 * unread (partial-view.ts, the last gate below, and the older named escapes before it).
 */
import ts from 'typescript';
import { isNeverFromAny } from './never-from-any.js';
import { bundlerDefinedNames } from '../answer/bundler-defines.js';
import { companionMembers, declaredInCompanion, definedByDefineProperty, isInheritedImplicitConstructor, isOpenReceiver, nodeAt, probedThisMembers, receiverOf } from './escapes.js';
import { isAnyArithmetic } from './any-arithmetic.js';
import { isAnyKeyIndexRead } from './any-key-access.js';
import { globalDirectiveNames } from './global-directives.js';
import { hostObjectReturnFindings } from './host-object-returns.js';
import { isLiteralKeyOfAugmentable } from './keyof-augmentable.js';
import { pythonSelfFindings } from './host-self.js';
import { providedByHierarchy } from './js-chain-members.js';
import { isOverrideArity } from './js-override-arity.js';
import { isUniformCallArity } from './js-uniform-call-arity.js';
import { isRedefinedProperty } from './js-redefined-property.js';
import { mayComeFromPartialView } from './partial-view.js';
import { installedThisFindings, isPlainFunctionThis } from './js-plain-function-this.js';
import { providedByPrototype } from './js-prototype-members.js';
import { isUnnarrowedByAnyGuard } from './any-guard.js';
import { isAnyArgumentToNever, isSymbolFromKeyofAny, isUnknownArgumentFromAny, isUnknownFromAny } from './unknown-from-any.js';
import type { CheckRun } from './program.js';

export interface Finding {
  /** 1-based line within the body. */
  bodyLine: number;
  code: number;
  message: string;
  /** For "Cannot find name": the name. */
  missingName?: string;
  /** A Python spelling the compiler binds (`self.name` for `this.name`: host-self.ts). */
  pythonName?: string;
}

/** Codes that name things the check cannot see (modules it did not read, @types it does not load): never findings. */
const ESCAPES = new Set([
  2307, // Cannot find module
  2792, // Cannot find module; did you mean to set moduleResolution
  7016, // Could not find a declaration file for module
  2580, 2581, 2582, 2583, 2584, 2591, 2592, 2593, 2867, 2868, // Cannot find name X: install @types/node, jquery, a test runner, change lib
  2875, // JSX tag requires the module path 'react/jsx-runtime'
  2503, // Cannot find namespace X (global namespaces of @types packages)
  2589, 2590, // Type instantiation is excessively deep / union too complex: limits, not mistakes
  1375, 1378, // top-level await settings
  2578, // Unused '@ts-expect-error': the error it expects may need settings or types the check does not have
]);

/** Unbound names: kept in JavaScript too (JavaScript gets scope findings only). */
const SCOPE_CODES = new Set([2304, 2552, 2662, 2663, 18004]);
/**
 * Grammar and binder rules the compiler reports for JavaScript without type information, and more
 * arguments than a function takes (2554; a function reading `arguments` takes any number).
 */
const JS_RULES = new Set([1308, 1103, 1163, 1212, 1213, 1214, 1215, 1100, 1101, 1102, 1104, 1105, 1107, 1108, 2300, 2451, 18012, 2554]);
/** Missing members: in JavaScript, on `this` only (a class's members are its declarations and `this.x =` assignments). */
const JS_THIS_MEMBER = new Set([2339, 2551]);

export const CANNOT_FIND = new Set([2304, 2552]);
const BUNDLER_DEFINE = /^__[A-Z][A-Z0-9_]*__$/;

/**
 * "'NodeModule' only refers to a type, but is being used as a value here": no value of the name is bound — the host's
 * type-only globals (lib-env.ts: `NodeModule`, `BufferEncoding`) or a type the file imports — so, like an unbound name,
 * a value a read file exports under it is a needed import (tgrid's `NodeModule.ws.get()` with its import taken out).
 */
const TYPE_USED_AS_VALUE = 2693;

function missingNameOf(d: ts.Diagnostic, sf: ts.SourceFile): string | undefined {
  if (!(CANNOT_FIND.has(d.code) || d.code === TYPE_USED_AS_VALUE) || d.start === undefined || d.length === undefined) return undefined;
  return sf.text.slice(d.start, d.start + d.length);
}

/**
 * "Type 'void | T' is not assignable to type 'T'. Type 'void' is not assignable to type 'T'." (an assignment or a
 * return) or "Argument of type 'void | T' is not assignable to parameter of type 'T'. Type 'void' ..." (a call):
 * only `void` fails.
 */
export function isVoidLeftInUnion(message: string): boolean {
  const m = /^(?:Type|Argument of type) '(.+?)' is not assignable to (?:parameter of )?type '(.+?)'\.\s+Type 'void' is not assignable to type /.exec(message);
  return m !== null && /(^|\| )void( \||$)/.test(m[1]!);
}

/**
 * Whether `pos` lies in a comment (a JSDoc type), not in code: no identifier of the tree starts there. (A textual
 * scan for the last `/*` took `// in "text/*"` for an open comment and hid every unbound name after it.)
 */
function inComment(sf: ts.SourceFile, pos: number): boolean {
  const node = nodeAt(sf, pos);
  return !(node !== undefined && ts.isIdentifier(node) && node.getStart(sf) === pos);
}

/**
 * Errors located in file lines [start, end] (the body), as findings; `js` keeps scope and grammar findings only.
 * `readFiles`: the files the job read (JavaScript: a subclass among them may provide a member of `this`);
 * `hostObjects`: the host's object types the check declares `any` (lib-env.ts hostObjectTypes).
 */
export function bodyFindings(run: CheckRun, start: number, end: number, js: boolean, readFiles: ReadonlyMap<string, string> = new Map(), hostObjects: ReadonlySet<string> = new Set()): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  const syntactic = new Set<ts.Diagnostic>(run.program.getSyntacticDiagnostics(run.target));
  let probed: Set<string> | undefined;
  let globals: Set<string> | undefined;
  let defines: Set<string> | undefined;
  let companion: Map<string, Set<string>> | null | undefined;
  for (const d of run.diagnostics) {
    if (d.category !== ts.DiagnosticCategory.Error || d.start === undefined || d.file !== run.target) continue;
    if (ESCAPES.has(d.code)) continue;
    const jsThisMember = js && JS_THIS_MEMBER.has(d.code) && receiverOf(run.target, d)?.kind === ts.SyntaxKind.ThisKeyword;
    if (jsThisMember) {
      // `this` of a plain function the file does not use as a class: the caller's binding, members unknown.
      if (isPlainFunctionThis(run.target, d)) continue;
      // A member a class of the chain defines with `Object.defineProperty(this, 'name', ...)`.
      if (definedByDefineProperty(run.checker, run.target, d)) continue;
      // A member the hierarchy relies on outside the body, or a subclass the job read provides.
      if (providedByHierarchy(run.checker, run.target, d, start, end, readFiles)) continue;
      // A member another module puts on the prototype (`var proto = F.prototype; proto.m = ...`), or a
      // prototype the check cannot enumerate (`Object.assign(F.prototype, ...)`, filled in an unread module).
      if (providedByPrototype(run.target, d, readFiles)) continue;
      // JavaScript compiled from TypeScript lost the fields its classes declare without a value: the
      // declaration file beside it has them, and then it is the whole class. Without one, a member
      // the file tests for before use (2339; a near miss of a member is 2551, a typo) is a subclass's.
      companion ??= companionMembers(run.program, run.target.fileName) ?? null;
      if (companion !== null) {
        if (declaredInCompanion(companion, run.target, d)) continue;
      } else if (d.code === 2339) {
        probed ??= probedThisMembers(run.target);
        if (probed.has(run.target.text.slice(d.start, d.start + (d.length ?? 0)))) continue;
      }
    }
    if (js && !syntactic.has(d) && !SCOPE_CODES.has(d.code) && !JS_RULES.has(d.code) && !jsThisMember) continue;
    // JavaScript: a property assigned twice (`this.m = this.m.bind(this)` beside `F.prototype.m = ...`) is no error at run time.
    if (js && isRedefinedProperty(run.target, d)) continue;
    // JavaScript: an extra argument to a hook method that an override of the hierarchy takes (`super.configure(args)`).
    if (js && isOverrideArity(run.target, d, readFiles)) continue;
    // JavaScript: an extra argument the same function passes, word for word, to a sibling callee that takes it.
    if (js && isUniformCallArity(run.checker, run.target, d)) continue;
    // JavaScript: a type a JSDoc comment names (`@type {RPCImpl}`, a typedef of another file) is documentation, not code.
    if (js && CANNOT_FIND.has(d.code) && inComment(run.target, d.start)) continue;
    // JavaScript: `__NAME__` is a bundler's define (Vite `define`, webpack's DefinePlugin), replaced at build
    // or serve time and declared nowhere; TypeScript declares its defines (`declare const __DEV__`).
    if (js && CANNOT_FIND.has(d.code) && BUNDLER_DEFINE.test(missingNameOf(d, run.target) ?? '')) continue;
    // A name a bundler configuration the job read defines (`define: { __WORKER_SRC__: ... }`): replaced at build time.
    if (CANNOT_FIND.has(d.code) && (defines ??= bundlerDefinedNames(readFiles)).has(missingNameOf(d, run.target) ?? '')) continue;
    // JavaScript: a name the file declares with a linter's `/* global name *\/` directive is the host's.
    if (js && CANNOT_FIND.has(d.code) && (globals ??= globalDirectiveNames(run.target.text)).has(missingNameOf(d, run.target) ?? '')) continue;
    const line = run.target.getLineAndCharacterOfPosition(d.start).line + 1;
    if (line < start || line > end) continue;
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    // `any` reaching a type the environment made `never` (a host type the check declares as any).
    if (message.startsWith("Type 'any' is not assignable")) continue;
    // The check's lenient settings (no strictNullChecks) do not narrow `IteratorResult<T, void>` by `if (r.done)`:
    // `void` left in a union is the `undefined` the project's strict narrowing removes (a union without void stays).
    if (isVoidLeftInUnion(message)) continue;
    if (isOpenReceiver(run.checker, run.target, d)) continue;
    if (isAnyKeyIndexRead(run.checker, run.target, d)) continue;
    if (isInheritedImplicitConstructor(run.checker, run.target, d)) continue;
    if (isAnyArithmetic(run.checker, run.target, d)) continue;
    if (isUnknownFromAny(run.checker, run.target, d)) continue;
    if (isUnknownArgumentFromAny(run.checker, run.target, d)) continue;
    if (isAnyArgumentToNever(run.checker, run.target, d)) continue;
    if (isLiteralKeyOfAugmentable(run.checker, run.target, d)) continue;
    if (isSymbolFromKeyofAny(run.checker, run.target, d)) continue;
    if (isUnnarrowedByAnyGuard(run.checker, run.target, d)) continue;
    if (isNeverFromAny(run.checker, run.target, d)) continue;
    // THE RULE for type findings: a finding may reject only when it holds whatever the files the check did not
    // read say. One whose types were computed from the unread (an unread module is the compiler's error type, and
    // `Omit<Unread, K>` looks closed), or whose value a generic call inferred from such an argument, may come from
    // the partial view and is dropped (partial-view.ts). Unbound names and grammar are not judged by types.
    if (!syntactic.has(d) && mayComeFromPartialView(run.checker, run.target, d)) continue;
    const key = `${line}:${d.code}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const missingName = missingNameOf(d, run.target);
    out.push({ bodyLine: line - start + 1, code: d.code, message, ...(missingName !== undefined ? { missingName } : {}) });
  }
  // JavaScript: `this` of a plain function a read file installs on an object (`any` to the compiler).
  if (js) out.push(...installedThisFindings(run.target, start, end, readFiles));
  // A primitive returned where the function declares a host object type (`Element`), which the check types `any`.
  if (!js) out.push(...hostObjectReturnFindings(run, start, end, hostObjects));
  // Python's `self` for `this`, which the host's global `self` binds (the compiler reports nothing).
  out.push(...pythonSelfFindings(run, start, end));
  return out;
}

/** Python's spellings that are no TypeScript/JavaScript names. */
const PYTHON_NAMES = new Set(['None', 'True', 'False', 'self', 'elif', 'nil', 'print', 'len', 'isinstance', 'str', 'dict', 'range']);

/** The findings as the repair round's problems; `hints` adds what the repository offers for a missing name. */
export function findingMessages(findings: readonly Finding[], hints: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const python = [...new Set(findings.map((f) => f.pythonName ?? f.missingName).filter((n): n is string => n !== undefined && PYTHON_NAMES.has(n)))];
  if (python.length > 0) {
    out.push(
      `The body is Python, not TypeScript/JavaScript (${python.map((n) => `\`${n}\``).join(', ')}): use \`null\`/\`undefined\`, \`true\`/\`false\`, \`this\`, declare variables with \`const\`/\`let\` and write every block in braces.`,
    );
  }
  for (const f of findings) {
    const hint = f.missingName !== undefined ? hints.get(f.missingName) : undefined;
    out.push(`Body line ${f.bodyLine}: ${f.message}${hint ? ` ${hint}` : ''} (TS${f.code})`);
  }
  return out;
}
