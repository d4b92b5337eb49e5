/**
 * Members of values the check typed `unknown` only because a module it did not read is `any`. A
 * generic call over an `any` argument infers its type parameter as `unknown` (`Object.values(x)` with
 * `x: any` from an unread package gives `unknown[]`), and `instanceof` against an `any` class does not
 * narrow it; the real compiler, with the package's types, sees the member. Such a finding is the
 * check's blind spot, not the body's mistake: it is dropped. An `unknown` that does not come from an
 * `any` argument (a `catch` variable, `JSON.parse` assigned to an `unknown`, a parameter declared
 * `unknown`) keeps its findings.
 *
 * The same blind spot for `keyof`: `keyof typeof x` with `x` from an unread module is `keyof any`, that is
 * `string | number | symbol`, and a template literal over it gets "implicit conversion of a symbol"
 * (TS2731) that the compiler with the module's types does not report. A `keyof` of a type the check knows
 * keeps its finding.
 */
import ts from 'typescript';
import { nodeAt, receiverOf } from './escapes.js';

/** A missing member, or a use, of a value of type `unknown`. */
const UNKNOWN_CODES = new Set([2339, 18046, 2571]);

const MAX_DEPTH = 6;

const isAny = (checker: ts.TypeChecker, e: ts.Expression): boolean => (checker.getTypeAtLocation(e).flags & ts.TypeFlags.Any) !== 0;

/**
 * `unknown`, or an array of it; `generic` also takes any instantiation with an `unknown` type argument
 * (`AsyncIterable<unknown>`, `Promise<unknown>`): what a generic call returns when its type parameter had
 * nothing to be inferred from.
 */
function isUnknownish(checker: ts.TypeChecker, type: ts.Type, generic: boolean): boolean {
  if (type.flags & ts.TypeFlags.Unknown) return true;
  if (checker.isArrayType(type)) return checker.getTypeArguments(type as ts.TypeReference).some((t) => isUnknownish(checker, t, generic));
  if (generic && type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) {
    return checker.getTypeArguments(type as ts.TypeReference).some((t) => (t.flags & ts.TypeFlags.Unknown) !== 0);
  }
  return false;
}

/** The `unknown` of `e` was inferred from an `any` (a generic call's argument, or the value it came from). */
function unknownFromAny(checker: ts.TypeChecker, e: ts.Expression, depth: number, generic = false): boolean {
  if (depth > MAX_DEPTH) return false;
  const x = ts.skipPartiallyEmittedExpressions(e);
  if (ts.isParenthesizedExpression(x) || ts.isNonNullExpression(x)) return unknownFromAny(checker, x.expression, depth + 1, generic);
  if (!isUnknownish(checker, checker.getTypeAtLocation(x), generic)) return false;
  if (ts.isCallExpression(x)) {
    // A type argument written out is the body's own choice.
    if (x.typeArguments !== undefined) return false;
    if (x.arguments.some((a) => isAny(checker, a) || unknownFromAny(checker, a, depth + 1, generic))) return true;
    const callee = x.expression;
    return ts.isPropertyAccessExpression(callee) && unknownFromAny(checker, callee.expression, depth + 1, generic);
  }
  if (ts.isElementAccessExpression(x) || ts.isPropertyAccessExpression(x)) return unknownFromAny(checker, x.expression, depth + 1, generic);
  if (!ts.isIdentifier(x)) return false;
  const decl = checker.getSymbolAtLocation(x)?.valueDeclaration;
  if (decl === undefined) return false;
  // `const v = <expr>` with no annotation: where the value came from.
  if (ts.isVariableDeclaration(decl)) {
    if (decl.type !== undefined) return false;
    if (decl.initializer !== undefined) return unknownFromAny(checker, decl.initializer, depth + 1, generic);
    // `for (const v of <expr>)`: the iterated value.
    const list = decl.parent;
    const loop = ts.isVariableDeclarationList(list) ? list.parent : undefined;
    return loop !== undefined && ts.isForOfStatement(loop) && unknownFromAny(checker, loop.expression, depth + 1, generic);
  }
  // A callback's parameter with no annotation: `<expr>.forEach((v) => …)` takes its type from <expr>.
  if (ts.isParameter(decl) && decl.type === undefined) {
    const fn = decl.parent;
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
    const call = fn.parent;
    if (!ts.isCallExpression(call) || !call.arguments.includes(fn)) return false;
    const callee = call.expression;
    return ts.isPropertyAccessExpression(callee) && unknownFromAny(checker, callee.expression, depth + 1, generic);
  }
  return false;
}

/** The diagnostic is about a member of an `unknown` that the check made from an `any`. */
export function isUnknownFromAny(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (!UNKNOWN_CODES.has(d.code) || d.start === undefined) return false;
  const receiver = d.code === 2339 ? receiverOf(sf, d) : undefined;
  if (receiver !== undefined) return ts.isExpression(receiver) && unknownFromAny(checker, receiver, 0);
  // 18046 / 2571 point at the value itself.
  const node = nodeAt(sf, d.start);
  return node !== undefined && ts.isExpression(node) && unknownFromAny(checker, node, 0);
}

