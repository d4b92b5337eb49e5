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
 * - object literals bound to a module- or namespace-level variable (`const api = {...}`): their
 *   methods, accessors and function-valued or class-valued keys are definitions under the variable
 *   (`api.m`), nested object literals variables that own theirs (`api.n.k`, three levels at most);
 *   a key that is no stable name (a computed expression) defines nothing.
 * - CommonJS at module level (not inside a function): `exports.f = ...` / `module.exports.f = ...`
 *   define `f` when the value is a function, class or object literal and export `f`;
 *   `module.exports = { ... }` defines its keys as module-level names and exports every key;
 *   `module.exports = x` is `export = x`; an exported plain value (`exports.N = 1`, `module.exports =
 *   { N: 1 }`) is a module-level variable; `void 0` placeholders export nothing; `const v = exports.v = ...`
 *   exports `v`.
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
        if ((scope === 'module' || scope === 'namespace') && !forOf && ts.isIdentifier(decl.name) && decl.initializer && ts.isObjectLiteralExpression(decl.initializer)) {
          const q = add(prefix, decl.name.text, 'variable', outer);
          objectMembers(decl.initializer, q, 1);
          continue;
        }
        const init = decl.initializer;
        const cjs = scope === 'module' && ts.isIdentifier(decl.name) && init && ts.isBinaryExpression(init) && init.operatorToken.kind === ts.SyntaxKind.EqualsToken ? commonJsExport(init.left) : undefined;
        if (cjs !== undefined && cjs !== '=' && ts.isIdentifier(decl.name)) out.exports.push(`${cjs}|${decl.name.text}||`);
        if ((scope === 'module' || scope === 'namespace') && !forOf) for (const n of bindingNames(decl.name)) add(prefix, n, 'variable', outer);
        if (decl.initializer) visit(decl.initializer, prefix, scope);
        if (!ts.isIdentifier(decl.name)) ts.forEachChild(decl.name, (c) => visit(c, prefix, scope));
      }
      return undefined;
    }
    if (scope === 'module' && ts.isExpressionStatement(node) && commonJs(node.expression, node)) return undefined;
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
  /** An object literal's members under `prefix` (`prefix` '' for `module.exports = {...}`); `onKey` sees each key. */
  function objectMembers(obj: ts.ObjectLiteralExpression, prefix: string, depth: number, onKey?: (key: string, local: string | undefined) => void): void {
    for (const p of obj.properties) {
      const name = p.name === undefined ? undefined : keyName(p.name, sf);
      if (ts.isMethodDeclaration(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p)) {
        if (name === undefined) {
          visit(p, '', 'function');
          continue;
        }
        const q = add(prefix, name, 'function', p);
        ts.forEachChild(p, (c) => visit(c, q, 'function'));
        onKey?.(name, name);
      } else if (ts.isShorthandPropertyAssignment(p)) onKey?.(p.name.text, p.name.text);
      else if (ts.isPropertyAssignment(p)) {
        if (ts.isComputedPropertyName(p.name)) visit(p.name, '', 'function');
        const init = p.initializer;
        if (name === undefined) visit(init, '', 'function');
        else if (isFunctionValue(init)) {
          const q = add(prefix, name, 'function', p);
          ts.forEachChild(init, (c) => visit(c, q, 'function'));
          onKey?.(name, name);
        } else if (ts.isClassExpression(init)) {
          const q = add(prefix, name, 'class', p);
          ts.forEachChild(init, (c) => visit(c, q, 'class'));
          onKey?.(name, name);
        } else if (ts.isObjectLiteralExpression(init) && depth < 3) {
          objectMembers(init, add(prefix, name, 'variable', p), depth + 1);
          onKey?.(name, name);
        } else if (onKey !== undefined && prefix === '' && !ts.isIdentifier(init)) {
          add('', name, 'variable', p);
          visit(init, '', 'function');
          onKey(name, name);
        } else {
          visit(init, '', 'function');
          onKey?.(name, ts.isIdentifier(init) ? init.text : undefined);
        }
      } else visit(p, '', 'function');
    }
  }

  /** `exports.f = ...`, `module.exports.f = ...`, `module.exports = ...` (a statement at module level). */
  function commonJs(expr: ts.Expression, statement: ts.Node): boolean {
    if (!ts.isBinaryExpression(expr) || expr.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
    const exported = commonJsExport(expr.left);
    if (exported === undefined) return false;
    const right = expr.right;
    const exp = (e: string, local?: string): void => {
      out.exports.push(`${e}|${local ?? ''}||`);
    };
    const isVoid = (n: ts.Expression): boolean => ts.isVoidExpression(n) && n.getText(sf).replace(/\s+/g, ' ') === 'void 0';
    if (isVoid(right)) return true;
    if (ts.isBinaryExpression(right) && right.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      let end: ts.Expression = right;
      while (ts.isBinaryExpression(end) && end.operatorToken.kind === ts.SyntaxKind.EqualsToken) end = end.right;
      if (isVoid(end)) return true;
      const inner = commonJsExport(right.left);
      if (inner === undefined || !commonJs(right, statement)) visit(right, '', 'module');
      exp(exported, inner === undefined || inner === '=' ? undefined : inner);
      return true;
    }
    const viaExports = commonJsExport(right);
    if (viaExports !== undefined && viaExports !== '=') {
      exp(exported, viaExports);
      return true;
    }
    if (exported === '=' && ts.isObjectLiteralExpression(right)) {
      objectMembers(right, '', 1, (key, local) => exp(key, local));
      return true;
    }
    if (ts.isIdentifier(right)) {
      exp(exported, right.text);
      return true;
    }
    const own = (ts.isFunctionExpression(right) || ts.isClassExpression(right)) && right.name ? right.name.text : 'default';
    const name = exported === '=' ? own : exported;
    if (isFunctionValue(right)) {
      const q = add('', name, 'function', statement);
      ts.forEachChild(right, (c) => visit(c, q, 'function'));
    } else if (ts.isClassExpression(right)) {
      const q = add('', name, 'class', statement);
      ts.forEachChild(right, (c) => visit(c, q, 'class'));
    } else if (ts.isObjectLiteralExpression(right) && exported !== '=') {
      objectMembers(right, add('', name, 'variable', statement), 1);
    } else if (exported !== '=') {
      add('', name, 'variable', statement);
      visit(right, '', 'function');
    } else {
      visit(right, '', 'module');
      exp(exported);
      return true;
    }
    exp(exported, name);
    if (exported === '=' && name === 'default') exp('default', name);
    return true;
  }

  ts.forEachChild(sf, (c) => visit(c, '', 'module'));

  for (const st of sf.statements) collectModuleItems(st, sf, line, out);
  return out;
}

