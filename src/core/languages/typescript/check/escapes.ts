/**
 * "Property does not exist" where the check cannot know: the receiver's type is open when some
 * part of it comes from a module the job did not read. A class or interface whose base does not
 * resolve (`class Runner extends EventStream` with EventStream's file unread) loses the base's
 * members, and a namespace import of a module whose `export * from` does not resolve loses those
 * names; the compiler then reports members that exist. An `implements` clause opens nothing: a class
 * has its own members and those of what it extends. Those findings are dropped; a member
 * missing from a type the check sees whole stays an error.
 */
import ts from 'typescript';

const MEMBER_CODES = new Set([2339, 2551, 2694, 2724]);

export function nodeAt(sf: ts.SourceFile, pos: number): ts.Node | undefined {
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
      // A class gets members from what it extends, never from what it implements (an interface it
      // implements, unread or not, adds nothing: the class declares every member itself).
      for (const clause of (decl.heritageClauses ?? []).filter((c) => c.token === ts.SyntaxKind.ExtendsKeyword)) {
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

/**
 * "Expected N arguments" where no declaration states the signature: the implicit constructor of a
 * class that extends a base, which the check sees as taking what the base's visible constructor takes
 * (nothing, when the base comes from a module or expression it cannot follow).
 */
export function isInheritedImplicitConstructor(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (d.code !== 2554 || d.start === undefined) return false;
  let node = nodeAt(sf, d.start);
  while (node && !ts.isCallOrNewExpression(node)) node = node.parent;
  if (!node || !ts.isNewExpression(node)) return false;
  const signature = checker.getResolvedSignature(node);
  if (!signature || signature.declaration !== undefined) return false;
  const decls = signature.getReturnType().getSymbol()?.declarations ?? [];
  return decls.some((decl) => ts.isClassLike(decl) && (decl.heritageClauses ?? []).some((c) => c.token === ts.SyntaxKind.ExtendsKeyword));
}

/** `this.x` read as a test of whether the member is there: `if (this.x)`, `!this.x`, `this.x && ...`, `this.x?.y`, `typeof this.x`, `this.x == null`. */
function isProbe(node: ts.PropertyAccessExpression): boolean {
  const p = node.parent;
  if ((ts.isIfStatement(p) || ts.isWhileStatement(p) || ts.isConditionalExpression(p)) && (ts.isConditionalExpression(p) ? p.condition : p.expression) === node) return true;
  if (ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.ExclamationToken) return true;
  if (ts.isTypeOfExpression(p)) return true;
  if (ts.isPropertyAccessExpression(p) && p.expression === node && p.questionDotToken !== undefined) return true;
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    if ((op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) && p.left === node) return true;
    const other = p.left === node ? p.right : p.left;
    const nullish = other.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(other) && other.text === 'undefined');
    if (nullish && [ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(op)) return true;
  }
  return false;
}

/**
 * JavaScript only: the members of `this` the file tests for before use. A JavaScript class's members
 * are what its methods assign, and a base class that reads a member only its subclasses assign guards
 * it (`if (this.stream) { const stream = this.stream; ... }`): such a member is the class's, not a
 * mistake, wherever the file reads it (findings.ts keeps the compiler's "did you mean" findings: a near
 * miss of a member is a typo). A test with no use is no test before use: a member the file names only
 * in that one test (`if (!this.runningValue)` where the class keeps `this.running`) is not counted.
 */
export function probedThisMembers(sf: ts.SourceFile): Set<string> {
  const { probed, mentions } = thisProbes(sf);
  return new Set([...probed].filter((name) => (mentions.get(name) ?? 0) >= 2));
}

/** The members of `this` that `node` tests for (`if (!this.x)`, ...), and how often each name is written under it. */
export function thisProbes(node: ts.Node): { probed: Set<string>; mentions: Map<string, number> } {
  const probed = new Set<string>();
  const mentions = new Map<string, number>();
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAccessExpression(n) && n.expression.kind === ts.SyntaxKind.ThisKeyword && ts.isIdentifier(n.name) && isProbe(n)) probed.add(n.name.text);
    // Every name written: a member read or assigned, a destructured binding, a key, a string (`this['x']`).
    if (ts.isIdentifier(n) || ts.isPrivateIdentifier(n) || ts.isStringLiteralLike(n)) mentions.set(n.text, (mentions.get(n.text) ?? 0) + 1);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return { probed, mentions };
}

