/**
 * Needed imports: a name the body uses that nothing in scope binds, but that a file the job read
 * exports, becomes an import statement written the way the target file writes its own: through a
 * module the file already imports from when that module (a barrel, an index) exports the name,
 * else by a relative path with the file's extension habit (`.js` under ESM when its relative
 * imports carry it, none when they do not), its quotes and semicolons; `require` in a CommonJS
 * file. It goes after the file's last import (0 = top, after a shebang and directive prologue).
 */
import ts from 'typescript';
import type { NeededImport } from '../../../generate/types.js';
import { ExportIndex, resolveRelative, type ExportedName, type ParseFile } from './exports.js';

interface ImportStyle {
  ext: 'js' | 'ts' | 'none';
  quote: string;
  semi: string;
  commonJs: boolean;
}

function relativeSpecifiers(sf: ts.SourceFile): { specs: string[]; esm: boolean; requires: boolean } {
  const specs: string[] = [];
  let esm = false;
  let requires = false;
  const visitTop = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      esm = esm || ts.isImportDeclaration(node);
      specs.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require' && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      requires = true;
      specs.push(node.arguments[0].text);
    }
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visitTop);
  };
  visitTop(sf);
  return { specs: specs.filter((s) => s.startsWith('.')), esm, requires };
}

function extHabit(specs: string[]): ImportStyle['ext'] | undefined {
  if (specs.some((s) => /\.(m|c)?js$/.test(s))) return 'js';
  if (specs.some((s) => /\.(m|c)?tsx?$/.test(s))) return 'ts';
  return specs.length > 0 ? 'none' : undefined;
}

function styleOf(file: string, sf: ts.SourceFile, index: ExportIndex, others: Iterable<string>): ImportStyle {
  const own = relativeSpecifiers(sf);
  let ext = extHabit(own.specs);
  for (const other of others) {
    if (ext !== undefined) break;
    const osf = index.sourceFile(other);
    if (osf) ext = extHabit(relativeSpecifiers(osf).specs);
  }
  const firstImport = sf.statements.find(ts.isImportDeclaration);
  const quote = firstImport ? sf.text[firstImport.moduleSpecifier.getStart(sf)] ?? "'" : "'";
  const semi = firstImport && !sf.text.slice(firstImport.pos, firstImport.end).trimEnd().endsWith(';') ? '' : ';';
  return { ext: ext ?? (/\.m[tj]s$/.test(file) ? 'js' : 'none'), quote, semi, commonJs: /\.c?js$/.test(file) && !own.esm && own.requires };
}

function specifierFor(from: string, to: string, style: ImportStyle): string {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let i = 0;
  while (i < fromParts.length && i < toParts.length - 1 && fromParts[i] === toParts[i]) i++;
  let rel = [...fromParts.slice(i).map(() => '..'), ...toParts.slice(i)].join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const stem = rel.replace(/\.d\.[cm]?ts$|\.[cm]?[jt]sx?$/, '');
  if (style.ext === 'ts') return rel;
  if (style.ext === 'js') return stem + (/\.m[jt]s$/.test(to) ? '.mjs' : /\.c[jt]s$/.test(to) ? '.cjs' : '.js');
  return stem.replace(/\/index$/, '') || '.';
}

