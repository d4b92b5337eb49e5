/**
 * The TypeScript compiler's own performance marks over job-cpu.ts's jobs (`tsx bench/support/ts-check-perf.ts
 * [job-cpu args]`, e.g. `3 --repo zod`): how much of the answer checks' compiler time is parsing, binding,
 * program creation (module resolution) and checking, and how many files the jobs parsed and bound and programs they built. The warm-up job's
 * marks are included (it is the one that parses the standard library); compare runs, not absolute figures.
 */
import ts from 'typescript';

const perf = (ts as unknown as { performance: { enable(): void; forEachMeasure(cb: (name: string, ms: number) => void): void; getCount(name: string): number } }).performance;
perf.enable();
await import('./job-cpu.js');
const rows: string[] = [];
perf.forEachMeasure((name, ms) => rows.push(`${name.padEnd(28)} ${ms.toFixed(0).padStart(7)} ms`));
// Counts over every job, the warm-up's included: createSourceFile calls (an incremental parse, updateSourceFile, is no
// `beforeParse`), files bound, programs built.
const counts = ['beforeParse', 'beforeBind', 'beforeProgram'].map((m) => `${m.slice('before'.length).toLowerCase()} ${perf.getCount(m)}`).join(', ');
console.log(`TypeScript performance marks (${counts}):\n${rows.join('\n')}`);
