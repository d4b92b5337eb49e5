/**
 * The compiler's verdict on a body put in place: the TypeScript compiler API in memory over the
 * target file and the files the job read (program.ts), findings located in the body as the repair
 * round's exact messages (findings.ts), and names a read file exports turned into needed imports,
 * checked again with the import lines in place (imports.ts).
 *
 * JavaScript is checked too, with checkJs on but only scope and grammar findings kept (unbound
 * names, `await` outside async, redeclared bindings): without annotations the compiler's other
 * JavaScript errors come from its own inference (expando objects, `Object.assign(this, ...)`) and
 * would reject correct code.
 *
 * A TypeScript file that opts out of checking (`// @ts-nocheck` in its leading comments) gets the same
 * treatment as JavaScript: the compiler would report nothing in it, yet an unbound name still fails at
 * run time, so the pragma is blanked for the check (offsets kept) and only scope and grammar findings count.
 */
import ts from 'typescript';
import type { NeededImport } from '../../../generate/types.js';
import { ExportIndex, type ParseFile } from './exports.js';
import { bodyFindings, CANNOT_FIND, findingMessages, type Finding } from './findings.js';
import { hostGlobalNames } from './host-shadow.js';
import { neededImports, withImports } from './imports.js';
import type { TsLibEnv } from './lib-env.js';
import { splitPackageFiles } from './package-files.js';
import { isJsFile, runCheck, virtualPath, type CheckRun } from './program.js';
import { uncachedSources, type SourceFileCache } from './source-cache.js';
import { agreedUnderStrict, needsStrictOpinion } from './strictness.js';

export interface TypeCheckInput {
  /** The target's repository path. */
  file: string;
  /** The file as it is (stub in place): where imports go is counted in its lines. */
  originalSource: string;
  /** The file with the body in place, and the body's first and last line in it. */
  newSource: string;
  bodyStart: number;
  bodyEnd: number;
  /** The stub's lines in the original file (an import after them moves with the body's length). */
  stubStart: number;
  stubEnd: number;
  readFiles?: ReadonlyMap<string, string>;
  /** Parsed read files shared between checks (source-cache.ts); without it, this check parses its own. */
  sources?: SourceFileCache;
  /** Check the whole file, not only the declaration holding the body (the reference for tests and benchmarks). */
  wholeFile?: boolean;
}

