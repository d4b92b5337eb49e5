/**
 * An independent oracle for the TS/JS front end: the TypeScript compiler's own parser (the
 * `typescript` dev dependency, used only in tests and benchmarks). It states the same rules as
 * src/core/languages/typescript over ts.Node:
 * - definitions at any depth: function declarations (overloads and `declare` included), classes,
 *   methods/constructors/accessors (abstract and overload signatures included) and class
 *   properties whose value is an arrow function or function expression, interfaces, type aliases,
 *   enums, namespaces (`A.B` is one), and variables bound to an arrow function or function
 *   expression; other variables only at module or namespace level (not inside functions or
 *   classes), destructuring giving one per name, `require()` bindings excepted; `export default`
 *   of an anonymous function, arrow or class is the definition `default`.
 *   `declare module 'x'` bodies are skipped, `declare global` is transparent.
 * - ranges: from the node's first token (decorators and `export` included, JSDoc excluded) to its last.
 * - imports and exports as written.
 */
import ts from 'typescript';

export interface OracleDef {
  qualname: string;
  kind: 'function' | 'method' | 'class' | 'variable';
  start: number;
  end: number;
}

export interface OracleModule {
  definitions: OracleDef[];
  /** kind|module|name|boundName|line */
  imports: string[];
  /** exported|local|name|module */
  exports: string[];
}

