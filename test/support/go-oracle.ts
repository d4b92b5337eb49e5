/**
 * Runs Go's own parser (go/parser + go/ast, Debian's golang-go) as an oracle for the Go front end:
 * test/support/go-ast-oracle.go is built once per process into a temporary folder and reads
 * the file paths on stdin. `goOracleAvailable()` is false where no `go` command is installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const OracleResult = z.object({
  file: z.string(),
  error: z.string(),
  defs: z.array(z.object({ qualname: z.string(), kind: z.enum(['function', 'method', 'class', 'variable']), start: z.number(), end: z.number() })),
  fields: z.array(z.string()),
  imports: z.array(z.string()),
});
export type GoOracleResult = z.infer<typeof OracleResult>;

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'go-ast-oracle.go');
let binary: string | undefined;

export function goOracleAvailable(): boolean {
  return spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;
}

function build(): string {
  if (binary !== undefined) return binary;
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-go-oracle-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'oracle');
  // GOFLAGS/GO111MODULE off: a single-file program with the standard library only.
  execFileSync('go', ['build', '-o', out, SOURCE], { env: { ...process.env, GOCACHE: join(dir, 'cache'), GO111MODULE: 'off', GOFLAGS: '' }, stdio: 'pipe', timeout: 120_000 });
  binary = out;
  return out;
}

/** The oracle's reading of each file (absolute paths), in the order given. */
export function goOracle(files: readonly string[]): GoOracleResult[] {
  if (files.length === 0) return [];
  const out = execFileSync(build(), [], { input: `${files.join('\n')}\n`, maxBuffer: 1 << 30, timeout: 300_000 }).toString('utf8');
  return out.split('\n').filter((l) => l.trim() !== '').map((l) => OracleResult.parse(JSON.parse(l)));
}
