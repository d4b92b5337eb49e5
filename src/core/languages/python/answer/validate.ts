/**
 * Checks a body before it may be suggested: put in place of the stub's lines, the file must
 * still parse, keep the target's signature and decorators, and no longer be a stub. Names that
 * nothing in scope defines are warnings (notes under the suggestion), not failures.
 */
import type { Definition, Stub } from '../../types.js';
import { reindentBlock } from '../../../generate/indent.js';
import { syntaxErrors } from '../parse-module.js';
import { normaliseStub, replaceBody } from '../../../generate/stub-edit.js';
import type { NeededImport, ValidationInput, ValidationResult } from '../../../generate/types.js';
import { walkBody } from './body-walk.js';
import type { Scope, WalkResult } from './walk-types.js';
import { checkNames } from './name-checks.js';
import { checkCalls } from './call-checks.js';
import { reparseWithAnswer } from './enclosing-reparse.js';
import { isDependencyPath } from '../../../dependencies/port.js';

const ownFiles = new WeakMap<ReadonlyMap<string, string>, ReadonlyMap<string, string>>();
/**
 * The repository's read files without the dependencies' (core/dependencies): names are checked against the
 * repository and Python (a dependency's module is read for its classes' members, not to suggest imports from it).
 */
function repositoryFiles(readFiles: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  let own = ownFiles.get(readFiles);
  if (own === undefined) {
    const keys = [...readFiles.keys()];
    own = keys.some(isDependencyPath) ? new Map([...readFiles].filter(([f]) => !isDependencyPath(f))) : readFiles;
    ownFiles.set(readFiles, own);
  }
  return own;
}



/** The inline stub's line up to the header's colon, or '' when it cannot be found. */
function inlineHeader(source: string, stub: Stub, target: Definition): string {
  const line = source.split('\n')[stub.bodyRange.start - 1] ?? '';
  const lastHeaderLine = target.signature.split('\n').pop() ?? '';
  const at = line.indexOf(lastHeaderLine);
  return at === -1 || !lastHeaderLine.endsWith(':') ? '' : line.slice(0, at + lastHeaderLine.length);
}

function countOutside(lines: number[], start: number, end: number): number {
  return new Set(lines.filter((l) => l < start || l > end)).size;
}

interface Semantic {
  errors: string[];
  warnings: string[];
  imports: NeededImport[];
}

/** What CPython's compiler and the run time would refuse past the grammar: compile-time rules, unbound names, members, arity. */

/** Whether `local` is bound in a single nested function scope only, by assignments alone, and every call on it sits in that scope or deeper. */
function constructedInOneNestedScope(walk: WalkResult, local: string): boolean {
  const where = new Set(walk.constructedIn.get(local) ?? []);
  const scope = where.size === 1 ? [...where][0]! : undefined;
  if (!scope || scope === walk.top || scope.kind !== 'function' || walk.uncounted.has(local)) return false;
  if (walk.scopes.some((s) => s !== scope && s.bound.has(local))) return false;
  const within = (s: Scope | undefined): boolean => s !== undefined && (s === scope || within(s.parent));
  return walk.calls.every((c) => c.chain[0] !== local || within(c.scope));
}
function semanticChecks(input: ValidationInput, fileBroken: boolean): Semantic {
  const { target } = input;
  const header = target.signature.trimEnd().endsWith(':') ? target.signature.trimEnd() : `${target.signature.trimEnd()}:`;
  const lineOffset = header.split('\n').length;
  const reindented = reindentBlock(input.body, '    ');
  const walk = walkBody(`${header}\n${reindented}\n`);
  const errors = walk.compileErrors.map((e) => `Python refuses to compile the body: ${e.message} (body line ${e.line - lineOffset}).`);
  if (errors.length > 0) return { errors, warnings: [], imports: [] };
  const readFiles = input.readFiles ?? new Map<string, string>();
  const file = input.file ?? '';
  const names = checkNames(walk, { file, source: input.source, parsed: input.parsed, target, readFiles: repositoryFiles(readFiles), lineOffset, bodyLines: reindented.split('\n'), ...(input.repoFiles === undefined ? {} : { repoFiles: input.repoFiles }) });
  const localNames = new Set(walk.scopes.flatMap((s) => [...s.bound]));
  const selfName = target.parameters[0] ?? '';
  // `x = Cls(...)` as x's only binding, in the body's own scope and no nested one: x is a Cls. Or (session 18) in
  // one nested function's scope only (oslo_service's `RetryDecorator.__call__`: `def func(*args, **kwargs): loop =
  // DynamicLoopingCall(...)`), x bound nowhere else by any means, every call on x inside that function.
  const constructed = new Map<string, string>();
  for (const [local, classes] of walk.constructed) {
    if (new Set(classes).size !== 1 || walk.bindings.get(local) !== classes.length) continue;
    if (walk.scopes.some((s) => s !== walk.top && s.bound.has(local)) || !walk.top.bound.has(local)) {
      if (!constructedInOneNestedScope(walk, local)) continue;
    }
    constructed.set(local, classes[0]!);
  }
  // A parameter the body rebinds or tests the type of may not be what its annotation says.
  const unsure = new Set(target.parameters.filter((p) => (walk.bindings.get(p) ?? 0) > 0
    || new RegExp(`\\b(isinstance|issubclass|hasattr|getattr|type|callable)\\(\\s*${p}\\b`).test(input.body)));
  const calls = checkCalls(walk.calls, {
    file, parsed: input.parsed, target, readFiles, localNames, constructed, unsure, source: input.source,
    ...(input.parsedRead === undefined ? {} : { parsedRead: input.parsedRead }),
    ...(input.repoFiles === undefined ? {} : { repoFiles: input.repoFiles }),
    selfAssigned: walk.assignedAttributes.get(selfName) ?? new Set(),
  }, lineOffset);
  const found = [...names.errors, ...calls.errors];
  // In a file that does not parse, what it defines is uncertain: the findings are notes, not errors.
  if (fileBroken) return { errors: [], warnings: [...names.warnings, ...calls.warnings, ...found], imports: names.imports };
  return { errors: found, warnings: [...names.warnings, ...calls.warnings], imports: names.imports };
}

