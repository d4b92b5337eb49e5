/**
 * When a job's main-thread CPU went where: a V8 CPU profile (bench:e2e's BENCH_E2E_PROFILE, which starts as
 * the comment is delivered; times here run from its first sample) cut into windows of `--window` ms from the profile's start, each window's busy ms by phase
 * (bench/support/cpu-phases.ts's phases; idle left out). Put beside the simulator's chain of requests (the
 * bench's "serial chain" line), it shows what ran between the archive's (or the tree's) arrival and the
 * review POST. Note: a profile's times are wall time: on a loaded machine they stretch with it.
 *
 *   npx tsx bench/support/cpu-timeline.ts FILE.cpuprofile [--window 50] [--from MS] [--to MS]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { classifier, type CpuProfile } from './cpu-phases.js';

/** Short names for the table's columns. */
const SHORT: Array<[RegExp, string]> = [
  [/^intake/, 'intake'],
  [/^answer checks/, 'checks'],
  [/^target selection/, 'select'],
  [/^prompt assembly/, 'prompt'],
  [/^retrieval/, 'retrieve'],
  [/^publish/, 'publish'],
  [/^reads/, 'reads'],
  [/^model call/, 'model'],
  [/^job orchestration/, 'pipeline'],
  [/^Probot/, 'probot'],
  [/^BullMQ/, 'bullmq'],
  [/^GC$/, 'gc'],
  [/^unattributed/, 'other'],
  [/^native/, 'native'],
];
const short = (phase: string): string => SHORT.find(([re]) => re.test(phase))?.[1] ?? phase;

export interface Window {
  fromMs: number;
  busyMs: number;
  byPhase: Map<string, number>;
}

export function timeline(profile: CpuProfile, windowMs: number): Window[] {
  const classify = classifier(profile);
  const windows: Window[] = [];
  // From the first sample: the first delta runs from the profiler's start, before the bench delivered the comment.
  let at = 0;
  profile.samples.forEach((id, i) => {
    if (i === 0) return;
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    at += delta;
    const [phase] = classify(id);
    if (phase === 'idle') return;
    const index = Math.floor(at / windowMs);
    while (windows.length <= index) windows.push({ fromMs: windows.length * windowMs, busyMs: 0, byPhase: new Map() });
    const w = windows[index]!;
    w.busyMs += delta;
    const name = short(phase);
    w.byPhase.set(name, (w.byPhase.get(name) ?? 0) + delta);
  });
  return windows;
}

if (process.argv[1]?.endsWith('cpu-timeline.ts')) {
  const { values, positionals } = parseArgs({ options: { window: { type: 'string', default: '50' }, from: { type: 'string', default: '0' }, to: { type: 'string' } }, allowPositionals: true });
  const file = positionals[0];
  if (file === undefined) throw new Error('usage: cpu-timeline.ts FILE.cpuprofile [--window MS] [--from MS] [--to MS]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const windowMs = Number(values.window);
  const from = Number(values.from);
  const to = values.to === undefined ? Infinity : Number(values.to);
  console.log(`| ms from the comment | busy ms | by phase (ms) |`);
  console.log(`|---|---:|---|`);
  for (const w of timeline(profile, windowMs)) {
    if (w.fromMs < from || w.fromMs >= to) continue;
    const parts = [...w.byPhase].sort((a, b) => b[1] - a[1]).map(([p, ms]) => `${p} ${Math.round(ms)}`);
    console.log(`| ${w.fromMs}–${w.fromMs + windowMs} | ${Math.round(w.busyMs)} | ${parts.join(', ')} |`);
  }
}
