/**
 * Real TypeScript/JavaScript functions from packages installed in node_modules, stubbed in place
 * (their body replaced by `throw new Error('not implemented')`), with the files such a job reads
 * (the target's file and the repository files it imports), the ORIGINAL body and mechanical
 * mutants of it, for the answer checks (test/core/languages/typescript/type-check*.test.ts and
 * bench/ts-check.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { parseTypeScript } from '../../src/core/languages/typescript/index.js';
import type { Definition, ParsedModule, Stub } from '../../src/core/languages/types.js';

export interface CheckTarget {
  /** Package-relative path of the target's file. */
  file: string;
  qualname: string;
  /** The stubbed file, parsed. */
  source: string;
  parsed: ParsedModule;
  target: Definition;
  stub: Stub;
  body: string;
  readFiles: Map<string, string>;
  /** The function node in the ORIGINAL file, for mutants. */
  fn: ts.FunctionLikeDeclaration;
  original: ts.SourceFile;
}

export function listFiles(root: string, dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir)).sort()) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) {
      if (name !== 'node_modules' && name !== 'tests' && name !== '_vendor') out.push(...listFiles(root, path, pattern));
    } else if (pattern.test(name)) out.push(path);
  }
  return out;
}

/** The target file plus the package files its relative imports name (one level), as repository paths. */
function readSet(root: string, file: string, text: string): Map<string, string> {
  const files = new Map([[file, text]]);
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext, false);
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  for (const st of sf.statements) {
    const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
    if (spec === undefined || !spec.startsWith('.')) continue;
    const base = relative(root, join(root, dir, spec)).replace(/\.js$/, '');
    for (const cand of [`${base}.ts`, `${base}.js`, `${base}.d.ts`, `${base}/index.ts`, `${base}/index.js`]) {
      try {
        files.set(cand, readFileSync(join(root, cand), 'utf8'));
        break;
      } catch {
        // not this extension
      }
    }
  }
  return files;
}

function functionsOf(sf: ts.SourceFile): ts.FunctionLikeDeclaration[] {
  const out: ts.FunctionLikeDeclaration[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.body && node.name && ts.isIdentifier(node.name)) out.push(node);
    if (!ts.isFunctionLike(node) || ts.isSourceFile(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(sf, visit);
  return out;
}

/** Up to `max` functions of `file` whose body holds 2-25 whole lines between its braces, stubbed. */
export function targetsIn(root: string, file: string, max: number): CheckTarget[] {
  const text = readFileSync(join(root, file), 'utf8');
  const original = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext, true);
  const lines = text.split('\n');
  const out: CheckTarget[] = [];
  for (const fn of functionsOf(original)) {
    if (out.length >= max) break;
    const block = fn.body!;
    const open = original.getLineAndCharacterOfPosition(block.getStart(original)).line + 1;
    const close = original.getLineAndCharacterOfPosition(block.end).line + 1;
    if (close - open - 1 < 2 || close - open - 1 > 25 || !(lines[open - 1] ?? '').trimEnd().endsWith('{') || (lines[close - 1] ?? '').trim() !== '}') continue;
    const body = lines.slice(open, close - 1).join('\n');
    const indent = /^[ \t]*/.exec(lines[open] ?? '')?.[0] ?? '  ';
    const source = [...lines.slice(0, open), `${indent}throw new Error('not implemented');`, ...lines.slice(close - 1)].join('\n');
    const parsed = parseTypeScript(source, file);
    const stub = parsed.stubs?.find((s) => s.defLine <= open && s.bodyRange.start === open + 1);
    const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine);
    if (!stub || !target) continue;
    out.push({ file, qualname: target.qualname, source, parsed, target, stub, body, readFiles: readSet(root, file, text), fn, original });
  }
  return out;
}
