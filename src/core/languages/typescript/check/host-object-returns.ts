/**
 * A primitive returned where the function declares a host object type. The check declares the DOM's and
 * Node's types `any` (lib-env.ts: a repository's environment is unknown, and typing them would reject
 * correct code), so the compiler accepts `return Symbol('x')` from `function createDefs(): Element`
 * (chessground, held out 14). What the host's types ARE is unknown, but lib.dom declares `Element`,
 * `HTMLElement`, `Event`, ... as interfaces without call signatures: object types, whatever their
 * members. A string, number, boolean, bigint or symbol is never one of them, in any environment, so
 * such a return is an error whatever the unread files say.
 */
import ts from 'typescript';
import { HOST_GLOBALS_FILE } from './lib-env.js';
import type { CheckRun } from './program.js';

const PRIMITIVE = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike;
const NULLISH = new Set([ts.SyntaxKind.NullKeyword, ts.SyntaxKind.UndefinedKeyword, ts.SyntaxKind.VoidKeyword]);

/** Whether the written type is made of host object types only (nullish members aside; `Promise<...>` of one for `async`). */
function hostObjectsOnly(checker: ts.TypeChecker, node: ts.TypeNode, hostObjects: ReadonlySet<string>, async: boolean): boolean {
  if (async && ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === 'Promise' && node.typeArguments?.length === 1) {
    return hostObjectsOnly(checker, node.typeArguments[0]!, hostObjects, false);
  }
  if (ts.isParenthesizedTypeNode(node)) return hostObjectsOnly(checker, node.type, hostObjects, async);
  if (ts.isUnionTypeNode(node)) {
    const rest = node.types.filter((t) => !NULLISH.has(t.kind) && !(ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword));
    return rest.length > 0 && rest.every((t) => hostObjectsOnly(checker, t, hostObjects, async));
  }
  if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName) || !hostObjects.has(node.typeName.text)) return false;
  // The name must be the host's declaration, not a type of the repository's that shadows it.
  const decls = checker.getSymbolAtLocation(node.typeName)?.declarations ?? [];
  return decls.length > 0 && decls.every((d) => d.getSourceFile().fileName === HOST_GLOBALS_FILE);
}

/** The function a `return` belongs to. */
function ownerOf(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isFunctionLike(n)) return n;
  return undefined;
}

/** Findings for returns in file lines [start, end] of a primitive where the function declares host object types only. */
export function hostObjectReturnFindings(run: CheckRun, start: number, end: number, hostObjects: ReadonlySet<string>): { bodyLine: number; code: number; message: string }[] {
  const out: { bodyLine: number; code: number; message: string }[] = [];
  if (hostObjects.size === 0) return out;
  const sf = run.target;
  const starts = sf.getLineStarts();
  const from = starts[start - 1] ?? 0;
  const to = starts[end] ?? sf.text.length;
  const visit = (node: ts.Node): void => {
    if (node.end < from || node.pos > to) return;
    if (ts.isReturnStatement(node) && node.expression !== undefined) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      const fn = ownerOf(node);
      const async = fn !== undefined && (ts.getCombinedModifierFlags(fn) & ts.ModifierFlags.Async) !== 0;
      if (line >= start && line <= end && fn?.type !== undefined && hostObjectsOnly(run.checker, fn.type, hostObjects, async)) {
        const type = run.checker.getTypeAtLocation(node.expression);
        const parts = type.isUnion() ? type.types : [type];
        if (parts.every((t) => (t.flags & PRIMITIVE) !== 0)) {
          out.push({ bodyLine: line - start + 1, code: 2322, message: `Type '${run.checker.typeToString(type)}' is not assignable to type '${fn.type.getText(sf)}' (a host object type: never a primitive).` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
