/**
 * The tsc oracle's host (tsc-oracle-host.ts) parses the compiler's lib files once per options and gives tsc's own
 * diagnostics: the same as the plain host, program after program, while the files under test are read fresh.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { tscOracleHost } from './tsc-oracle-host.js';

const dir = mkdtempSync(join(tmpdir(), 'dycoder-tsc-oracle-host-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const FILE = join(dir, 'a.ts');
const OPTIONS: ts.CompilerOptions = { noEmit: true, skipLibCheck: true, strict: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] };

function diagnostics(program: ts.Program): string[] {
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(FILE)).map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}
const libDom = (program: ts.Program): ts.SourceFile | undefined => program.getSourceFiles().find((f) => f.fileName.endsWith('/lib.dom.d.ts'));

describe("the tsc oracle's host", () => {
  it("gives the plain host's diagnostics, reading the file under test again each time", { timeout: 180_000 }, () => {
    const texts = [
      'export const s = new Map<string, number>().get("a")?.toFixed(2) ?? structuredClone(document.title.length);\n',
      "export const n: number = document.titel;\nconst m: string = [1, 2].at(0);\n",
    ];
    const found = texts.map((text) => {
      writeFileSync(FILE, text);
      const plain = diagnostics(ts.createProgram({ rootNames: [FILE], options: OPTIONS }));
      expect(diagnostics(ts.createProgram({ rootNames: [FILE], options: OPTIONS, host: tscOracleHost(OPTIONS) }))).toEqual(plain);
      return plain;
    });
    expect(found).toEqual([
      [],
      [
        "TS2551 Property 'titel' does not exist on type 'Document'. Did you mean 'title'?",
        "TS2322 Type 'number | undefined' is not assignable to type 'string'.   Type 'undefined' is not assignable to type 'string'.",
      ],
    ]);
  });

  it('parses lib.dom.d.ts once for programs of the same options, and again for other options', { timeout: 180_000 }, () => {
    writeFileSync(FILE, 'export const n = document.title;\n');
    const first = ts.createProgram({ rootNames: [FILE], options: OPTIONS, host: tscOracleHost(OPTIONS) });
    const second = ts.createProgram({ rootNames: [FILE], options: OPTIONS, host: tscOracleHost(OPTIONS) });
    expect(libDom(first)).toBeDefined();
    expect(libDom(second)).toBe(libDom(first));
    expect(second.getSourceFile(FILE)).not.toBe(first.getSourceFile(FILE));
    const other = { ...OPTIONS, strict: false };
    expect(libDom(ts.createProgram({ rootNames: [FILE], options: other, host: tscOracleHost(other) }))).not.toBe(libDom(first));
    expect(libDom(ts.createProgram({ rootNames: [FILE], options: OPTIONS }))).not.toBe(libDom(first));
  });
});
