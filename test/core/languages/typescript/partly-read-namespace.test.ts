/**
 * A member of a module's namespace whose `export *` chain the job read only in part (held out 21, session 28:
 * unstructured-client's `import * as z from "zod/v3"; return z.custom<string>(...)` rejected with "Property 'custom' does
 * not exist on type 'typeof import(\"/node_modules/zod/v3/index\")'" — zod's v3/index re-exports ./external, which
 * re-exports ./types, and the job's reads stopped before types.d.cts). The namespace then holds only the names of the
 * files read: a missing member may be the unread file's. Read whole, a made-up member is still rejected. Real source:
 * unstructured-client 0.31.0's src/sdk/types/constdatetime.ts (MIT; the body verbatim) against the zod that the product
 * itself installs (npm, node_modules/zod), read through the real dependency adapter round by round as the pipeline
 * does; every verdict cross-checked with tsc over the same file and the whole zod package.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, isDependencyPath, parseDependencyPath } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { packageTypeFiles } from '../../../../src/core/languages/typescript/answer/package-type-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';

const NODE_MODULES = resolve('node_modules');
const FILE = 'src/constdatetime.ts';
const SOURCE = [
  'import * as z from "zod/v3";',
  '',
  'export function constDateTime(',
  '  val: string,',
  '): z.ZodType<string, z.ZodTypeDef, unknown> {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
/** unstructured-client 0.31.0, src/sdk/types/constdatetime.ts: the body as written. */
const ORIGINAL = [
  '  return z.custom<string>((v) => {',
  '    return (',
  '      typeof v === "string" && new Date(v).getTime() === new Date(val).getTime()',
  '    );',
  '  }, `Value must be equivalent to ${val}`);',
].join('\n');
/** A member zod does not have. */
const WRONG = ORIGINAL.replace('z.custom<string>', 'z.customValue<string>');

const cache = createValidationCache();
await prepareValidation(FILE, cache);
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** The pipeline's rounds of reads (implement-stubs.ts readScope), at most `rounds` of them, through the real adapter. */
async function readRounds(rounds: number): Promise<Map<string, string>> {
  const deps = createLocalTypeScriptDependencies([NODE_MODULES]);
  const read = new Map<string, string>();
  const asked = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    const fresh = packageTypeFiles(FILE, SOURCE, read, [], [FILE]).filter((p) => !asked.has(p));
    if (fresh.length === 0) break;
    for (const p of fresh) {
      asked.add(p);
      const text = isDependencyPath(p) ? await deps.readFile(parseDependencyPath(p)!.path, new AbortController().signal) : undefined;
      if (text !== undefined) read.set(p, text);
    }
  }
  return read;
}

function check(body: string, read: ReadonlyMap<string, string>): string[] {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'constDateTime')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE], ...read]), cache }).errors;
}

/** tsc over the file on disk with the whole zod package (node_modules): the target's diagnostics, as `TSnnnn message`. */
function tsc(body: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-partly-read-'));
  dirs.push(dir);
  const path = join(dir, FILE);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, SOURCE.replace("  throw new Error('not implemented');", body));
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'));
  const program = ts.createProgram({ rootNames: [path], options: { noEmit: true, strict: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler } });
  const sf = program.getSourceFile(path)!;
  return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

const TYPES = dependencyPath('typescript', 'zod/v3/types.d.cts');
const EXTERNAL = dependencyPath('typescript', 'zod/v3/external.d.cts');

describe("a module namespace whose `export *` chain was read in part (zod's v3 index)", () => {
  it('read to external.d.cts, not types.d.cts: the original `z.custom(...)` is accepted (tsc with the whole package is clean)', { timeout: 240_000 }, async () => {
    const read = await readRounds(3);
    expect(read.has(EXTERNAL)).toBe(true);
    expect(read.has(TYPES)).toBe(false);
    expect(tsc(ORIGINAL)).toEqual([]);
    expect(check(ORIGINAL, read)).toEqual([]);
  });

  it('read whole: the original is accepted and a member zod lacks is rejected, as tsc rejects it', { timeout: 240_000 }, async () => {
    const read = await readRounds(10);
    expect(read.has(TYPES)).toBe(true);
    expect(check(ORIGINAL, read)).toEqual([]);
    expect(tsc(WRONG).join('\n')).toMatch(/^TS2339 Property 'customValue' does not exist/m);
    expect(check(WRONG, read).join('\n')).toMatch(/Property 'customValue' does not exist .*\(TS2339\)/);
  });
});
