/**
 * Ground truth for the TypeScript retrieval benchmark from the TypeScript compiler's checker (an
 * independent oracle: it shares no code with our front end or resolver). For a function or
 * method, its dependencies are the names its body calls (`f()`, `new C()`, `this.m()`,
 * `super.m()`, `ns.f()`, `Cls.staticM()`) or the capitalised names it references (types, classes,
 * enums) that resolve, through imports and re-exports, to a function, class, method, interface,
 * type alias, enum, namespace or function-valued const declared in the package (not to the
 * target itself, nor to what the target declares inside its own body). Targets: functions and methods outside test files whose block body has at least
 * 3 statements, sits on lines of its own, and has at least 2 dependencies; sampled with a seed.
 */
import ts from 'typescript';
import type { BenchTarget, Dep } from './recall.js';
import { mulberry32 } from './mulberry32.js';

const isTest = (file: string): boolean => /(^|\/)(tests?|__tests__|spec)\/|\.(test|spec|bench)\.[cm]?tsx?$/.test(file);

type Fn = ts.FunctionDeclaration | ts.MethodDeclaration | ts.ConstructorDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.GetAccessorDeclaration | ts.SetAccessorDeclaration;

/** The declaration a dependency counts as (the const of `const f = () => ...`), or undefined. */
function definitionNode(decl: ts.Declaration): ts.Node | undefined {
  if (ts.isFunctionDeclaration(decl) || ts.isClassDeclaration(decl) || ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl) || ts.isEnumDeclaration(decl) || ts.isModuleDeclaration(decl)) return decl;
  if (ts.isMethodDeclaration(decl) || ts.isGetAccessor(decl) || ts.isSetAccessor(decl) || ts.isConstructorDeclaration(decl)) return ts.isClassLike(decl.parent) ? decl : undefined;
  if (ts.isPropertyDeclaration(decl) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) return decl;
  if (ts.isVariableDeclaration(decl) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) return decl.parent.parent;
  return undefined;
}

function nameOf(node: ts.Node): string {
  const named = (n: ts.Node): string | undefined => {
    if (ts.isVariableStatement(n)) return n.declarationList.declarations[0]?.name.getText();
    const name = (n as { name?: ts.Node }).name;
    return name ? name.getText() : ts.isConstructorDeclaration(n) ? 'constructor' : undefined;
  };
  const parts = [named(node) ?? 'default'];
  for (let p = node.parent; p !== undefined && !ts.isSourceFile(p); p = p.parent) {
    // As the front end names them: a class declared inside a function or method is `outer.Class.m`.
    const enclosingFn = ts.isFunctionDeclaration(p) || ts.isMethodDeclaration(p) || ts.isConstructorDeclaration(p);
    if (ts.isClassLike(p) || ts.isModuleDeclaration(p) || enclosingFn) parts.unshift(named(p) ?? 'default');
  }
  return parts.join('.');
}

function depOf(node: ts.Node, via: string, root: string): Dep {
  const sf = node.getSourceFile();
  const lines = sf.text.split('\n');
  const nameNode = (node as { name?: ts.Node }).name ?? (ts.isVariableStatement(node) ? node.declarationList.declarations[0]?.name : undefined);
  const headerLine = sf.getLineAndCharacterOfPosition((nameNode ?? node).getStart(sf)).line;
  const endLine = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
  let body = headerLine + 1;
  // The first line of the body: past the rest of a multi-line header, up to the opening brace.
  const block = (node as { body?: ts.Node }).body ?? (node as { members?: ts.NodeArray<ts.Node> }).members?.[0];
  if (block !== undefined) {
    const first = ts.isBlock(block) ? block.statements[0] : block;
    if (first !== undefined) body = Math.max(body, sf.getLineAndCharacterOfPosition(first.getStart(sf)).line);
  }
  const single = body > endLine || (lines[body] ?? '').trim() === '}' || (lines[body] ?? '').trim() === '';
  return {
    file: sf.fileName.slice(root.length + 1),
    name: nameOf(node),
    kind: ts.SyntaxKind[node.kind],
    line: headerLine + 1,
    header: (lines[headerLine] ?? '').trim(),
    firstBody: single ? '' : (lines[body] ?? '').trim(),
    bodyOffset: body - headerLine - 1,
    via,
  };
}

