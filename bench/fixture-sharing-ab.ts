// A/B of the tests' two fixture-sharing mechanisms (test/support/ts-lib-env.ts, tsc-oracle-host.ts), alternating in one process: `nice -n 5 npx tsx bench/fixture-sharing-ab.ts` (session 29, T6).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { prepareValidation, validateImplementation } from '../src/core/generate/validate.js';
import { createValidationCache } from '../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../test/support/ts-lib-env.js';
import { tscOracleHost } from '../test/support/tsc-oracle-host.js';

const FILE = 'src/box.ts';
const SOURCE = 'export class Box {\n  constructor(private readonly items: number[]) {}\n  total(): number {\n    throw new Error(\'not implemented\');\n  }\n}\n';
async function check(shared: boolean): Promise<number> {
  const t = performance.now();
  const cache = createValidationCache();
  await prepareValidation(FILE, cache);
  if (shared) shareTsLibEnv(cache);
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs![0]!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  for (const body of ['return this.items.length;', 'return this.itemz.length;']) validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE]]), cache });
  return performance.now() - t;
}
const dir = mkdtempSync(join(tmpdir(), 't6-ab-'));
const f = join(dir, 'a.ts');
writeFileSync(f, 'export const n: number = document.titel;\n');
const options: ts.CompilerOptions = { noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] };
function oracle(host: boolean): number {
  const t = performance.now();
  const p = ts.createProgram({ rootNames: [f], options, ...(host ? { host: tscOracleHost(options) } : {}) });
  ts.getPreEmitDiagnostics(p, p.getSourceFile(f));
  return performance.now() - t;
}
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
await check(true); oracle(true); // warm: the shared lib and host parsed once, as the first test file of a fork does
const rows: string[] = [];
for (let i = 0; i < 4; i++) {
  const a = await check(false); const b = await check(true);
  const c = oracle(false); const d = oracle(true);
  rows.push(`| ${i + 1} | ${new Date().toISOString().slice(11, 19)} | ${load()} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / a).toFixed(2)} | ${c.toFixed(0)} | ${d.toFixed(0)} | ${(d / c).toFixed(2)} |`);
}
console.log('| pair | UTC | load | check, own lib ms | check, shared lib ms | ratio | tsc oracle, plain host ms | oracle host ms | ratio |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
rmSync(dir, { recursive: true, force: true });
