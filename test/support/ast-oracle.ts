/** Runs test/support/ast-oracle.py (CPython's ast) over many files in one python process. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const script = fileURLToPath(new URL('./ast-oracle.py', import.meta.url));

const recordSchema = z.object({
  file: z.string(),
  error: z.string().optional(),
  definitions: z.array(z.tuple([z.string(), z.enum(['function', 'method', 'class', 'variable']), z.number(), z.number()])).optional(),
  imports: z.array(z.tuple([z.string(), z.number(), z.string().nullable(), z.string().nullable(), z.number()])).optional(),
  /** [qualname, lineno, first line incl. decorators, first body line, doc start|null, doc end|null, params, decorators, bases, async] */
  details: z
    .array(
      z.tuple([
        z.string(),
        z.number(),
        z.number(),
        z.number(),
        z.number().nullable(),
        z.number().nullable(),
        z.array(z.string()),
        z.array(z.string().nullable()),
        z.array(z.string().nullable()),
        z.boolean(),
      ]),
    )
    .optional(),
  /** [qualname, def line, kind, first stub line, last stub line] */
  stubs: z.array(z.tuple([z.string(), z.number(), z.enum(['pass', 'ellipsis', 'not-implemented', 'docstring-only']), z.number(), z.number()])).optional(),
});
export type OracleRecord = z.infer<typeof recordSchema>;

/** The Debian interpreter when present (a pyenv shim costs ~2 s per start), else python3 on PATH. */
export function defaultPython(): string {
  return process.env.DYCODER_PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
}

export function runAstOracle(files: string[], python = defaultPython()): Promise<Map<string, OracleRecord>> {
  return new Promise((resolve, reject) => {
    const child = spawn(python, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new Error(`Could not run ${python} for the ast oracle: ${error.message}`)));
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`The ast oracle failed (exit ${String(code)}): ${Buffer.concat(err).toString('utf8').slice(0, 500)}`));
        return;
      }
      const records = new Map<string, OracleRecord>();
      for (const line of Buffer.concat(out).toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        const record = recordSchema.parse(JSON.parse(line));
        records.set(record.file, record);
      }
      resolve(records);
    });
    child.stdin.end(files.join('\n') + '\n');
  });
}
