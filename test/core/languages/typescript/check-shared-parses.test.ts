/**
 * One compiler parse per file and text in a job's answer checks (issue 24): the scope rounds' parse of a target's file
 * (answer/signature-files.ts) is the parse the check's program uses when another target's program imports that file;
 * the names the read files export (check/exports.ts, for near misses and needed imports) are read from the check's own
 * parses; TypeScript files are parsed as tsc parses them (JSDoc for type errors only). On zod's real sources (its npm
 * package's src/). That the verdicts stay those of the reference parse (every JSDoc comment, nothing shared) is
 * check-speed-paths.test.ts's comparison, which covers zod too.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { signatureTypeFiles } from '../../../../src/core/languages/typescript/answer/signature-files.js';
import { createTsLibEnv } from '../../../../src/core/languages/typescript/check/lib-env.js';
import { runCheck } from '../../../../src/core/languages/typescript/check/program.js';
import { createSourceFileCache } from '../../../../src/core/languages/typescript/check/source-cache.js';
import { typeCheckBody } from '../../../../src/core/languages/typescript/check/type-check.js';
import { targetsIn } from '../../../support/ts-check-targets.js';

const ZOD = resolve(import.meta.dirname, '../../../../node_modules/zod');
const read = (path: string): string => readFileSync(join(ZOD, path), 'utf8');
const env = createTsLibEnv();
/** A path of this test's own (the offered parses are found by path and text): zod's files under another root. */
const at = (path: string): string => `shared-parses-test/${path}`;