/** After the last import / require statement at the top (or the shebang and directives when there is none). */
function afterLineOf(sf: ts.SourceFile): number {
  const lineOf = (pos: number): number => sf.getLineAndCharacterOfPosition(pos).line + 1;
  let after = sf.text.startsWith('#!') ? 1 : 0;
  for (const st of sf.statements) {
    const isImport = ts.isImportDeclaration(st) || ts.isImportEqualsDeclaration(st);
    const isRequire = ts.isVariableStatement(st) && st.declarationList.declarations.every((d) => d.initializer && /^require\(|^await import\(/.test(d.initializer.getText(sf)));
    const isDirective = ts.isExpressionStatement(st) && ts.isStringLiteral(st.expression) && after === lineOf(st.pos) - 1;
    if (isImport || isRequire || isDirective) after = lineOf(st.end);
  }
  return after;
}

interface Choice {
  spec: string;
  entry: ExportedName;
}

function statement(spec: string, names: { name: string; entry: ExportedName }[], style: ImportStyle, js: boolean): string {
  const q = style.quote;
  const dflt = names.find((n) => n.entry.isDefault);
  const named = names.filter((n) => !n.entry.isDefault);
  if (style.commonJs) {
    return dflt ? `const ${dflt.name} = require(${q}${spec}${q})${style.semi}` : `const { ${named.map((n) => n.name).join(', ')} } = require(${q}${spec}${q})${style.semi}`;
  }
  const allTypes = !js && !dflt && named.every((n) => n.entry.typeOnly);
  const list = named.map((n) => (!allTypes && !js && n.entry.typeOnly ? `type ${n.name}` : n.name)).join(', ');
  const clause = [dflt?.name, named.length > 0 ? `{ ${list} }` : undefined].filter(Boolean).join(', ');
  return `import ${allTypes ? 'type ' : ''}${clause} from ${q}${spec}${q}${style.semi}`;
}

/**
 * Imports for `names` (unbound in the body) from the files the job read. `source` is the ORIGINAL
 * file (stub in place); `file` its path. Names no read file exports are left out. `viaImportsOnly`
 * names (bound to a host global, host-shadow.ts) are imported only from a module the file already
 * imports from.
 */
export function neededImports(file: string, source: string, names: readonly string[], readFiles: ReadonlyMap<string, string>, viaImportsOnly: readonly string[] = [], parse?: ParseFile): NeededImport[] {
  if (names.length === 0 && viaImportsOnly.length === 0) return [];
  const index = new ExportIndex(readFiles, parse);
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ESNext, true);
  const js = /\.[cm]?jsx?$/.test(file);
  const others = [...readFiles.keys()].filter((p) => p !== file && /\.[cm]?[jt]sx?$/.test(p) && !/\.d\.[cm]?ts$/.test(p));
  const style = styleOf(file, sf, index, others);
  // Modules the file imports already, in order: a barrel re-exporting the name is used as is.
  const imported = relativeSpecifiers(sf).specs.map((spec) => ({ spec, path: resolveRelative(file, spec, index.has) }));
  const choices = new Map<string, Choice>();
  const onlyViaImport = new Set(viaImportsOnly);
  for (const name of new Set([...names, ...viaImportsOnly])) {
    const viaImport = imported.find((m) => m.path !== undefined && index.exportsOf(m.path).has(name) && !(js && index.exportsOf(m.path).get(name)!.typeOnly));
    if (viaImport?.path !== undefined) {
      choices.set(name, { spec: viaImport.spec, entry: index.exportsOf(viaImport.path).get(name)! });
      continue;
    }
    if (onlyViaImport.has(name)) continue;
    const found = others
      .map((path) => ({ path, entry: index.exportsOf(path).get(name) }))
      .filter((c): c is { path: string; entry: ExportedName } => c.entry !== undefined && !(js && c.entry.typeOnly))
      .sort((a, b) => Number(b.entry.direct) - Number(a.entry.direct) || a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path));
    const best = found[0];
    if (best) choices.set(name, { spec: specifierFor(file, best.path, style), entry: best.entry });
  }
  const bySpec = new Map<string, { name: string; entry: ExportedName }[]>();
  for (const [name, c] of choices) bySpec.set(c.spec, [...(bySpec.get(c.spec) ?? []), { name, entry: c.entry }]);
  const afterLine = afterLineOf(sf);
  return [...bySpec].map(([spec, list]) => ({ text: statement(spec, list, style, js), afterLine, names: list.map((n) => n.name) }));
}

/** `source` with the import lines put in (each after its `afterLine` of `source`). */
export function withImports(source: string, imports: readonly NeededImport[]): string {
  const lines = source.split('\n');
  const order = imports.map((imp, i) => ({ imp, i })).sort((a, b) => b.imp.afterLine - a.imp.afterLine || b.i - a.i);
  for (const { imp } of order) lines.splice(imp.afterLine, 0, imp.text);
  return lines.join('\n');
}
