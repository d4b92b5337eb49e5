/**
 * Diagnostic for issue 24's dependent read rounds: one bench:e2e repository's 3-stub job (same
 * stubs, same seed), its targets selected and retrieved as the pipeline does (implementStubs, no
 * model), over an in-memory source that answers reads as the GitHub source does: the reads asked
 * for before the event loop turns go out as one round, answered LATENCY ms later. Prints each
 * round (its depth, its files and which step asked) and the totals.
 * `npx tsx bench/support/rounds-trace.ts networkx [--quiet]`
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RepoSource } from '../../src/core/ports.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { jobReadBudget, prefetchAllowance } from '../../src/adapters/github/job-reads.js';
import { createRoundClock } from '../../src/adapters/github/round-clock.js';
import { isSourceFile } from '../../src/core/languages/index.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const pkg = process.argv[2] ?? 'networkx';
const quiet = process.argv.includes('--quiet');
const LATENCY = 20;
const data = z
  .object({ files: z.record(z.string(), z.string()), stubbed: z.record(z.string(), z.string()), stubs: z.array(z.object({ file: z.string(), qualname: z.string() })) })
  .parse(JSON.parse(execFileSync('python3', [join(HERE, 'e2e_stubs.py'), join('/usr/lib/python3/dist-packages', pkg), '7', '3'], { maxBuffer: 1 << 28 }).toString('utf8')));
const files = new Map(Object.entries({ ...data.files, ...data.stubbed }));

function caller(): string {
  const stack = new Error().stack?.split('\n').slice(2) ?? [];
  const ours = stack.map((l) => /at (?:async )?(\S+) \(.*\/src\/(\S+?):\d+/.exec(l)).filter((m) => m !== null && !/round|trace/.test(m[2] ?? ''));
  return ours.slice(0, 3).map((m) => m?.[1]).join('<');
}

function batchingSource(): RepoSource & { rounds: () => number; issued: () => number; room: { left: number; used: number; hits: number } } {
  const stats = { filesRead: 0, bytesRead: 0, requests: 0 };
  const clock = createRoundClock();
  const done = new Map<string, Promise<string | undefined>>();
  let pending: { path: string; why: string; resolve: () => void }[] = [];
  let issued = 0;
  const room = { left: 0, used: 0, hits: 0 };
  const ahead = new Set<string>();
  const fetch = (path: string, why: string): Promise<string | undefined> => {
    let text = done.get(path);
    if (text === undefined) {
      text = new Promise<void>((resolve) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ path, why, resolve });
      }).then(() => files.get(path));
      done.set(path, text);
    }
    return text;
  };
  const counted = new Set<string>();
  const flush = (): void => {
    const round = pending;
    pending = [];
    issued += 1;
    const r = clock.start();
    if (!quiet) console.log(`round ${issued} depth ${r.depth} (${round.length}): ${round.map((p) => `${p.path} [${p.why}]`).join(', ')}`);
    setTimeout(() => {
      r.end();
      for (const p of round) p.resolve();
    }, LATENCY);
  };
  return {
    stats,
    rounds: () => clock.depth(),
    issued: () => issued,
    room,
    listFiles: () => Promise.resolve([...files.keys()].sort()),
    prefetch(path) {
      if (done.has(path)) return done.get(path)!;
      if (room.left <= 0 || !files.has(path)) return Promise.resolve(undefined);
      room.left -= 1;
      room.used += 1;
      ahead.add(path);
      return fetch(path, 'ahead');
    },
    async readFile(path) {
      if (ahead.delete(path)) room.hits += 1;
      const text = await fetch(path, caller());
      if (text !== undefined && !counted.has(path)) {
        counted.add(path);
        stats.filesRead += 1;
        stats.bytesRead += text.length;
      }
      return text;
    },
  };
}

const source = batchingSource();
const sourceFiles = [...files.keys()].filter(isSourceFile).length;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const result = await implementStubs({
  source,
  retrieve,
  selection: { kind: 'targets', targets: data.stubs.map((s) => ({ file: s.file, qualname: s.qualname })) },
  headSha: 'head',
  concurrency: 4,
  prepareReads: (targets) => {
    const { jobBudget } = jobReadBudget(targets.length, sourceFiles);
    source.room.left = process.argv.includes('--no-prefetch') ? 0 : process.env.ROOM === undefined ? prefetchAllowance(jobBudget) : Math.round(jobBudget * Number(process.env.ROOM));
    return Promise.resolve({ budget: { remaining: jobBudget } });
  },
});
console.log(
  `${pkg}: ${result.targets.length} targets, ${source.stats.filesRead} files read, ${source.room.used} fetched ahead (${source.room.hits} of them read), ${source.issued()} rounds issued, ${source.rounds()} dependent rounds, ${Math.round(performance.now() - t0)} ms at ${LATENCY} ms per round (CPU ${Math.round((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1000)} ms); per target opened ${result.targets.map((t) => t.retrieval?.filesOpened ?? 0).join(', ')}; items ${result.targets.map((t) => t.retrieval?.items ?? 0).join(', ')}`,
);