/** `exports.f` / `module.exports.f` -> 'f'; `module.exports` -> '='. */
function commonJsExport(e: ts.Expression): string | undefined {
  if (!ts.isPropertyAccessExpression(e)) return undefined;
  const name = e.name.text;
  const obj = e.expression;
  if (ts.isIdentifier(obj) && obj.text === 'exports') return name;
  if (ts.isIdentifier(obj) && obj.text === 'module' && name === 'exports') return '=';
  if (ts.isPropertyAccessExpression(obj) && ts.isIdentifier(obj.expression) && obj.expression.text === 'module' && obj.name.text === 'exports') return name;
  return undefined;
}

/** The name a key gives an object-literal member, or undefined when it is no stable name. */
function keyName(name: ts.PropertyName, sf: ts.SourceFile): string | undefined {
  const t = name.getText(sf);
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return t;
  if (ts.isStringLiteral(name)) return /^[A-Za-z_$][\w$]*$/.test(name.text) ? name.text : /^[^'"\\[\]:\s]+$/.test(name.text) ? `[${t}]` : undefined;
  if (ts.isNumericLiteral(name)) return /^[0-9]+$/.test(t) ? `[${t}]` : undefined;
  if (ts.isComputedPropertyName(name)) {
    const compact = t.replace(/\s+/g, '');
    return /^\[[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\]$/.test(compact) ? compact : undefined;
  }
  return undefined;
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
