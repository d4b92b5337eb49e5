/**
 * Runs javac's own parser (the com.sun.source tree API, Debian's default-jdk-headless) as an
 * oracle for the Java front end: bench/java-oracle/JavaOracle.java is compiled once per process
 * into a temporary folder (never a committed .class) and reads the file paths on stdin.
 * `javaOracleAvailable()` is false where no `javac` is installed.
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
  defs: z.array(z.object({ kind: z.string(), qualname: z.string(), start: z.number(), end: z.number() })),
  imports: z.array(z.string()),
  documented: z.array(z.string()),
});
export type JavaOracleResult = z.infer<typeof OracleResult>;

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bench', 'java-oracle', 'JavaOracle.java');
let classDir: string | undefined;

export function javaOracleAvailable(): boolean {
  return spawnSync('javac', ['-version'], { stdio: 'ignore' }).status === 0;
}

function build(): string {
  if (classDir !== undefined) return classDir;
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-java-oracle-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  execFileSync('javac', ['-d', dir, SOURCE], { stdio: 'pipe', timeout: 120_000 });
  classDir = dir;
  return dir;
}

/** The oracle's reading of each file (absolute paths), in the order given. */
export function javaOracle(files: readonly string[]): JavaOracleResult[] {
  if (files.length === 0) return [];
  const out = execFileSync('java', ['-Xss8m', '-cp', build(), 'JavaOracle'], { input: `${files.join('\n')}\n`, maxBuffer: 1 << 30, timeout: 600_000 }).toString('utf8');
  return out.split('\n').filter((l) => l.trim() !== '').map((l) => OracleResult.parse(JSON.parse(l)));
}
