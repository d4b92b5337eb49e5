/**
 * A job's CPU by phase, from a V8 CPU profile (`.cpuprofile`, e.g. bench:e2e's BENCH_E2E_PROFILE):
 * every sample is given the phase of the outermost frame on its stack that names one (the caller
 * that asked for the work: target selection, the walk, the answer checks, ...) and the kind of the
 * innermost frame (what ran: tree-sitter's parse, the tokenizer, the TypeScript compiler, zod, ...).
 * GC and native samples have no stack of their own and stay in their own rows.
 *
 * `npx tsx bench/support/cpu-phases.ts FILE.cpuprofile [...]` prints a table of ms per phase and,
 * under each, per kind, summed over the files (so pass the counted jobs of one side).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
export interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Outermost match wins: the phase is who asked for the work. Matched against "url functionName". */
const PHASES: Array<[string, RegExp]> = [
  ['intake (webhook, command, permission, config, enqueue)', /\/src\/app\/|\/src\/config\//],
  ['answer checks (validation, incl. the TS compiler)', /\/answer\/|\/generate\/validate|validation-cache|implement-target\.ts \w*[Cc]heck/],
  ['target selection (parse the PR files, stubs)', /select-targets|\/pipeline\/skip-interfaces/],
  ['prompt assembly (build prompt, budget)', /\/generate\/(build-prompt|prompt-budget|file-context|templates|guidance)|\/retrieval\/assemble/],
  ['retrieval (walk, graph, rank, BM25)', /\/src\/core\/(retrieval|graph)\//],
  ['publish (render review, suggestions)', /\/src\/core\/review\/|review-publisher|head-check/],
  ['reads (GitHub adapter: blobs, GraphQL, archive)', /\/src\/adapters\/github\//],
  ['model call (OpenAI SDK, parse output)', /\/adapters\/openai\/|\/generate\/parse-output|node_modules\/openai\//],
  ['job orchestration (queue, pipeline, feedback)', /\/src\/(queue|pipeline|jobs)\//],
  ['Probot / Octokit', /probot|octokit|before-after-hook/],
  ['BullMQ / ioredis', /bullmq|ioredis|redis-parser/],
];

/** Innermost match wins: what ran. */
const KINDS: Array<[string, RegExp]> = [
  ['tree-sitter parse (native)', /tree-sitter.* parse$|^\S* TreeCursor$/],
  ['tree-sitter cursor / light-tree copy', /tree-sitter|lite-tree\.ts/],
  ['language front end (parse-module, definitions, imports)', /\/src\/core\/languages\/(?!.*\/answer\/)/],
  ['TypeScript compiler', /node_modules\/typescript\//],
  ['tokenizer', /tiktoken|gpt-tokenizer|o200k|line-token-cache|\/retrieval\/tokens\.ts/],
  ['BM25 / terms / similarity', /\/retrieval\/(bm25|terms|similarity|similarity-pool)\.ts/],
  ['zod', /node_modules\/zod\//],
  ['JSON', / (parse|stringify)$/],
  ['hashing / crypto', /node:crypto|internal\/crypto|createHash| digest$| update$/],
  ['regexp', /RegExp|\[Symbol\.(replace|split|match)\]/],
];

export interface PhaseTable {
  totalMs: number;
  byPhase: Map<string, { ms: number; kinds: Map<string, number> }>;
}

export function phasesOf(profiles: CpuProfile[]): PhaseTable {
  const byPhase = new Map<string, { ms: number; kinds: Map<string, number> }>();
  let totalMs = 0;
  for (const profile of profiles) {
    const classify = classifier(profile);
    profile.samples.forEach((id, i) => {
      // The first sample's delta runs from the profile's start, whatever the thread did before it.
      if (i === 0) return;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const [phase, kind] = classify(id);
      if (phase === 'idle') return;
      totalMs += ms;
      const row = byPhase.get(phase) ?? { ms: 0, kinds: new Map<string, number>() };
      row.ms += ms;
      row.kinds.set(kind, (row.kinds.get(kind) ?? 0) + ms);
      byPhase.set(phase, row);
    });
  }
  return { totalMs, byPhase };
}

/** The phase and kind of a profile's sample (by node id), as phasesOf counts them. */
export function classifier(profile: CpuProfile): (id: number) => [string, string] {
  {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const cache = new Map<number, [string, string]>();
    const classify = (id: number): [string, string] => {
      const hit = cache.get(id);
      if (hit !== undefined) return hit;
      const leaf = byId.get(id)!;
      const fn = leaf.callFrame.functionName;
      let result: [string, string];
      if (fn === '(garbage collector)') result = ['GC', 'GC'];
      else if (fn === '(idle)') result = ['idle', 'idle'];
      else if (fn === '(program)') result = ['native, unattributed (program)', 'native'];
      else {
        const stack: string[] = [];
        for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
          const n = byId.get(at)!;
          stack.push(`${n.callFrame.url} ${n.callFrame.functionName}`);
        }
        // stack[0] is the leaf; the phase is the outermost (last) frame that names one.
        let phase = 'unattributed (async continuations with no phase frame on the stack, node internals)';
        for (let i = stack.length - 1; i >= 0; i -= 1) {
          const p = PHASES.find(([, re]) => re.test(stack[i]!));
          if (p !== undefined) {
            phase = p[0];
            break;
          }
        }
        let kind = 'other JS';
        for (const frame of stack) {
          const k = KINDS.find(([, re]) => re.test(frame));
          if (k !== undefined) {
            kind = k[0];
            break;
          }
        }
        if (kind === 'other JS' && leaf.callFrame.url === '') kind = `native: ${fn || '(anonymous)'}`;
        result = [phase, kind];
      }
      cache.set(id, result);
      return result;
    };
    return classify;
  }
}

export function phaseLines(table: PhaseTable, jobs: number, minMs = 3): string[] {
  const lines = [`| phase / what ran | ms per job | share |`, `|---|---:|---:|`];
  const rows = [...table.byPhase].sort((a, b) => b[1].ms - a[1].ms);
  for (const [phase, row] of rows) {
    lines.push(`| **${phase}** | **${Math.round(row.ms / jobs)}** | **${((100 * row.ms) / table.totalMs).toFixed(0)}%** |`);
    for (const [kind, ms] of [...row.kinds].sort((a, b) => b[1] - a[1])) if (ms / jobs >= minMs && kind !== phase) lines.push(`| &nbsp;&nbsp;${kind} | ${Math.round(ms / jobs)} | ${((100 * ms) / table.totalMs).toFixed(0)}% |`);
  }
  lines.push(`| busy total (sampled) | ${Math.round(table.totalMs / jobs)} | |`);
  return lines;
}

if (process.argv[1]?.endsWith('cpu-phases.ts')) {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('usage: cpu-phases.ts FILE.cpuprofile [...]');
  const profiles = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as CpuProfile);
  console.log(phaseLines(phasesOf(profiles), files.length).join('\n'));
}
