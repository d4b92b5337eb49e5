/**
 * A literal key refused by `keyof` of an interface the repository may augment (hardhat 3.18.0's
 * `hooks.runHandlerChain("solidity", ...)`, whose parameter is a type parameter constrained to `keyof HardhatHooks`):
 * HardhatHooks declares four categories in src/types/hooks.ts, and each built-in plugin adds its own with
 * `declare module "../../../types/hooks.js" { export interface HardhatHooks { solidity: ... } }` in a
 * type-extensions file nothing imports by name. The project's tsconfig compiles those files, so the real compiler
 * sees every key; the check sees the files the job read. An interface a module exports (or a global one) is open to
 * augmentation from any file of the program, so the keys the check sees are a lower bound: a literal that is not
 * among them is unknown, not wrong. A `keyof` of a type alias, an object type or a class (closed to augmentation
 * from another file without an interface of the same name) keeps its finding, as does a value that is no literal.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';

const MAX_DEPTH = 6;

/** An interface another file can augment: exported from its module, or declared in a global script or a `declare module`/`declare global` block. */
function isAugmentable(decl: ts.InterfaceDeclaration): boolean {
  if (decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return true;
  return ts.isModuleBlock(decl.parent) || (ts.isSourceFile(decl.parent) && !ts.isExternalModule(decl.parent));
}

/** `node` names an interface another file can augment (through an import alias). */
function isInterfaceReference(checker: ts.TypeChecker, node: ts.TypeNode): boolean {
  if (!ts.isTypeReferenceNode(node)) return false;
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const decls = symbol?.declarations ?? [];
  return decls.length > 0 && decls.every((decl) => ts.isInterfaceDeclaration(decl) && isAugmentable(decl));
}

/** A written type that is `keyof <interface>`, or a type parameter (or alias) constrained to one. */
function isKeyofInterface(checker: ts.TypeChecker, node: ts.TypeNode, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.KeyOfKeyword) return isInterfaceReference(checker, node.type);
  if (ts.isParenthesizedTypeNode(node)) return isKeyofInterface(checker, node.type, depth + 1);
  if (!ts.isTypeReferenceNode(node)) return false;
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const decl of symbol?.declarations ?? []) {
    if (ts.isTypeParameterDeclaration(decl) && decl.constraint !== undefined) return isKeyofInterface(checker, decl.constraint, depth + 1);
    if (ts.isTypeAliasDeclaration(decl)) return isKeyofInterface(checker, decl.type, depth + 1);
  }
  return false;
}

/** A string or number literal, or a union of them. */
function isLiteral(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every(isLiteral);
  return (type.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral)) !== 0;
}

/** TS2345 on a literal argument whose declared parameter is `keyof` of an interface (see the module comment). */
export function isLiteralKeyOfAugmentable(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (d.code !== 2345 || d.start === undefined) return false;
  let arg: ts.Node | undefined = nodeAt(sf, d.start);
  while (arg !== undefined && arg.parent !== undefined && !(ts.isCallExpression(arg.parent) || ts.isNewExpression(arg.parent))) arg = arg.parent;
  const call = arg?.parent;
  if (arg === undefined || call === undefined || !(ts.isCallExpression(call) || ts.isNewExpression(call))) return false;
  const index = call.arguments?.indexOf(arg as ts.Expression) ?? -1;
  if (index < 0 || !isLiteral(checker.getTypeAtLocation(arg))) return false;
  const declaration = checker.getResolvedSignature(call)?.getDeclaration();
  const parameter = declaration?.parameters[index];
  return parameter?.type !== undefined && parameter.dotDotDotToken === undefined && isKeyofInterface(checker, parameter.type, 0);
}
