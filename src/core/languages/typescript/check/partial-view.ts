/**
 * Errors that may come from the partial view. The check compiles the target against the files the job
 * read; a module it did not read is `any` (the compiler's error type) and the host's types are `any` by
 * design (lib-env.ts). `any` alone rejects nothing, but the compiler's type operators turn it into types
 * that look closed: `Omit<React.ComponentPropsWithoutRef<T>, 'as'>` with React unread is an object with
 * index signatures and no `className`, so `useContextSystem(props)` (`P extends { className?: string }`)
 * finds "no properties in common" (TS2559), and the generic call, its inference failed, falls back to the
 * constraint: every other prop is then "missing" on the result (TS2339) — errors that the project's own
 * compiler, which reads React, does not report (held out 14, @wordpress/components, read after the run).
 *
 * So a type error may reject only when it holds whatever the unread files say: a finding whose types
 * (the value, the type it must fit, the receiver of a member) were computed from something the check did
 * not read, or whose value was inferred by a generic call from such an argument, is dropped. Unbound
 * names and the grammar are not types and are not judged here.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';
import { LIB_DIR } from './lib-env.js';
import { memberOfPartlyReadNamespace } from './partly-read-namespace.js';

const MAX_DEPTH = 5;

/** The compiler's type for what does not resolve (an unread module, a name of one): `any` named "error". */
const isErrorType = (type: ts.Type): boolean => (type.flags & ts.TypeFlags.Any) !== 0 && (type as { intrinsicName?: string }).intrinsicName === 'error';
const isAny = (type: ts.Type): boolean => (type.flags & ts.TypeFlags.Any) !== 0;

/**
 * Whether `type` was computed from something the check did not read: the error type, in it or in a
 * union or intersection it is part of; `any` (an unread or host type) given to a type alias whose result
 * is not `any` (`Omit<any, K>`: a mapped type over `keyof any`). A class extending an unread class is not counted
 * here: its members are open (escapes.ts isOpenReceiver judges a missing member), but it is no less a class instance
 * (never callable, never a primitive), and counting it would open every generic call that takes one.
 */
export function typeFromUnread(checker: ts.TypeChecker, type: ts.Type, depth = 0, seen = new Set<ts.Type>()): boolean {
  if (depth > MAX_DEPTH || seen.has(type)) return false;
  seen.add(type);
  if (isErrorType(type)) return true;
  if (isAny(type)) return false;
  const next = (t: ts.Type): boolean => typeFromUnread(checker, t, depth + 1, seen);
  if (type.aliasTypeArguments?.some((t) => isAny(t) || next(t))) return true;
  if (type.isUnionOrIntersection()) return type.types.some(next);
  // A generic interface's or class's arguments are not followed: `Promise<Unread>` is still a Promise, and
  // the error type as an argument only makes relations more permissive.
  return false;
}

/** The declarations of a function-like signature's type parameters, JSDoc `@template` included. */
const isGenericSignature = (signature: ts.Signature | undefined): boolean => {
  const decl = signature?.getDeclaration();
  return decl !== undefined && ts.getEffectiveTypeParameterDeclarations(decl).length > 0;
};

/** A variable or parameter whose written type is not the `any` keyword (a name of a type that came out `any`). */
function declaredNotAny(symbol: ts.Symbol): boolean {
  const decl = symbol.valueDeclaration;
  if (decl === undefined || !(ts.isParameter(decl) || ts.isVariableDeclaration(decl) || ts.isPropertyDeclaration(decl))) return false;
  return decl.type !== undefined && decl.type.kind !== ts.SyntaxKind.AnyKeyword;
}

/**
 * Whether a written type names something the check did not read (`Parameters<Page["getByText"]>[1]` with `Page` from an
 * unread module): the compiler's type operators turn the error type into `unknown` or `{}`, which look closed (held out
 * 21, session 28: @ariakit/test's `...options` spread, TS2698, with @playwright/test not installed).
 */
function typeNodeFromUnread(checker: ts.TypeChecker, node: ts.TypeNode | undefined): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if ((ts.isTypeReferenceNode(n) || ts.isTypeQueryNode(n) || ts.isExpressionWithTypeArguments(n)) && isErrorType(checker.getTypeFromTypeNode(n))) { found = true; return; }
    ts.forEachChild(n, visit);
  };
  if (node !== undefined) visit(node);
  return found;
}

/** The type written for a parameter or variable: its own annotation, or for a callback's parameter the one its context declares. */
function writtenTypeOf(checker: ts.TypeChecker, decl: ts.Declaration): ts.TypeNode | undefined {
  if ((ts.isParameter(decl) || ts.isVariableDeclaration(decl) || ts.isPropertyDeclaration(decl)) && decl.type !== undefined) return decl.type;
  if (!ts.isParameter(decl)) return undefined;
  const fn = decl.parent;
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  const context = checker.getContextualType(fn);
  const at = fn.parameters.indexOf(decl);
  const declared = context?.getCallSignatures()[0]?.getDeclaration()?.parameters[at];
  return declared?.type;
}

