/**
 * Is a TypeScript mutant really wrong? The TypeScript compiler over the INSTALLED package (its real dependencies
 * beside it, Node's types when installed, the DOM's lib): the target's file with the mutant's body (and, for a
 * needed import, its file without the import) must get an error the same file with the ORIGINAL body does not get
 * (compared by code and message, positions aside, as a multiset). bench:validate held out 7 counts only mutants that
 * pass (bench/support/validate-draw-7.ts); the answer check itself never sees this compiler run.
 *
 * A file that opts out of checking (`// @ts-nocheck`, e.g. @mysten/sui's generated `grpc/proto` modules) is compiled
 * with the pragma blanked (session 17): under it the compiler reports nothing, so every mutant there, Python written
 * as TypeScript included, was "not wrong" and left uncounted (held out 9: 19 of @mysten/sui's mutants). Blanked, the
 * compiler judges the body as in a checked file, as the answer check blanks it for its own scope findings.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { CheckTarget, Mutant } from '../../test/support/ts-check-targets.js';
import { withoutNoCheck } from '../../src/core/languages/typescript/check/type-check.js';

function optionsFor(pkgRoot: string): ts.CompilerOptions {
  const options: ts.CompilerOptions = {
    noEmit: true, strict: true, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true, skipLibCheck: true, esModuleInterop: true, resolveJsonModule: true, experimentalDecorators: true,
    jsx: ts.JsxEmit.ReactJSX, lib: ['lib.esnext.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], allowJs: false,
  };
  // @types/node from the nearest node_modules above the package that has it.
  for (let dir = pkgRoot; dir !== dirname(dir); dir = dirname(dir)) {
    const types = join(dir, 'node_modules', '@types');
    if (existsSync(join(types, 'node'))) {
      options.typeRoots = [types];
      options.types = ['node'];
      break;
    }
  }
  if (options.types === undefined) options.types = [];
  return options;
}

/** Fills the stub line of a stubbed file with a body (the stub is line `bodyRange.start` of the stubbed file). */
function filled(t: CheckTarget, stubbed: string, body: string): string {
  const lines = stubbed.split('\n');
  lines.splice(t.stub.bodyRange.start - 1, 1, body);
  return lines.join('\n');
}

export interface TscCrossCheck {
  /** The mutant gets an error the original does not; undefined when the original could not be compiled at all. */
  isWrong(m: Mutant): boolean;
  /** Errors the compiler reports in the target's file with the original body (a configuration mismatch shows here). */
  readonly originalErrors: number;
}

export function tscCrossCheck(pkgRoot: string, t: CheckTarget): TscCrossCheck {
  const options = optionsFor(pkgRoot);
  const path = join(pkgRoot, t.file);
  const base = ts.createCompilerHost(options, true);
  const cache = new Map<string, ts.SourceFile | undefined>();
  let text = '';
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (f) => f === path || base.fileExists(f),
    readFile: (f) => (f === path ? text : base.readFile(f)),
    getSourceFile: (f, lang) => {
      if (f === path) return ts.createSourceFile(f, text, lang, true);
      if (!cache.has(f)) cache.set(f, base.getSourceFile(f, lang));
      return cache.get(f);
    },
  };
  let old: ts.Program | undefined;
  const errorsOf = (source: string): string[] => {
    text = withoutNoCheck(source);
    const program = ts.createProgram({ rootNames: [path], options, host, ...(old ? { oldProgram: old } : {}) });
    old = program;
    const sf = program.getSourceFile(path);
    if (sf === undefined) return [];
    return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]
      .filter((d) => d.category === ts.DiagnosticCategory.Error)
      .map((d) => `${d.code}:${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  };
  const original = errorsOf(filled(t, t.source, t.body));
  return {
    originalErrors: original.length,
    isWrong(m: Mutant): boolean {
      const left = [...original];
      for (const e of errorsOf(filled(t, m.source ?? t.source, m.body))) {
        const i = left.indexOf(e);
        if (i < 0) return true;
        left.splice(i, 1);
      }
      return false;
    },
  };
}