export interface TsTruth {
  targets: (BenchTarget & { name: string })[];
  candidates: number;
}

export function tsGroundTruth(root: string, files: string[], seed: number, count: number, allowJs = false): TsTruth {
  const program = ts.createProgram(files.map((f) => `${root}/${f}`), {
    noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.Preserve, allowJs, types: [],
  });
  const checker = program.getTypeChecker();
  const inPackage = (sf: ts.SourceFile): boolean => sf.fileName.startsWith(`${root}/`) && !sf.isDeclarationFile;
  const candidates: (BenchTarget & { name: string })[] = [];

  function depsOf(fn: Fn): Dep[] {
    const out = new Map<string, Dep>();
    const consider = (id: ts.Node, via: string): void => {
      let sym = checker.getSymbolAtLocation(id);
      if (sym && sym.flags & ts.SymbolFlags.Alias) sym = checker.getAliasedSymbol(sym);
      for (const decl of sym?.declarations ?? []) {
        if (!inPackage(decl.getSourceFile())) continue;
        const def = definitionNode(decl);
        // The target itself, what encloses it, and what it declares inside (gone once it is stubbed) do not count.
        if (def === undefined || (def.pos <= fn.pos && def.end >= fn.end) || (def.pos >= fn.pos && def.end <= fn.end)) continue;
        const dep = depOf(def, via, root);
        out.set(`${dep.file}:${dep.line}`, dep);
        break;
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isDecorator(node)) {
        const callee = ts.isDecorator(node) ? node.expression : node.expression;
        if (ts.isIdentifier(callee)) consider(callee, 'call');
        else if (ts.isPropertyAccessExpression(callee)) {
          const recv = callee.expression;
          const recvSym = ts.isIdentifier(recv) ? checker.getSymbolAtLocation(recv) : undefined;
          const resolved = recvSym && recvSym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(recvSym) : recvSym;
          const staticRecv = resolved !== undefined && (resolved.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum | ts.SymbolFlags.Module | ts.SymbolFlags.ValueModule)) !== 0;
          if (recv.kind === ts.SyntaxKind.ThisKeyword || recv.kind === ts.SyntaxKind.SuperKeyword || staticRecv) consider(callee.name, 'member-call');
        }
      } else if (ts.isIdentifier(node) && /^[A-Z]/.test(node.text) && !ts.isPropertyAccessExpression(node.parent)) {
        consider(node, 'name');
      } else if (ts.isQualifiedName(node) && /^[A-Z]/.test(node.right.text)) consider(node.right, 'name');
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    return [...out.values()];
  }

  for (const sf of program.getSourceFiles()) {
    if (!inPackage(sf)) continue;
    const file = sf.fileName.slice(root.length + 1);
    if (isTest(file)) continue;
    const lines = sf.text.split('\n');
    const walk = (node: ts.Node): void => {
      const isFn = ts.isFunctionDeclaration(node) || (ts.isMethodDeclaration(node) && ts.isClassLike(node.parent)) || (ts.isConstructorDeclaration(node));
      if (isFn && node.body && ts.isBlock(node.body) && node.body.statements.length >= 3 && (ts.isClassDeclaration(node.parent) || ts.isSourceFile(node.parent) || ts.isModuleBlock(node.parent))) {
        const open = sf.getLineAndCharacterOfPosition(node.body.getStart(sf)).line;
        const close = sf.getLineAndCharacterOfPosition(node.body.getEnd() - 1).line;
        const first = sf.getLineAndCharacterOfPosition(node.body.statements[0]!.getStart(sf)).line;
        const ownLines = (lines[open] ?? '').trimEnd().endsWith('{') && (lines[close] ?? '').trim().startsWith('}') && first > open;
        const deps = ownLines ? depsOf(node) : [];
        if (deps.length >= 2) {
          candidates.push({
            file, name: nameOf(node), qualname: nameOf(node), defLine: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
            bodyStart: open + 2, bodyEnd: close, indent: /^\s*/.exec(lines[first] ?? '')?.[0] ?? '  ', deps,
          });
        }
      }
      ts.forEachChild(node, walk);
    };
    walk(sf);
  }
  const random = mulberry32(seed);
  const pool = [...candidates];
  const picked: typeof candidates = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return { targets: picked.sort((a, b) => a.file.localeCompare(b.file) || a.defLine - b.defLine), candidates: candidates.length };
}
