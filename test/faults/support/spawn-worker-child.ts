/**
 * Spawns test/faults/support/worker-child.js (over dist/, as production runs the worker; call
 * ensureFreshDist() first) against a harness's simulator (served under
 * /api/v3, reached through GHE_HOST as a real worker would), a redis-server and the scripted
 * model, and reads the child's peak resident set (VmHWM) from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { AppHarness } from '../../app/harness.js';
import { testPrivateKey } from '../../app/harness.js';

export interface WorkerChild {
  readonly process: ChildProcess;
  /** Peak resident set of the child so far, in MB (VmHWM). */
  peakRssMb(): number;
  stop(): Promise<void>;
}

export function readPeakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

export async function spawnWorkerChild(h: AppHarness, redisUrl: string, modelBaseURL: string, extra: Record<string, string> = {}): Promise<WorkerChild> {
  const child = spawn(process.execPath, ['test/faults/support/worker-child.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      APP_ID: String(h.sim.appId),
      PRIVATE_KEY: testPrivateKey(),
      GHE_HOST: new URL(h.sim.url).host,
      GHE_PROTOCOL: 'http',
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'fatal',
      WORKER_CONCURRENCY: '1',
      BLOB_CACHE_TTL_SECONDS: '0',
      OPENAI_BASE_URL: modelBaseURL,
      OPENAI_API_KEY: 'sk-test',
      DYCODER_MODEL: 'scripted-coder',
      DYCODER_MODEL_MAX_RETRIES: '0',
      FIXTURE_PREFIX: h.prefix,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => void (out += chunk.toString('utf8')));
  const started = Date.now();
  while (!out.includes('ready\n')) {
    if (child.exitCode !== null) throw new Error(`the worker child exited with ${child.exitCode} before it was ready`);
    if (Date.now() - started > 60_000) throw new Error('the worker child was not ready within 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    process: child,
    peakRssMb: () => readPeakRssMb(child.pid ?? 0),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
