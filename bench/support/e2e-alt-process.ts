/**
 * bench:e2e's handle on the independent alternative (e2e-alternative/main.ts): a forked Node
 * process, given its configuration once and a webhook payload per job.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AltConfig, AltResult } from './e2e-alternative/job.js';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'e2e-alternative', 'main.ts');
const replySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready') }),
  z.object({ kind: z.literal('done'), result: z.object({ requests: z.number(), suggestions: z.number(), sourceFiles: z.number(), definitions: z.number(), edges: z.number(), marks: z.record(z.string(), z.number()) }) }),
  z.object({ kind: z.literal('failed'), error: z.string() }),
]);

export interface AltProcess {
  /** The process id (its CPU is read from /proc by bench/e2e.ts). */
  readonly pid: number | undefined;
  run(payload: unknown): Promise<AltResult>;
  close(): Promise<void>;
}

export async function startAltProcess(config: AltConfig, deadlineMs = 180_000): Promise<AltProcess> {
  const child: ChildProcess = fork(MAIN, [], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let waiting: { resolve: (r: z.infer<typeof replySchema>) => void; reject: (e: Error) => void } | undefined;
  child.on('message', (m) => {
    const w = waiting;
    waiting = undefined;
    w?.resolve(replySchema.parse(m));
  });
  child.on('exit', (code) => waiting?.reject(new Error(`the alternative exited (${code})`)));
  const ask = (message: unknown): Promise<z.infer<typeof replySchema>> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the alternative did not answer in time')), deadlineMs);
      waiting = {
        resolve: (r) => (clearTimeout(timer), resolve(r)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      child.send(message as object);
    });
  const ready = await ask({ kind: 'init', config });
  if (ready.kind !== 'ready') throw new Error('the alternative did not start');
  return {
    pid: child.pid,
    async run(payload) {
      const reply = await ask({ kind: 'job', payload });
      if (reply.kind === 'failed') throw new Error(`the alternative failed: ${reply.error}`);
      if (reply.kind !== 'done') throw new Error('the alternative answered out of turn');
      return reply.result;
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
