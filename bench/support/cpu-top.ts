/**
 * The top functions of a V8 CPU profile (`.cpuprofile`, e.g. job-cpu.ts --prof), by self time or (`--inclusive`) by
 * time with the function anywhere on the stack (a recursive function counted once per sample), with their share of
 * the sampled time. cpu-phases.ts groups the same samples by phase; this lists the functions themselves.
 *
 *   tsx bench/support/cpu-top.ts FILE.cpuprofile [--top N] [--inclusive] [--match REGEX]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const Profile = z.object({
  nodes: z.array(z.object({ id: z.number(), callFrame: z.object({ functionName: z.string(), url: z.string() }), children: z.array(z.number()).optional() })),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '40' }, inclusive: { type: 'boolean' }, match: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (file === undefined) throw new Error('usage: cpu-top.ts FILE.cpuprofile [--top N] [--inclusive] [--match REGEX]');
const profile = Profile.parse(JSON.parse(readFileSync(file, 'utf8')));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (id: number): string => {
  const f = byId.get(id)?.callFrame;
  if (f === undefined) return '?';
  return `${f.functionName === '' ? '(anonymous)' : f.functionName} ${f.url.replace(/^.*\/(src|node_modules|bench)\//, '$1/')}`.trim();
};
const times = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  total += ms;
  if (values.inclusive !== true) {
    times.set(name(id), (times.get(name(id)) ?? 0) + ms);
    return;
  }
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = name(at);
    if (seen.has(key)) continue;
    seen.add(key);
    times.set(key, (times.get(key) ?? 0) + ms);
  }
});
const match = values.match === undefined ? undefined : new RegExp(values.match);
const rows = [...times].filter(([k]) => match === undefined || match.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
console.log(`sampled ${total.toFixed(0)} ms; ${values.inclusive === true ? 'inclusive' : 'self'} time by function:`);
for (const [k, ms] of rows) console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${k}`);
