/**
 * What each file the job read exports, read from its syntax: `export` declarations, export lists,
 * `export * from` and `export { x } from` (followed through the read files, so a barrel exports
 * what it re-exports), `export default`, and CommonJS `exports.x =` / `module.exports = { x }`.
 */
import ts from 'typescript';

export interface ExportedName {
  /** Only a type (interface, type alias): imported with `type`. */
  typeOnly: boolean;
  /** The file's default export (bound under its local name). */
  isDefault: boolean;
  /** Declared in this file, not re-exported from another. */
  direct: boolean;
}

export type ExportTable = Map<string, ExportedName>;

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

const dirOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** The read file a relative specifier names (`./x.js` → `x.ts`, `./dir` → `dir/index.ts`), if any. */
export function resolveRelative(from: string, spec: string, has: (path: string) => boolean): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = normalise(`${dirOf(from)}/${spec}`);
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  return candidates.find(has);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);
}

function localTypes(sf: ts.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const st of sf.statements) if (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) out.add(st.name.text);
  return out;
}

/** Left side `exports.x` or `module.exports.x` → `x`. */
function commonJsName(left: ts.Expression): string | undefined {
  if (!ts.isPropertyAccessExpression(left)) return undefined;
  const obj = left.expression;
  const isExports = ts.isIdentifier(obj) && obj.text === 'exports';
  const isModuleExports = ts.isPropertyAccessExpression(obj) && ts.isIdentifier(obj.expression) && obj.expression.text === 'module' && obj.name.text === 'exports';
  return isExports || isModuleExports ? left.name.text : undefined;
}

/** A file's syntax tree (only its statements are read): by default a parse of its own. */
export type ParseFile = (path: string, text: string) => ts.SourceFile;
const parseAlone: ParseFile = (path, text) => ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, false);

export class ExportIndex {
  private readonly tables = new Map<string, ExportTable>();
  private readonly parsed = new Map<string, ts.SourceFile>();

  /** `parse`: the check's shared parses (type-check.ts), so a file the check parsed is not parsed again here. */
  constructor(private readonly files: ReadonlyMap<string, string>, private readonly parse: ParseFile = parseAlone) {}

  has = (path: string): boolean => this.files.has(path);

  sourceFile(path: string): ts.SourceFile | undefined {
    const text = this.files.get(path);
    if (text === undefined) return undefined;
    let sf = this.parsed.get(path);
    if (!sf) {
      sf = this.parse(path, text);
      this.parsed.set(path, sf);
    }
    return sf;
  }

  /** The names `path` exports; `export *` chains are followed up to a depth of 8. */
  exportsOf(path: string, depth = 0): ExportTable {
    const cached = this.tables.get(path);
    if (cached) return cached;
    const table: ExportTable = new Map();
    this.tables.set(path, table);
    const sf = this.sourceFile(path);
    if (!sf || depth > 8) return table;
    const types = localTypes(sf);
    const add = (name: string, e: Partial<ExportedName> = {}): void => {
      if (!table.has(name)) table.set(name, { typeOnly: types.has(name), isDefault: false, direct: true, ...e });
    };
    for (const st of sf.statements) {
      if (ts.isExportDeclaration(st)) {
        const spec = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
        const from = spec !== undefined ? resolveRelative(path, spec, this.has) : undefined;
        if (!st.exportClause) {
          if (from !== undefined) for (const [n, e] of this.exportsOf(from, depth + 1)) if (!e.isDefault) add(n, { ...e, direct: false });
        } else if (ts.isNamespaceExport(st.exportClause)) {
          add(st.exportClause.name.text, { typeOnly: false, direct: false });
        } else {
          for (const el of st.exportClause.elements) {
            const source = (el.propertyName ?? el.name).text;
            const inner = from !== undefined ? this.exportsOf(from, depth + 1).get(source) : undefined;
            add(el.name.text, { typeOnly: st.isTypeOnly || el.isTypeOnly || (inner?.typeOnly ?? types.has(source)), direct: spec === undefined });
          }
        }
      } else if (ts.isExportAssignment(st) && !st.isExportEquals && ts.isIdentifier(st.expression)) {
        add(st.expression.text, { isDefault: true });
      } else if (hasModifier(st, ts.SyntaxKind.ExportKeyword)) {
        const isDefault = hasModifier(st, ts.SyntaxKind.DefaultKeyword);
        if (ts.isVariableStatement(st)) {
          for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) add(d.name.text);
        } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name) {
          add(st.name.text, { isDefault, typeOnly: false });
        } else if (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) {
          add(st.name.text, { typeOnly: true });
        } else if ((ts.isEnumDeclaration(st) || ts.isModuleDeclaration(st)) && ts.isIdentifier(st.name)) {
          add(st.name.text, { typeOnly: false });
        }
      } else if (ts.isExpressionStatement(st) && ts.isBinaryExpression(st.expression) && st.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
        const { left, right } = st.expression;
        const name = commonJsName(left);
        if (name !== undefined) add(name);
        const whole = ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression) && left.expression.text === 'module' && left.name.text === 'exports';
        if (whole && ts.isObjectLiteralExpression(right)) {
          for (const p of right.properties) if ((ts.isShorthandPropertyAssignment(p) || ts.isPropertyAssignment(p)) && ts.isIdentifier(p.name)) add(p.name.text);
        }
      }
    }
    return table;
  }
}
