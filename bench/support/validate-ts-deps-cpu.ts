/**
 * `tsx bench/support/validate-ts-deps-cpu.ts --set <set> --only <pkg>[,...] --ts-deps DIR [--per-package N]`: what reading
 * the installed packages' types (session 23, core/dependencies/port.ts `typescript`) costs the TypeScript answer check.
 * Each ORIGINAL body of the set's seeded targets goes through implementStubs twice in one process, without and then
 * with the dependencies, in alternating order (one validation cache for each, as a worker keeps one), and the first answer's validation CPU
 * and wall time are compared per target: medians, the ratio of medians, the first (cold) check of each side apart, and
 * the load beside it. Not a quality number (originals only; the verdicts are printed for reading, not counted).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createLocalTypeScriptDependencies } from '../../src/adapters/dependencies/typescript-node-modules.js';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { createValidationCache } from '../../src/core/generate/validation-cache.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer } from '../../test/support/openai-server.js';
import { typeScriptValidate } from './validate-typescript.js';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'heldout16' },
    only: { type: 'string' },
    'ts-deps': { type: 'string' },
    'per-package': { type: 'string', default: '10' },
    seed: { type: 'string', default: '22' },
  },
});
if (values['ts-deps'] === undefined) throw new Error('--ts-deps DIR is required');
const local = createLocalTypeScriptDependencies([values['ts-deps']]);
/** Counts what the checks read from the packages (files found, bytes), per target. */
const read = { files: 0, bytes: 0 };
const deps = {
  async readFile(path: string, signal: AbortSignal): Promise<string | undefined> {
    const text = await local.readFile(path, signal);
    if (text !== undefined) {
      read.files++;
      read.bytes += text.length;
    }
    return text;
  },
};
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const server = await startOpenAIServer();
let answer = '';
server.respondWith(() => reply.content(`\`\`\`typescript\n${answer}\n\`\`\``));
const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-bench', baseURL: server.baseURL, model: 'scripted', timeoutMs: 30_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
const caches = { without: createValidationCache(), with: createValidationCache() };
const cpu: Record<'without' | 'with', number[]> = { without: [], with: [] };
const wall: Record<'without' | 'with', number[]> = { without: [], with: [] };
/** Targets whose check read package files: both sides' CPU (the cost where the reads happen). */
const reading: { without: number; with: number }[] = [];
const load0 = loadavg()[0]!;
try {
  const set = typeScriptValidate.sets[values.set as 'heldout'] ?? [];
  const only = values.only?.split(',') ?? set;
  for (const pkg of set.filter((p) => only.includes(p))) {
    const run = typeScriptValidate.open(pkg, Number(values.seed), Number(values['per-package']), { originalsOnly: true });
    try {
      for (const c of run.cases) {
        if (c.kind !== 'original') continue;
        answer = c.first;
        const verdicts: string[] = [];
        const pair: { without?: number; with?: number } = {};
        read.files = 0;
        read.bytes = 0;
        // Alternating which side goes first, so that neither always runs on the other's warmed process.
        const order = cpu.with.length % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
        for (const side of order) {
          const result = await implementStubs({
            source: createFsRepoSource(run.root), model, retrieve, selection: { kind: 'targets', targets: [c.target] }, headSha: 'bench', temperature: 0,
            validationCache: caches[side], ...(side === 'with' ? { dependencies: { typescript: deps } } : {}),
          });
          const first = result.targets[0]?.attempts[0];
          if (first?.validationCpuMs !== undefined) {
            cpu[side].push(first.validationCpuMs);
            pair[side] = first.validationCpuMs;
          }
          if (first?.validationMs !== undefined) wall[side].push(first.validationMs);
          verdicts.push(`${side} ${first?.validationCpuMs ?? '?'} ms CPU ${first?.problems.length ? `REJECTED: ${first.problems.join(' | ').slice(0, 200)}` : 'accepted'}`);
        }
        if (read.files > 0 && pair.with !== undefined && pair.without !== undefined) reading.push({ without: pair.without, with: pair.with });
        console.log(`${pkg} ${c.target.file}:${c.target.qualname}: ${verdicts.join('; ')}; package files read ${read.files} (${Math.round(read.bytes / 1024)} KB)`);
      }
    } finally {
      run.dispose();
    }
  }
} finally {
  await server.close();
}
for (const side of ['without', 'with'] as const) {
  console.log(`${side}: n ${cpu[side].length}, first (cold) ${cpu[side][0] ?? '?'} ms CPU, median of the rest ${median(cpu[side].slice(1)).toFixed(0)} ms CPU, wall median ${median(wall[side].slice(1)).toFixed(0)} ms`);
}
console.log(`targets that read package files: n ${reading.length}, CPU median without ${median(reading.map((r) => r.without)).toFixed(0)} ms, with ${median(reading.map((r) => r.with)).toFixed(0)} ms, median of per-target ratios ${median(reading.map((r) => r.with / r.without)).toFixed(2)}`);
console.log(`ratio with / without (medians of CPU, cold check left out): ${(median(cpu.with.slice(1)) / median(cpu.without.slice(1))).toFixed(2)}; load ${load0.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)}`);