export function validatePythonImplementation(input: ValidationInput): ValidationResult {
  const { source, parsed, target } = input;
  const stub = normaliseStub(input.stub, target);
  const body = reindentBlock(input.body, stub.indent);
  const errors: string[] = [];
  const warnings: string[] = [];
  const imports: NeededImport[] = [];
  if (body.trim() === '') return { ok: false, errors: ['The body has no statements.'], warnings, imports: [], newBody: body, newSource: source };
  // An inline stub (`def f(): pass`) shares its line with the header: the replacement is the
  // header up to its colon, then the body on lines of its own.
  const header = stub.inline === true ? inlineHeader(source, stub, target) : '';
  if (stub.inline === true && header === '') {
    return { ok: false, errors: ['The one-line stub could not be split into header and body.'], warnings, imports: [], newBody: body, newSource: source };
  }
  const newBody = header === '' ? body : `${header}\n${body}`;
  const newSource = replaceBody(source, stub, newBody);
  const bodyStart = stub.bodyRange.start + (header === '' ? 0 : 1);
  const bodyEnd = bodyStart + body.split('\n').length - 1;

  // The body alone first: an unclosed bracket makes tree-sitter blame lines far below it in
  // the file, while inside a bare function the error stays on the body's own lines.
  const alone = syntaxErrors(`def _dycoder_check_():\n${reindentBlock(input.body, '    ')}\n`);
  const bodyLineCount = body.split('\n').length;
  if (alone.length > 0) {
    const first = alone[0]!;
    const line = Math.min(Math.max(first.line - 1, 1), bodyLineCount);
    errors.push(`The body does not parse (syntax error at body line ${line}: ${first.message}).`);
    return { ok: false, errors, warnings, imports: [], newBody, newSource };
  }
  // The file with the answer in place, parsed from the enclosing top-level statement when that decides exactly.
  const reparsed = reparseWithAnswer({ source, parsed, target, stub, newBody, newSource });
  const inBody = reparsed.errorLines.filter((l) => l >= bodyStart && l <= bodyEnd);
  const before = countOutside(parsed.errorLines, stub.bodyRange.start, stub.bodyRange.end);
  const after = countOutside(reparsed.errorLines, bodyStart, bodyEnd);
  if (inBody.length > 0 || after > before) {
    errors.push('The body breaks the code around it: the file has syntax errors once it is put in place.');
    return { ok: false, errors, warnings, imports: [], newBody, newSource };
  }

  // By line as well as name: a property's getter and setter share one qualname.
  const def = reparsed.definitionAt(target.qualname, target.range.start);
  if (!def) {
    errors.push(`\`${target.qualname}\` is no longer defined once the body is put in place.`);
  } else {
    if (def.signature !== target.signature) errors.push(`The signature changed: expected \`${target.signature}\`.`);
    if (def.decorators.join('\n') !== target.decorators.join('\n')) errors.push('The decorators changed.');
    const bodyLines = body.split('\n');
    let lastCode = bodyLines.length - 1;
    while (lastCode > 0 && /^\s*(#.*)?$/.test(bodyLines[lastCode] ?? '')) lastCode--;
    if (def.range.end < bodyStart + lastCode) errors.push('Part of the body ended up outside the function (check the indentation).');
    if (reparsed.hasStub(target.qualname)) {
      errors.push('The body is still a stub (only `pass`, `...` or `raise NotImplementedError`).');
    }
    if (errors.length === 0) {
      const brokenLines = [...new Set(parsed.errorLines.filter((l) => l < stub.bodyRange.start || l > stub.bodyRange.end))].sort((a, b) => a - b);
      if (brokenLines.length > 0) {
        warnings.push(`The file already has syntax errors outside this stub (line ${brokenLines.slice(0, 5).join(', ')}); they are not from the suggestion, but the file will not run until they are fixed.`);
      }
      const semantic = semanticChecks(input, brokenLines.length > 0);
      errors.push(...semantic.errors);
      warnings.push(...semantic.warnings);
      imports.push(...semantic.imports);
    }
  }
  return { ok: errors.length === 0, errors, warnings, imports: errors.length === 0 ? imports : [], newBody, newSource };
}