function scriptKind(file: string): ts.ScriptKind {
  if (/\.tsx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.(jsx?|mjs|cjs)$/.test(file)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.TS;
}

const isFunctionValue = (n: ts.Node | undefined): boolean => n !== undefined && (ts.isArrowFunction(n) || ts.isFunctionExpression(n));

function requireOf(init: ts.Expression | undefined): string | undefined {
  if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'require') return undefined;
  const [arg] = init.arguments;
  return init.arguments.length === 1 && arg && ts.isStringLiteral(arg) ? arg.text : undefined;
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** 'type': inside an interface, type alias or enum, where members are not definitions. */
type ScopeKind = 'module' | 'namespace' | 'class' | 'function' | 'type';

export function tsOracle(source: string, file: string): OracleModule {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKind(file));
  const line = (pos: number): number => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const out: OracleModule = { definitions: [], imports: [], exports: [] };
  const add = (prefix: string, name: string, kind: OracleDef['kind'], node: ts.Node): string => {
    const qualname = prefix === '' ? name : `${prefix}.${name}`;
    out.definitions.push({ qualname, kind, start: line(node.getStart(sf)), end: line(node.getEnd()) });
    return qualname;
  };
  const nameText = (n: ts.PropertyName | ts.BindingName | ts.DeclarationName): string => n.getText(sf);

  function visit(node: ts.Node, prefix: string, scope: ScopeKind): void {
    const fnKind = scope === 'class' ? 'method' : 'function';
    if (ts.isFunctionDeclaration(node)) {
      const q = add(prefix, node.name?.text ?? 'default', 'function', node);
      return ts.forEachChild(node, (c) => visit(c, q, 'function'));
    }
    if (ts.isClassDeclaration(node)) {
      const q = add(prefix, node.name?.text ?? 'default', 'class', node);
      return ts.forEachChild(node, (c) => visit(c, q, 'class'));
    }
    if (scope === 'class' && (ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node))) {
      const q = add(prefix, node.name ? nameText(node.name) : 'constructor', fnKind, node);
      return ts.forEachChild(node, (c) => visit(c, q, 'function'));
    }
    if (scope === 'class' && ts.isPropertyDeclaration(node) && isFunctionValue(node.initializer)) {
      const q = add(prefix, nameText(node.name), 'method', node);
      return ts.forEachChild(node, (c) => visit(c, q, 'function'));
    }
    // A field's initializer is an expression: an object literal's methods in it are not the class's.
    if (scope === 'class' && ts.isPropertyDeclaration(node)) return ts.forEachChild(node, (c) => visit(c, prefix, 'function'));
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node)) {
      const q = add(prefix, node.name.text, 'class', node);
      return ts.forEachChild(node, (c) => visit(c, q, 'type'));
    }
    if (ts.isModuleDeclaration(node)) {
      if (ts.isStringLiteral(node.name)) return undefined;
      if (node.flags & ts.NodeFlags.GlobalAugmentation) return ts.forEachChild(node.body ?? node, (c) => visit(c, prefix, scope));
      let name = node.name.text;
      let body = node.body;
      while (body && ts.isModuleDeclaration(body)) {
        name += `.${body.name.getText(sf)}`;
        body = body.body;
      }
      const q = add(prefix, name, 'class', node);
      if (body) ts.forEachChild(body, (c) => visit(c, q, 'namespace'));
      return undefined;
    }
    if (ts.isVariableStatement(node) || (ts.isVariableDeclarationList(node) && !ts.isVariableStatement(node.parent))) {
      const list = ts.isVariableStatement(node) ? node.declarationList : node;
      const outer = ts.isVariableStatement(node) ? node : node;
      const forOf = ts.isForInStatement(node.parent) || ts.isForOfStatement(node.parent);
      for (const decl of list.declarations) {
        if (scope === 'module' && requireOf(decl.initializer) !== undefined) continue;
        if (ts.isIdentifier(decl.name) && isFunctionValue(decl.initializer) && !forOf) {
          const q = add(prefix, decl.name.text, 'function', outer);
          ts.forEachChild(decl.initializer!, (c) => visit(c, q, 'function'));
          continue;
        }
        if ((scope === 'module' || scope === 'namespace') && !forOf) for (const n of bindingNames(decl.name)) add(prefix, n, 'variable', outer);
        if (decl.initializer) visit(decl.initializer, prefix, scope);
        if (!ts.isIdentifier(decl.name)) ts.forEachChild(decl.name, (c) => visit(c, prefix, scope));
      }
      return undefined;
    }
    if (ts.isExportAssignment(node) && !node.isExportEquals && (isFunctionValue(node.expression) || ts.isClassExpression(node.expression))) {
      const expr = node.expression;
      const own = (ts.isFunctionExpression(expr) || ts.isClassExpression(expr)) && expr.name ? expr.name.text : 'default';
      const q = add(prefix, own, ts.isClassExpression(expr) ? 'class' : 'function', node);
      return ts.forEachChild(expr, (c) => visit(c, q, ts.isClassExpression(expr) ? 'class' : 'function'));
    }
    if (ts.isFunctionLike(node) || ts.isClassExpression(node) || ts.isClassStaticBlockDeclaration(node)) {
      // Callbacks, object literal methods and class expressions define nothing; names inside are locals.
      return ts.forEachChild(node, (c) => visit(c, prefix, 'function'));
    }
    ts.forEachChild(node, (c) => visit(c, prefix, scope));
    return undefined;
  }
  ts.forEachChild(sf, (c) => visit(c, '', 'module'));

  for (const st of sf.statements) collectModuleItems(st, sf, line, out);
  return out;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function collectModuleItems(st: ts.Statement, sf: ts.SourceFile, line: (pos: number) => number, out: OracleModule): void {
  const at = line(st.getStart(sf));
  if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
    const m = st.moduleSpecifier.text;
    const clause = st.importClause;
    if (clause?.name) out.imports.push(`from|${m}|default|${clause.name.text}|${at}`);
    const nb = clause?.namedBindings;
    if (nb && ts.isNamespaceImport(nb)) out.imports.push(`import|${m}||${nb.name.text}|${at}`);
    if (nb && ts.isNamedImports(nb)) for (const e of nb.elements) out.imports.push(`from|${m}|${(e.propertyName ?? e.name).getText(sf)}|${e.name.text}|${at}`);
  } else if (ts.isImportEqualsDeclaration(st) && ts.isExternalModuleReference(st.moduleReference) && ts.isStringLiteral(st.moduleReference.expression)) {
    out.imports.push(`import|${st.moduleReference.expression.text}||${st.name.text}|${at}`);
  } else if (ts.isVariableStatement(st)) {
    for (const d of st.declarationList.declarations) {
      const m = requireOf(d.initializer);
      if (m === undefined) continue;
      if (ts.isIdentifier(d.name)) out.imports.push(`import|${m}||${d.name.text}|${at}`);
      else if (ts.isObjectBindingPattern(d.name)) {
        for (const e of d.name.elements) {
          if (!ts.isIdentifier(e.name) || e.dotDotDotToken) continue;
          out.imports.push(`from|${m}|${(e.propertyName ?? e.name).getText(sf)}|${e.name.text}|${at}`);
        }
      }
    }
  }
  if (ts.isExportDeclaration(st)) {
    const m = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
    const clause = st.exportClause;
    if (!clause && m !== undefined) out.exports.push(`*||*|${m}`);
    else if (clause && ts.isNamespaceExport(clause)) out.exports.push(`${clause.name.getText(sf)}||*|${m ?? ''}`);
    else if (clause && ts.isNamedExports(clause)) {
      for (const e of clause.elements) {
        const local = (e.propertyName ?? e.name).getText(sf);
        out.exports.push(m !== undefined ? `${e.name.getText(sf)}||${local}|${m}` : `${e.name.getText(sf)}|${local}||`);
      }
    }
  } else if (ts.isExportAssignment(st)) {
    const e = st.expression;
    const own = (ts.isFunctionExpression(e) || ts.isClassExpression(e)) && e.name ? e.name.text : ts.isArrowFunction(e) || ts.isFunctionExpression(e) || ts.isClassExpression(e) ? 'default' : undefined;
    if (st.isExportEquals) {
      if (ts.isIdentifier(e)) out.exports.push(`=|${e.text}||`);
    } else out.exports.push(`default|${own ?? (ts.isIdentifier(e) ? e.text : '')}||`);
  } else if (hasModifier(st, ts.SyntaxKind.ExportKeyword)) {
    const isDefault = hasModifier(st, ts.SyntaxKind.DefaultKeyword);
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) for (const n of bindingNames(d.name)) out.exports.push(`${n}|${n}||`);
    } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && isDefault) {
      out.exports.push(`default|${st.name?.text ?? 'default'}||`);
    } else if (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isEnumDeclaration(st)) {
      if (st.name) out.exports.push(`${st.name.text}|${st.name.text}||`);
    } else if (ts.isModuleDeclaration(st) && ts.isIdentifier(st.name)) {
      out.exports.push(`${st.name.text}|${st.name.text}||`);
    }
  }
}