export interface TypeCheckResult {
  errors: string[];
  imports: NeededImport[];
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** For each unbound name: the closest name a read file exports, as "`getUser` in `src/users.ts` is." */
function nearMisses(names: string[], files: ReadonlyMap<string, string>, file: string, parse: ParseFile): Map<string, string> {
  const out = new Map<string, string>();
  if (names.length === 0) return out;
  const index = new ExportIndex(files, parse);
  const exported = [...files.keys()].filter((p) => p !== file && /\.[cm]?[jt]sx?$/.test(p)).flatMap((p) => [...index.exportsOf(p).keys()].map((n) => ({ n, p })));
  for (const name of names) {
    const limit = Math.max(2, Math.floor(name.length / 4));
    const best = exported
      .map((e) => ({ ...e, d: editDistance(name.toLowerCase(), e.n.toLowerCase()) }))
      .filter((e) => e.d <= limit)
      .sort((a, b) => a.d - b.d || a.p.localeCompare(b.p))[0];
    if (best) out.set(name, `\`${name}\` is defined nowhere; \`${best.n}\` in \`${best.p}\` is.`);
  }
  return out;
}

/** The offset of a `@ts-nocheck` pragma in the file's leading comments, or -1. */
function noCheckPragma(source: string): number {
  for (const c of ts.getLeadingCommentRanges(source, 0) ?? []) {
    const m = /@ts-nocheck\b/.exec(source.slice(c.pos, c.end));
    if (m && c.kind === ts.SyntaxKind.SingleLineCommentTrivia) return c.pos + m.index;
  }
  return -1;
}

/** The file with a leading `@ts-nocheck` blanked (same length), so the compiler checks it. */
export function withoutNoCheck(source: string): string {
  const at = noCheckPragma(source);
  return at < 0 ? source : `${source.slice(0, at)}${' '.repeat('@ts-nocheck'.length)}${source.slice(at + '@ts-nocheck'.length)}`;
}

/**
 * JavaScript (and `@ts-nocheck`) gets no package types: the project never compiles against them, and a JavaScript subclass
 * uses what a declaration file leaves out (a base's `_private` members); its `this` stays open past an unread base.
 */
const NO_PACKAGES: ReadonlyMap<string, string> = new Map();

export function typeCheckBody(env: TsLibEnv, input: TypeCheckInput): TypeCheckResult {
  // The packages' declaration files go to the compiler only (package-files.ts); every other use reads the repository's.
  const { repo: files, packages } = splitPackageFiles(input.readFiles ?? new Map<string, string>());
  // JavaScript, or TypeScript under `@ts-nocheck`: scope and grammar findings only.
  const js = isJsFile(input.file) || noCheckPragma(input.newSource) >= 0;
  const sources = input.sources ?? uncachedSources();
  // Read files' syntax for the names they export (exports.ts), from the check's own parses: the same parse the
  // program was given, with the options its compiler host was given (the first run's).
  let parseOptions: ts.CreateSourceFileOptions | undefined;
  const parse: ParseFile = (path, text) => (parseOptions === undefined ? sources.parse(virtualPath(path), text, ts.ScriptTarget.ESNext) : sources.get(virtualPath(path), text, parseOptions));
  // The check again with the needed imports builds on the first run (program.ts `previous`): the reference check does not.
  let previous: CheckRun | undefined;
  let globalsOpen = false;
  const openGlobals = new Set<string>();
  let projectStrict: boolean | undefined;
  const run = (source: string, start: number, end: number, strict = false): { findings: Finding[]; shadowed: string[] } => {
    const region = input.wholeFile === true ? {} : { region: { start, end } };
    // The strict opinion builds on no earlier run (its options differ) and leaves `previous` as it was.
    const checked = runCheck(env, { file: input.file, source: withoutNoCheck(source), readFiles: files, packageFiles: js ? NO_PACKAGES : packages, ...region, ...(previous === undefined || strict ? {} : { previous }), ...(strict ? { strict } : {}) }, sources);
    if (!strict) {
      parseOptions ??= checked.parseOptions;
      globalsOpen ||= checked.globalsOpen === true;
      for (const n of checked.openGlobals ?? []) openGlobals.add(n);
      projectStrict = checked.projectStrict;
      if (input.sources !== undefined) previous = checked;
    }
    return { findings: bodyFindings(checked, start, end, js, files, env.hostObjectTypes), shadowed: hostGlobalNames(checked, start, end) };
  };
  let last = { source: input.newSource, start: input.bodyStart, end: input.bodyEnd };
  const first = run(input.newSource, input.bodyStart, input.bodyEnd);
  let findings = first.findings;
  const missing = (fs: Finding[]): string[] => [...new Set(fs.map((f) => f.missingName).filter((n): n is string => n !== undefined))];
  let imports = neededImports(input.file, input.originalSource, missing(findings), files, first.shadowed, parse);
  if (imports.length > 0) {
    const delta = input.bodyEnd - input.bodyStart + 1 - (input.stubEnd - input.stubStart + 1);
    const placed = imports.map((imp) => ({ ...imp, afterLine: imp.afterLine >= input.stubEnd ? imp.afterLine + delta : imp.afterLine }));
    const shift = placed.filter((imp) => imp.afterLine < input.bodyStart).length;
    last = { source: withImports(input.newSource, placed), start: input.bodyStart + shift, end: input.bodyEnd + shift };
    const again = run(last.source, last.start, last.end);
    const stillMissing = new Set([...missing(again.findings), ...again.shadowed]);
    imports = imports.filter((imp) => imp.names.every((n) => !stillMissing.has(n)));
    findings = again.findings;
  }
  // A strict or unknown project's type finding holds only when the strict family agrees (strictness.ts).
  if (!js && needsStrictOpinion(projectStrict, findings)) findings = agreedUnderStrict(findings, run(last.source, last.start, last.end, true).findings);
  // An unread `@types` package's global may be the name (program.ts `globalsOpen`): no finding rather than a false one.
  // With their names known (issue 22), only a name among them.
  if (globalsOpen) findings = findings.filter((f) => !CANNOT_FIND.has(f.code));
  else if (openGlobals.size > 0) findings = findings.filter((f) => !CANNOT_FIND.has(f.code) || f.missingName === undefined || !openGlobals.has(f.missingName));
  return { errors: findingMessages(findings, nearMisses(missing(findings), files, input.file, parse)), imports };
}
