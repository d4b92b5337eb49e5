/**
 * "Property does not exist" where the check cannot know: the receiver's type is open when some
 * part of it comes from a module the job did not read. A class or interface whose base does not
 * resolve (`class Runner extends EventStream` with EventStream's file unread) loses the base's
 * members, and a namespace import of a module whose `export * from` does not resolve loses those
 * names; the compiler then reports members that exist. Those findings are dropped; a member
 * missing from a type the check sees whole stays an error.
 */
import ts from 'typescript';

const MEMBER_CODES = new Set([2339, 2551, 2694, 2724]);

function nodeAt(sf: ts.SourceFile, pos: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (pos < node.getStart(sf) || pos >= node.end) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sf, visit);
  return found;
}

function moduleIsOpen(checker: ts.TypeChecker, sf: ts.SourceFile): boolean {
  return sf.statements.some(
    (st) => ts.isExportDeclaration(st) && st.exportClause === undefined && st.moduleSpecifier !== undefined && checker.getSymbolAtLocation(st.moduleSpecifier) === undefined,
  );
}

function isOpen(checker: ts.TypeChecker, type: ts.Type, seen: Set<ts.Type>): boolean {
  if (seen.has(type)) return false;
  seen.add(type);
  if (type.flags & ts.TypeFlags.Any) return true;
  if (type.isUnionOrIntersection()) return type.types.some((t) => isOpen(checker, t, seen));
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  for (const decl of symbol?.declarations ?? []) {
    if (ts.isSourceFile(decl) && moduleIsOpen(checker, decl)) return true;
    if (ts.isClassLike(decl) || ts.isInterfaceDeclaration(decl)) {
      for (const clause of decl.heritageClauses ?? []) {
        for (const base of clause.types) {
          const baseType = checker.getTypeAtLocation(base);
          if (isOpen(checker, baseType, seen)) return true;
          // `extends Mixin(Base)` and the like: a base expression whose constructor type is unknown.
          if (ts.isClassLike(decl) && isOpen(checker, checker.getTypeAtLocation(base.expression), seen)) return true;
        }
      }
    }
  }
  return false;
}

/** The receiver of the member a finding is about (`x` in `x.name`, `A` in `A.B`). */
export function receiverOf(sf: ts.SourceFile, d: ts.Diagnostic): ts.Node | undefined {
  if (!MEMBER_CODES.has(d.code) || d.start === undefined) return undefined;
  const node = nodeAt(sf, d.start);
  const parent = node?.parent;
  if (!node || !parent) return undefined;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return parent.expression;
  if (ts.isQualifiedName(parent) && parent.right === node) return parent.left;
  return undefined;
}

/** Whether the member finding `d` (a missing property or namespace member) is about an open receiver. */
export function isOpenReceiver(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  const receiver = receiverOf(sf, d);
  if (!receiver) return false;
  const symbol = checker.getSymbolAtLocation(receiver);
  const aliased = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (aliased?.declarations?.some((decl) => ts.isSourceFile(decl) && moduleIsOpen(checker, decl))) return true;
  return isOpen(checker, checker.getTypeAtLocation(receiver), new Set());
}