/** The class `this` stands for at `node`: the nearest enclosing class, past arrow functions. */
function enclosingClassName(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isClassLike(n)) return n.name?.text;
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n)) return undefined;
  }
  return undefined;
}

/**
 * JavaScript compiled from TypeScript: the declaration file beside it (`x.d.ts` for `x.js`), when the
 * job read it. Its classes' members, by class name; undefined when there is no such file.
 */
export function companionMembers(program: ts.Program, jsPath: string): Map<string, Set<string>> | undefined {
  const sf = program.getSourceFile(jsPath.replace(/\.([cm]?)jsx?$/, '.d.$1ts'));
  if (!sf) return undefined;
  const out = new Map<string, Set<string>>();
  for (const st of sf.statements) {
    if (!ts.isClassDeclaration(st) || !st.name) continue;
    const names = out.get(st.name.text) ?? new Set<string>();
    for (const m of st.members) if (m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name) || ts.isStringLiteral(m.name))) names.add(m.name.text);
    out.set(st.name.text, names);
  }
  return out;
}

/** For a missing member of `this` in JavaScript: whether the companion declaration file declares it (a field the compiled JavaScript lost). */
export function declaredInCompanion(members: Map<string, Set<string>>, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  const receiver = receiverOf(sf, d);
  if (!receiver || receiver.kind !== ts.SyntaxKind.ThisKeyword || !ts.isPropertyAccessExpression(receiver.parent)) return false;
  const cls = enclosingClassName(receiver);
  return cls !== undefined && members.get(cls)?.has(receiver.parent.name.text) === true;
}

/** The names `Object.defineProperty(this, 'name', ...)`, `Object.defineProperties(this, { name: ... })` and `Object.assign(this, { name })` define anywhere in `cls`. */
function definedOnThis(cls: ts.ClassLikeDeclaration): Set<string> {
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Object' &&
      node.arguments[0]?.kind === ts.SyntaxKind.ThisKeyword
    ) {
      const method = node.expression.name.text;
      const arg = node.arguments[1];
      if (method === 'defineProperty' && arg && ts.isStringLiteralLike(arg)) out.add(arg.text);
      // `Object.assign(this, { a, b: 1 })`: the literal's keys (formidable's VolatileFile sets its options so).
      if ((method === 'defineProperties' || method === 'assign') && arg && ts.isObjectLiteralExpression(arg)) {
        for (const p of arg.properties) if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) out.add(p.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(cls, visit);
  return out;
}

/** The class declarations an `extends` expression names, through imports and `require`. */
export function baseClasses(checker: ts.TypeChecker, cls: ts.ClassLikeDeclaration): ts.ClassLikeDeclaration[] {
  const out: ts.ClassLikeDeclaration[] = [];
  for (const clause of (cls.heritageClauses ?? []).filter((c) => c.token === ts.SyntaxKind.ExtendsKeyword)) {
    for (const base of clause.types) {
      const symbol = checker.getSymbolAtLocation(base.expression);
      const aliased = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const decls = [...(aliased?.declarations ?? []), ...(checker.getTypeAtLocation(base.expression).getSymbol()?.declarations ?? [])];
      for (const decl of decls) if (ts.isClassLike(decl) && !out.includes(decl)) out.push(decl);
    }
  }
  return out;
}

/**
 * JavaScript only: a missing member of `this` that the enclosing class or a class it extends defines
 * with `Object.defineProperty(this, 'name', ...)` or `Object.defineProperties(this, { name: ... })`
 * (discord.js's Base sets `client` that way); the compiler learns a JavaScript class's members only
 * from `this.name =` assignments. A name no class of the chain defines stays an error.
 */
export function definedByDefineProperty(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  const receiver = receiverOf(sf, d);
  if (!receiver || receiver.kind !== ts.SyntaxKind.ThisKeyword || !ts.isPropertyAccessExpression(receiver.parent)) return false;
  const name = receiver.parent.name.text;
  let cls: ts.ClassLikeDeclaration | undefined;
  for (let n: ts.Node | undefined = receiver.parent; n; n = n.parent) {
    if (ts.isClassLike(n)) {
      cls = n;
      break;
    }
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n)) return false;
  }
  const seen = new Set<ts.ClassLikeDeclaration>();
  const queue = cls ? [cls] : [];
  while (queue.length > 0) {
    const c = queue.shift()!;
    if (seen.has(c)) continue;
    seen.add(c);
    if (definedOnThis(c).has(name)) return true;
    queue.push(...baseClasses(checker, c));
  }
  return false;
}