describe("the answer checks' compiler parses", () => {
  it("take the scope round's parse of a target's file when another target's program imports it, and parse it no more", () => {
    // Target 1 in util.ts (stubbed in place), target 2 in errors.ts, which imports util.ts: the job's files are both
    // as the pull request has them, so errors.ts's check reads util.ts with target 1's stub in place.
    const stubbed = targetsIn(ZOD, 'src/v4/core/util.ts', 1)[0]!.source;
    const listing = [at('src/v4/core/util.ts'), at('src/v4/core/errors.ts')];
    signatureTypeFiles(at('src/v4/core/util.ts'), listing, stubbed);
    const sources = createSourceFileCache();
    const readFiles = new Map([[at('src/v4/core/util.ts'), stubbed], [at('src/v4/core/errors.ts'), read('src/v4/core/errors.ts')]]);
    const run = runCheck(env, { file: at('src/v4/core/errors.ts'), source: read('src/v4/core/errors.ts'), readFiles }, sources);
    expect(run.program.getSourceFile(`/${at('src/v4/core/util.ts')}`)?.text).toBe(stubbed);
    // util.ts came from the scope round (handed over, not parsed); only the target was parsed.
    expect(sources.stats).toEqual({ parsed: 1, handed: 1, edited: 0 });
    // Taken once: a second cache (another job) parses it itself.
    const other = createSourceFileCache();
    runCheck(env, { file: at('src/v4/core/errors.ts'), source: read('src/v4/core/errors.ts'), readFiles }, other);
    expect(other.stats).toEqual({ parsed: 2, handed: 0, edited: 0 });
  });

  it('read the names the read files export from the parses the check made, each file parsed once', () => {
    // A body calling a helper nothing defines: the check looks for near misses among every name the read files
    // export, including files its program does not import (regexes.ts, errors.ts here).
    const t = targetsIn(ZOD, 'src/v4/core/util.ts', 1)[0]!;
    const readFiles = new Map([[t.file, t.source], ...['src/v4/core/regexes.ts', 'src/v4/core/errors.ts', 'src/v4/core/core.ts'].map((p) => [p, read(p)] as const)]);
    const lines = t.source.split('\n');
    const newSource = [...lines.slice(0, t.stub.bodyRange.start - 1), '    return undefinedHelperOfTheTest();', ...lines.slice(t.stub.bodyRange.end)].join('\n');
    const sources = createSourceFileCache();
    const input = { file: t.file, originalSource: t.source, newSource, bodyStart: t.stub.bodyRange.start, bodyEnd: t.stub.bodyRange.start, stubStart: t.stub.bodyRange.start, stubEnd: t.stub.bodyRange.end, readFiles, sources };
    const verdict = typeCheckBody(env, input);
    expect(verdict.errors.join('\n')).toContain('undefinedHelperOfTheTest');
    // The target with the body, and each of the three other read files once (whether the program or the export
    // lookup asked first).
    expect(sources.stats.parsed).toBe(4);
    typeCheckBody(env, input);
    expect(sources.stats.parsed).toBe(5);
  });

  it("build the check again (the needed imports in place) on the first run: its program's structure and its target's tree, edited", () => {
    const file = 'src/v4/core/errors.ts';
    const readFiles = new Map([[file, read(file)], ['src/v4/core/util.ts', read('src/v4/core/util.ts')], ['src/v4/core/core.ts', read('src/v4/core/core.ts')]]);
    const sources = createSourceFileCache();
    const first = runCheck(env, { file, source: read(file), readFiles }, sources);
    // An import added at the top and a wrong use at the end: the span between them is the edit.
    const again = `import * as core2 from "./core.js";\n${read(file)}\nexport const wrong: number = core2.globalConfig;\nexport const replacer: string = util.jsonStringifyReplacer;\n`;
    const edited = runCheck(env, { file, source: again, readFiles, previous: first }, sources);
    const fresh = runCheck(env, { file, source: again, readFiles }, createSourceFileCache());
    expect(sources.stats.edited).toBe(1);
    // The compiler kept the first program's files and module resolutions (StructureIsReused.SafeModules or better).
    expect((edited.program as unknown as { structureIsReused: number }).structureIsReused).toBeGreaterThan(0);
    const tree = (sf: ts.SourceFile): string[] => {
      const out: string[] = [];
      const visit = (n: ts.Node): void => {
        out.push(`${ts.SyntaxKind[n.kind]} ${n.pos}-${n.end}`);
        ts.forEachChild(n, visit);
      };
      visit(sf);
      return out;
    };
    expect(tree(edited.target)).toEqual(tree(fresh.target));
    const findings = (r: typeof fresh): string[] => r.diagnostics.map((d) => `${d.code} ${d.start} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(findings(fresh).join('\n')).toContain('2322');
    expect(findings(edited)).toEqual(findings(fresh));
  });

  it("skip a TypeScript file's JSDoc (no type comes from it) and keep a JavaScript file's", () => {
    const readFiles = new Map([
      ['src/doc.ts', '/** The answer. @returns a number */\nexport function answer(): number {\n  return 42;\n}\n'],
      ['src/size.js', '/** @param {string} s @returns {number} */\nexport function size(s) {\n  return s.length;\n}\n'],
    ]);
    const source = "import { answer } from './doc';\nimport { size } from './size.js';\nexport const total = answer() + size('x');\n";
    const run = runCheck(env, { file: 'src/main.ts', source, readFiles }, createSourceFileCache());
    const jsDocOf = (file: string): unknown => (run.program.getSourceFile(file)?.statements[0] as { jsDoc?: unknown } | undefined)?.jsDoc;
    expect(jsDocOf('/src/doc.ts')).toBeUndefined();
    expect(jsDocOf('/src/size.js')).toBeDefined();
    expect(run.diagnostics).toEqual([]);
    // A wrong use is still found: the declared type is the signature's, not its JSDoc.
    const wrong = runCheck(env, { file: 'src/main.ts', source: "import { answer } from './doc';\nexport const s: string = answer();\n", readFiles }, createSourceFileCache());
    expect(wrong.diagnostics.map((d) => d.code)).toEqual([2322]);
    expect(ts.JSDocParsingMode.ParseForTypeErrors).toBe(2);
  });
});
