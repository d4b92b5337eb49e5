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
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { jobReadBudget, prefetchAllowance } from '../../src/adapters/github/job-reads.js';
import { batchingSource } from './batching-source.js';
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

const source = batchingSource(
  { listFiles: () => Promise.resolve([...files.keys()].sort()), readFile: (path) => Promise.resolve(files.get(path)) },
  LATENCY,
  quiet ? undefined : (depth, round) => console.log(`round depth ${depth} (${round.length}): ${round.map((p) => `${p.path} [${p.why}]`).join(', ')}`),
  caller,
);
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
  `${pkg}: ${result.targets.length} targets, ${source.stats.filesRead} files read, ${source.room.used} fetched ahead (${source.room.hits} of them read), ${source.sent()} rounds sent, ${source.rounds()} dependent rounds, ${Math.round(performance.now() - t0)} ms at ${LATENCY} ms per round (CPU ${Math.round((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1000)} ms); per target opened ${result.targets.map((t) => t.retrieval?.filesOpened ?? 0).join(', ')}; items ${result.targets.map((t) => t.retrieval?.items ?? 0).join(', ')}`,
);
