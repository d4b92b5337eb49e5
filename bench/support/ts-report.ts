/** The TypeScript retrieval benchmark's tables: per package, the mean over the three, and the targets. */
import type { Run } from './report.js';
import { median } from './report.js';
import { TS_NOTES } from './ts-corpus.js';

const mean = (xs: number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const f3 = (n: number): string => n.toFixed(3);
const f2 = (n: number): string => n.toFixed(2);
const ORDER = ['dycoder', 'file-refs', 'static-graph', 'similarity'];

interface Row {
  group: string;
  retriever: string;
  targets: number;
  lenient: number;
  strict: number;
  allLenient: number;
  allStrict: number;
  tokens: number;
  files: number;
  ms: number;
}

function summarise(group: string, retriever: string, runs: Run[]): Row {
  return {
    group,
    retriever,
    targets: runs.length,
    lenient: mean(runs.map((r) => r.recall.lenient)),
    strict: mean(runs.map((r) => r.recall.strict)),
    allLenient: mean(runs.map((r) => (r.recall.missedLenient.length === 0 ? 1 : 0))),
    allStrict: mean(runs.map((r) => (r.recall.missedStrict.length === 0 ? 1 : 0))),
    tokens: median(runs.map((r) => r.tokens)),
    files: mean(runs.map((r) => r.filesRead)),
    ms: median(runs.map((r) => r.ms)),
  };
}

const line = (r: Row): string =>
  `| ${r.group} | ${r.retriever} | ${r.targets} | ${f2(r.lenient)} | ${f2(r.strict)} | ${f2(r.allLenient)} | ${f2(r.allStrict)} | ${Math.round(r.tokens)} | ${r.files.toFixed(1)} | ${Math.round(r.ms)} |`;

/** The summary table and run line of an earlier tuning-set report, to stand beside held-out numbers. */
function tuningSection(tuningReport: string): string[] {
  const lines = tuningReport.split('\n');
  const table = lines.filter((l) => l.startsWith('| all ') || l.startsWith('| packages ') || l.startsWith('|---'));
  const perPkg = lines.filter((l) => /^\| \S+ \| (dycoder|file-refs|static-graph|similarity) \|/.test(l) && !l.startsWith('| all '));
  const run = lines.find((l) => l.startsWith('One run,')) ?? '';
  const checks = lines.filter((l) => l.startsWith('- dycoder'));
  return [
    '## Tuning set (not held out: TypeScript rules were diagnosed and tuned on these packages)', '',
    ...table.slice(0, 2), ...table.slice(2), '', ...checks, '',
    ...table.slice(0, 2), ...perPkg, '', run, '',
  ];
}

/** `language`: another language's name and notes on the same tables (Go). */
export function formatTsReport(runs: Run[], footer: string, role: 'held-out' | 'tuning' = 'held-out', tuningReport?: string, language = { name: 'TypeScript', notes: TS_NOTES }): string {
  const at = runs.filter((r) => r.budget === 6000);
  const pkgs = [...new Set(at.map((r) => r.pkg))];
  const retrievers = [...new Set(at.map((r) => r.retriever))].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const perPkg = pkgs.flatMap((p) => retrievers.map((r) => summarise(p, r, at.filter((x) => x.pkg === p && x.retriever === r))));
  // The mean over packages: each package weighs the same.
  const overall = retrievers.map((r) => {
    const rows = perPkg.filter((x) => x.retriever === r);
    return {
      group: `all ${pkgs.length} (mean)`, retriever: r, targets: rows.reduce((a, x) => a + x.targets, 0),
      lenient: mean(rows.map((x) => x.lenient)), strict: mean(rows.map((x) => x.strict)),
      allLenient: mean(rows.map((x) => x.allLenient)), allStrict: mean(rows.map((x) => x.allStrict)),
      tokens: median(rows.map((x) => x.tokens)), files: mean(rows.map((x) => x.files)), ms: median(rows.map((x) => x.ms)),
    };
  });
  const header = [
    '| packages | retriever | targets | recall (lenient) | recall (strict) | all recalled (lenient) | all recalled (strict) | median tokens | files read (mean) | median ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const dy = overall.find((r) => r.retriever === 'dycoder');
  const baselines = overall.filter((r) => r.retriever !== 'dycoder');
  const bestL = Math.max(...baselines.map((r) => r.lenient));
  const bestS = Math.max(...baselines.map((r) => r.strict));
  const checks = dy === undefined ? [] : [
    `- dycoder ${f3(dy.lenient)} lenient (target >= 0.90), ${f3(dy.strict)} strict (target >= 0.85).`,
    `- dycoder minus the best baseline: ${f3(dy.lenient - bestL)} lenient, ${f3(dy.strict - bestS)} strict (target >= +0.10).`,
  ];
  const title = role === 'tuning' ? `# Retrieval benchmark: ${language.name}, tuning set` : `# Retrieval benchmark: ${language.name} (held-out packages)`;
  return [
    title, '',
    '## Summary at 6000 tokens', '', ...header, ...overall.map(line), '', ...checks, '',
    '## Per package at 6000 tokens', '', ...header, ...perPkg.map(line), '',
    footer, '',
    ...(tuningReport === undefined ? [] : tuningSection(tuningReport)),
    language.notes,
  ].join('\n');
}