/**
 * Whether the value of `e` was computed from something the check did not read: its type (typeFromUnread),
 * or where it came from — a generic call that inferred its type from such an argument, a member of such a
 * value, a variable initialized from one (through destructuring too).
 */
export function valueFromUnread(checker: ts.TypeChecker, e: ts.Expression, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  const type = checker.getTypeAtLocation(e);
  // The error type of an expression the compiler could not type (`2 * BigInt(1)`) is the body's own error, not the
  // unread: at the top, only a name or a member (below) counts.
  if (!isErrorType(type) && typeFromUnread(checker, type)) return true;
  let x = e;
  while (ts.isParenthesizedExpression(x) || ts.isNonNullExpression(x) || ts.isAsExpression(x) || ts.isSatisfiesExpression(x) || ts.isTypeAssertionExpression(x)) x = x.expression;
  const next = (y: ts.Expression): boolean => valueFromUnread(checker, y, depth + 1);
  if (ts.isCallExpression(x) || ts.isNewExpression(x)) {
    if (x.typeArguments !== undefined || !isGenericSignature(checker.getResolvedSignature(x))) return false;
    return (x.arguments ?? []).some((a) => next(ts.isSpreadElement(a) ? a.expression : a)) || (ts.isPropertyAccessExpression(x.expression) && next(x.expression.expression));
  }
  if (ts.isAwaitExpression(x)) return next(x.expression);
  if (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x)) return next(x.expression);
  if (!ts.isIdentifier(x)) return false;
  // A name imported from a module the check did not read.
  const symbol = checker.getSymbolAtLocation(x);
  if (isErrorType(type) && symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) return true;
  // A name declared with a type the check did not read, narrowed here (`instanceof`, a type predicate such as
  // `ArrayBuffer.isView`): the error type narrows to the guard's own type, not to the members of the real declared type
  // that pass the guard (held out 18's @tato30/vue-pdf: `source: PDFSrc` unread, `ArrayBuffer.isView(source)` gave
  // `ArrayBufferView`, which pdfjs-dist's `TypedArray` does not take; with PDFSrc read it narrows to its typed arrays).
  // The same for a declared type that is `any` without being written `any` (`PDFSrc`, a union with the host's `URL`,
  // which is `any` by design): the real type is a union the guard would have filtered.
  if (symbol !== undefined && !(symbol.flags & ts.SymbolFlags.Alias) && !isAny(type)) {
    const declared = checker.getTypeOfSymbol(symbol);
    if (isErrorType(declared) || typeFromUnread(checker, declared) || (isAny(declared) && declaredNotAny(symbol))) return true;
    if (symbol.valueDeclaration !== undefined && typeNodeFromUnread(checker, writtenTypeOf(checker, symbol.valueDeclaration))) return true;
  }
  let decl: ts.Node | undefined = symbol?.valueDeclaration;
  while (decl !== undefined && ts.isBindingElement(decl)) decl = decl.parent.parent;
  if (decl !== undefined && ts.isVariableDeclaration(decl) && decl.type === undefined && decl.initializer !== undefined) return next(decl.initializer);
  return false;
}

/** The innermost node spanning the diagnostic. */
function errorNode(sf: ts.SourceFile, d: ts.Diagnostic): ts.Node | undefined {
  if (d.start === undefined) return undefined;
  const end = d.start + (d.length ?? 0);
  let node = nodeAt(sf, d.start);
  while (node !== undefined && node.end < end) node = node.parent;
  return node;
}

/** The value a destructuring reads (`f(props)` in `const { display } = f(props)`) and the type written for it. */
function destructured(checker: ts.TypeChecker, element: ts.BindingElement): { values: ts.Expression[]; types: ts.Type[] } {
  let root: ts.Node = element.parent.parent;
  while (ts.isBindingElement(root)) root = root.parent.parent;
  if (!ts.isVariableDeclaration(root) && !ts.isParameter(root)) return { values: [], types: [] };
  return { values: root.initializer !== undefined ? [root.initializer] : [], types: root.type !== undefined ? [checker.getTypeFromTypeNode(root.type)] : [] };
}

/** A value and the type its context asks of it. */
function withContext(checker: ts.TypeChecker, e: ts.Expression): { values: ts.Expression[]; types: ts.Type[] } {
  const contextual = checker.getContextualType(e);
  return { values: [e], types: contextual === undefined ? [] : [contextual] };
}

/**
 * The values and types a type finding at `node` is about: the receiver of a missing member (a property
 * access, or the value a destructuring reads); a JSX element's props; otherwise the value at the error,
 * the type it must fit (a parameter, a declared variable, a return type) and the call it is an argument of
 * (whose inference it takes part in).
 */