/** The argument a TS2345 finding spans exactly, or undefined. */
function argumentOf(sf: ts.SourceFile, d: ts.Diagnostic): ts.Expression | undefined {
  if (d.code !== 2345 || d.start === undefined || d.length === undefined) return undefined;
  const end = d.start + d.length;
  let node = nodeAt(sf, d.start);
  while (node !== undefined && !(node.getStart(sf) === d.start && node.end === end && ts.isExpression(node))) {
    node = node.parent;
    if (node !== undefined && (node.getStart(sf) < d.start || node.end > end)) return undefined;
  }
  return node !== undefined && ts.isExpression(node) ? node : undefined;
}

/**
 * TS2345 on an argument whose type holds an `unknown` that a generic call inferred because its parameter
 * was `any` to the check (msgpack's `ensureAsyncIterable(streamLike)` where `ReadableStreamLike<T>` unions
 * the DOM's `ReadableStream<T>`, declared `any` here: `T` has nothing to be inferred from). The real
 * compiler infers `T` from the argument. An `unknown` the body declares or writes as a type argument
 * keeps its finding.
 */
export function isUnknownArgumentFromAny(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  const node = argumentOf(sf, d);
  return node !== undefined && unknownFromAny(checker, node, 0, true);
}

/** The declaration a type reference names (through an import alias). */
function referenced(checker: ts.TypeChecker, node: ts.TypeReferenceNode): readonly ts.Declaration[] {
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations ?? [];
}

/**
 * The keys of `keyof <node>` come from an `any`: `node` is `any` to the check (a module not read, or a member of a
 * global namespace declared across files it did not read: `PothosSchemaTypes.Plugins`), or a mapped type over such
 * keys (`{ [K in keyof PothosSchemaTypes.Plugins<T>]: ... }`, whose `keyof` is its constraint).
 */
function keysOfAny(checker: ts.TypeChecker, node: ts.TypeNode, depth: number): boolean {
  // `keyof any` written out is the project's `PropertyKey`, symbols included.
  if (depth > MAX_DEPTH || node.kind === ts.SyntaxKind.AnyKeyword) return false;
  if ((checker.getTypeFromTypeNode(node).flags & ts.TypeFlags.Any) !== 0) return true;
  if (ts.isParenthesizedTypeNode(node)) return keysOfAny(checker, node.type, depth + 1);
  if (ts.isMappedTypeNode(node)) return node.typeParameter.constraint !== undefined && keyofOfAny(checker, node.typeParameter.constraint, depth + 1);
  if (!ts.isTypeReferenceNode(node)) return false;
  const alias = referenced(checker, node).find(ts.isTypeAliasDeclaration);
  return alias !== undefined && keysOfAny(checker, alias.type, depth + 1);
}

/**
 * A type written in the body's file or a type alias it names holds a `keyof` whose keys come from an `any`
 * (keysOfAny), directly or as the constraint of a type parameter (`name: T` with `T extends keyof X`).
 */
function keyofOfAny(checker: ts.TypeChecker, node: ts.TypeNode, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.KeyOfKeyword) return keysOfAny(checker, node.type, depth + 1);
  if (ts.isParenthesizedTypeNode(node)) return keyofOfAny(checker, node.type, depth + 1);
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) return node.types.some((t) => keyofOfAny(checker, t, depth + 1));
  if (!ts.isTypeReferenceNode(node)) return false;
  const decls = referenced(checker, node);
  const alias = decls.find(ts.isTypeAliasDeclaration);
  if (alias !== undefined) return keyofOfAny(checker, alias.type, depth + 1);
  const parameter = decls.find(ts.isTypeParameterDeclaration);
  return parameter?.constraint !== undefined && keyofOfAny(checker, parameter.constraint, depth + 1);
}

/**
 * `keyof` over a type the check cannot see is `keyof any`, `string | number | symbol`; the real compiler, which sees
 * the type (an interface of a global namespace, open to augmentation or not), gets its declared keys: names, never a
 * symbol unless the type declares a symbol-keyed member, which the check would then see as well. So on a value whose
 * written type is such a `keyof` (or a type parameter constrained to one), "implicit conversion of a 'symbol'"
 * (TS2731) and "Argument of type 'string | number | symbol' is not assignable" (TS2345) are the check's blind spot.
 */
export function isSymbolFromKeyofAny(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (d.start === undefined) return false;
  if (d.code === 2345) {
    if (!/^Argument of type '(?:string \| number \| symbol|string \| symbol|number \| symbol)'/.test(ts.flattenDiagnosticMessageText(d.messageText, ' '))) return false;
  } else if (d.code !== 2731) return false;
  const node = nodeAt(sf, d.start);
  if (node === undefined || !ts.isIdentifier(node)) return false;
  const decl = checker.getSymbolAtLocation(node)?.valueDeclaration;
  const written = decl !== undefined && (ts.isParameter(decl) || ts.isVariableDeclaration(decl) || ts.isPropertyDeclaration(decl)) ? decl.type : undefined;
  return written !== undefined && keyofOfAny(checker, written, 0);
}

/**
 * TS2345 on an argument the check types `any` (a type imported from a module it did not read): `any` fits every
 * parameter but `never`, the parameter of an exhaustiveness check (nexus 1.3.0's `throw new Unreachable(type)` after
 * `isObjectType(type)`, `isUnionType(type)`, ... from graphql). The real compiler narrows the argument to `never`
 * through type guards the check cannot see (they are `any` too, and do not narrow), so the finding is the check's
 * blind spot. The message names the type as written (`Argument of type 'GraphQLNamedType'`), not `any`.
 */
export function isAnyArgumentToNever(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  const node = argumentOf(sf, d);
  return node !== undefined && isAny(checker, node);
}
