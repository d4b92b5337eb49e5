/**
 * What the TypeScript answer checks read beside the files retrieval read (Language.scopeFiles), second part:
 * the repository module that declares a stub's RETURN type. Retrieval reads what the body is likely to call,
 * within a token budget; the module of the declared return type is often not among them (a generated client's
 * `APIPromise<Result<...>>` in `types/async.ts`), and a type of a module the check did not read is `any`, so
 * a body returning the wrong thing (`return response.json()` for an `APIPromise`) is accepted. Read, the
 * return type is the class or alias the real compiler sees.
 *
 * Only the head of each stub's return type (`X` of `X<...>`, `Promise<X>` and `X[]` unwrapped, each member of
 * a union), only names a relative import of the file brings in, only files of the repository's listing, at
 * most MAX_SIGNATURE_FILES: a few small reads per target. A stub is a function or method whose block holds
 * only a `throw` of a not-implemented error or only comments (the shapes src/core/languages/typescript/stubs.ts
 * detects, written as text tests over the compiler's parse).
 */
import { createRequire } from 'node:module';
import type TypeScript from 'typescript';
import { offerParse, parseOptionsKey, virtualPath } from '../check/parsed-handoff.js';
import { TYPE_CHECK_MAX_CHARS } from './validate.js';

// The TypeScript compiler (~80 MB) is loaded on the first file this reads, never at start: a worker that
// only meets Python, or files past the type check's size, does not pay for it (the checks load it the same way).
const require = createRequire(import.meta.url);
let ts: typeof TypeScript;

const MAX_SIGNATURE_FILES = 4;
const NOT_IMPLEMENTED = /not\s*(yet\s*)?implemented|unimplemented|\btodo\b|implement\s*me|\bstub\b/i;
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '/index.ts', '/index.tsx', '/index.d.ts'];

function isStubBody(body: TypeScript.Block, sf: TypeScript.SourceFile): boolean {
  if (body.statements.length === 0) return /\b(TODO|FIXME)\b/.test(body.getText(sf));
  if (body.statements.length !== 1) return false;
  const only = body.statements[0]!;
  return ts.isThrowStatement(only) && NOT_IMPLEMENTED.test(only.getText(sf));
}

/** The type names at the head of a return type. */
function heads(node: TypeScript.TypeNode, out: Set<string>): void {
  if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) {
    for (const t of node.types) heads(t, out);
  } else if (ts.isParenthesizedTypeNode(node) || ts.isArrayTypeNode(node)) {
    heads(ts.isArrayTypeNode(node) ? node.elementType : node.type, out);
  } else if (ts.isIndexedAccessTypeNode(node) || ts.isTypeOperatorNode(node)) {
    // `Paths[number]`, `Config['key']`, `readonly X[]`: the type is read out of `Paths` / `X`, declared where it is.
    heads(ts.isIndexedAccessTypeNode(node) ? node.objectType : node.type, out);
  } else if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
    const name = node.typeName.text;
    if ((name === 'Promise' || name === 'PromiseLike') && node.typeArguments?.length === 1) heads(node.typeArguments[0]!, out);
    else out.add(name);
  }
}

/** The repository path a relative specifier of `file` names, among `files`. */
function resolveRelative(file: string, spec: string, files: ReadonlySet<string>): string | undefined {
  const parts = file.split('/').slice(0, -1);
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  const base = parts.join('/');
  const bare = base.replace(/\.(?:[cm]?js|jsx|[cm]?ts|tsx)$/, '');
  if (/\.(?:[cm]?ts|tsx)$/.test(base) && files.has(base)) return base;
  return EXTENSIONS.map((ext) => bare + ext).find((p) => files.has(p));
}

/**
 * Answers by path list (held weakly: the pipeline lists a target's files once and asks Language.scopeFiles
 * again with the same list for up to three rounds, as reads name new files), then by file and text. The
 * answer depends on those three alone, and each ask parsed the whole file with the compiler again (zod's
 * 160 K-character `types.ts` three times per target: about a tenth of a zod job's CPU).
 */
const answered = new WeakMap<readonly string[], Map<string, { source: string; files: string[] }>>();

export function signatureTypeFiles(file: string, files: readonly string[], source: string | undefined): string[] {
  if (source === undefined) return [];
  let byFile = answered.get(files);
  if (byFile === undefined) answered.set(files, (byFile = new Map<string, { source: string; files: string[] }>()));
  const known = byFile.get(file);
  if (known !== undefined && known.source === source) return [...known.files];
  const out = signatureTypeFilesOf(file, files, source);
  byFile.set(file, { source, files: out });
  return [...out];
}

function signatureTypeFilesOf(file: string, files: readonly string[], source: string): string[] {
  if (!/\.[cm]?tsx?$/.test(file) || /\.d\.[cm]?ts$/.test(file)) return [];
  // A file the type check will not run on needs no return-type module (and its parse would cost memory).
  if (source.length > TYPE_CHECK_MAX_CHARS) return [];
  ts ??= require('typescript') as typeof TypeScript;
  // Parsed as the answer check parses a repository file (check/source-cache.ts), and handed to it: another target's
  // check reads this same text when its program imports the file (one compiler parse of it per job).
  const options = checkParseOptions(ts);
  const sf = ts.createSourceFile(virtualPath(file), source, options, false);
  try {
    return returnTypeFiles(file, files, sf);
  } finally {
    if (options.setExternalModuleIndicator !== undefined) offerParse(sf, parseOptionsKey(options));
  }
}

/** The compiler internal that gives a module-detection setting's rule (the check's programs force every file to be a module). */
interface ModuleRules {
  getSetExternalModuleIndicator?: (options: TypeScript.CompilerOptions) => (file: TypeScript.SourceFile) => void;
}

/** check/source-cache.ts's parse (JSDoc for type errors only) under check/program.ts's module rule (`moduleDetection: force`). */
function checkParseOptions(compiler: typeof TypeScript): TypeScript.CreateSourceFileOptions {
  const rule = (compiler as unknown as ModuleRules).getSetExternalModuleIndicator?.({ moduleDetection: compiler.ModuleDetectionKind.Force });
  return { languageVersion: compiler.ScriptTarget.ESNext, jsDocParsingMode: compiler.JSDocParsingMode.ParseForTypeErrors, ...(rule === undefined ? {} : { setExternalModuleIndicator: rule }) };
}

function returnTypeFiles(file: string, files: readonly string[], sf: TypeScript.SourceFile): string[] {
  const names = new Set<string>();
  const visit = (node: TypeScript.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined && ts.isBlock(node.body) && node.type !== undefined && isStubBody(node.body, sf)) heads(node.type, names);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (names.size === 0) return [];
  const listed = new Set(files);
  const out: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith('.')) continue;
    const clause = st.importClause;
    const bound = [clause?.name?.text, ...(clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements.map((e) => e.name.text) : [])];
    if (!bound.some((n) => n !== undefined && names.has(n))) continue;
    const path = resolveRelative(file, st.moduleSpecifier.text, listed);
    if (path !== undefined && path !== file && !out.includes(path)) out.push(path);
    if (out.length >= MAX_SIGNATURE_FILES) break;
  }
  return out;
}