function involved(checker: ts.TypeChecker, node: ts.Node): { values: ts.Expression[]; types: ts.Type[] } {
  // A spread (`{ ...options }`, TS2698): the value spread.
  const spread = ts.isSpreadAssignment(node) || ts.isSpreadElement(node) ? node : node.parent !== undefined && (ts.isSpreadAssignment(node.parent) || ts.isSpreadElement(node.parent)) ? node.parent : undefined;
  if (spread !== undefined) return { values: [spread.expression], types: [] };
  const p = node.parent;
  if (p !== undefined && (ts.isIdentifier(node) || ts.isPrivateIdentifier(node))) {
    if (ts.isPropertyAccessExpression(p) && p.name === node) return { values: [p.expression], types: [] };
    if (ts.isBindingElement(p) && ts.isObjectBindingPattern(p.parent)) return destructured(checker, p);
    // A property of an object literal that does not fit (`{ data: source }`): its value, and the type it must fit.
    if (ts.isPropertyAssignment(p) && p.name === node) return withContext(checker, p.initializer);
    if (ts.isShorthandPropertyAssignment(p) && p.name === node) return { values: [node], types: [] };
  }
  let n: ts.Node = node;
  while (!ts.isExpression(n) && n.parent !== undefined && !ts.isStatement(n)) n = n.parent;
  if (!ts.isExpression(n)) return { values: [], types: [] };
  const values: ts.Expression[] = [n];
  const types: ts.Type[] = [];
  const contextual = checker.getContextualType(n);
  if (contextual !== undefined) types.push(contextual);
  const call = n.parent;
  if (call !== undefined && (ts.isCallExpression(call) || ts.isNewExpression(call)) && call.arguments?.includes(n)) values.push(call);
  return { values, types };
}

/**
 * A finding on a JSX element's tag or attributes when the JSX namespace is not among the files the check
 * read (it comes with the framework's types: `key` and `children` are allowed through its
 * `IntrinsicAttributes` and `ElementChildrenAttribute`), or when the element's props type comes from the unread.
 */
function jsxFromUnread(checker: ts.TypeChecker, node: ts.Node): boolean {
  let n: ts.Node | undefined = node;
  while (n !== undefined && !ts.isJsxOpeningLikeElement(n) && !ts.isStatement(n)) n = n.parent;
  if (n === undefined || !ts.isJsxOpeningLikeElement(n)) return false;
  if (checker.getJsxIntrinsicTagNamesAt(n).length === 0) return true;
  const props = checker.getResolvedSignature(n)?.getParameters()[0];
  return props !== undefined && typeFromUnread(checker, checker.getTypeOfSymbolAtLocation(props, n));
}

/**
 * A member missing on a global NAMESPACE of the standard library (`Reflect.getMetadata`): a namespace is open to
 * augmentation by any declaration file of the program, and the project's dependencies are never read (reflect-metadata
 * adds `getMetadata`, `defineMetadata` to `Reflect` through @nestjs's types: @nestia/core, held out 15, read after the
 * run). A member missing on a value of a library type (`[].flattenDeep()`) stays an error.
 */
function memberOfLibNamespace(checker: ts.TypeChecker, node: ts.Node): boolean {
  const p = node.parent;
  if (p === undefined || !ts.isPropertyAccessExpression(p) || p.name !== node || !ts.isIdentifier(p.expression)) return false;
  const symbol = checker.getSymbolAtLocation(p.expression);
  const decls = symbol?.declarations ?? [];
  return symbol !== undefined && (symbol.flags & ts.SymbolFlags.Module) !== 0 && decls.length > 0 && decls.every((d) => d.getSourceFile().fileName.startsWith(`${LIB_DIR}/`));
}

/** Unbound names, arity and the grammar hold whatever the unread files say: not judged here. */
const NOT_TYPE_FINDINGS = new Set([2304, 2552, 2662, 2663, 18004, 2554, 2555, 2556, 2557, 2300, 2451]);

/**
 * Whether the type finding `d` may come from the partial view (see the file's comment): a type it
 * involves was computed from something the check did not read, or its value was inferred from one.
 */
export function mayComeFromPartialView(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (NOT_TYPE_FINDINGS.has(d.code)) return false;
  const node = errorNode(sf, d);
  if (node === undefined) return false;
  if (jsxFromUnread(checker, node)) return true;
  if ((d.code === 2339 || d.code === 2551) && (memberOfLibNamespace(checker, node) || memberOfPartlyReadNamespace(checker, node))) return true;
  const { values, types } = involved(checker, node);
  return values.some((v) => valueFromUnread(checker, v)) || types.some((t) => typeFromUnread(checker, t));
}
