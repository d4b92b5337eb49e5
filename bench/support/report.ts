/** Aggregation and markdown tables for the retrieval benchmark. */
import type { Recall } from './recall.js';

export interface Run {
  pkg: string;
  retriever: string;
  budget: number;
  recall: Recall;
  tokens: number;
  filesRead: number;
  ms: number;
  deps: number;
}

export interface Summary {
  pkg: string;
  retriever: string;
  budget: number;
  targets: number;
  lenient: number;
  strict: number;
  allLenient: number;
  allStrict: number;
  medianTokens: number;
  meanFiles: number;
  medianMs: number;
}

export interface SympyRow {
  retriever: string;
  totalFiles: number;
  rows: { ms: number; filesRead: number; lenient: number; strict: number }[];
  peakMb: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

const mean = (values: number[]): number => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

export function summarise(runs: Run[]): Summary[] {
  const groups = new Map<string, Run[]>();
  for (const r of runs) {
    const key = `${r.pkg}\0${r.retriever}\0${r.budget}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: Summary[] = [];
  for (const g of groups.values()) {
    const first = g[0];
    if (first === undefined) continue;
    out.push({
      pkg: first.pkg,
      retriever: first.retriever,
      budget: first.budget,
      targets: g.length,
      lenient: mean(g.map((r) => r.recall.lenient)),
      strict: mean(g.map((r) => r.recall.strict)),
      allLenient: mean(g.map((r) => (r.recall.missedLenient.length === 0 ? 1 : 0))),
      allStrict: mean(g.map((r) => (r.recall.missedStrict.length === 0 ? 1 : 0))),
      medianTokens: median(g.map((r) => r.tokens)),
      meanFiles: mean(g.map((r) => r.filesRead)),
      medianMs: median(g.map((r) => r.ms)),
    });
  }
  // "All packages" rows: mean over packages (each package weighs the same).
  const keys = new Set(out.map((s) => `${s.retriever}\0${s.budget}`));
  for (const key of keys) {
    const rows = out.filter((s) => `${s.retriever}\0${s.budget}` === key);
    const first = rows[0];
    if (first === undefined) continue;
    out.push({
      pkg: 'all six (mean)',
      retriever: first.retriever,
      budget: first.budget,
      targets: rows.reduce((a, r) => a + r.targets, 0),
      lenient: mean(rows.map((r) => r.lenient)),
      strict: mean(rows.map((r) => r.strict)),
      allLenient: mean(rows.map((r) => r.allLenient)),
      allStrict: mean(rows.map((r) => r.allStrict)),
      medianTokens: median(rows.map((r) => r.medianTokens)),
      meanFiles: mean(rows.map((r) => r.meanFiles)),
      medianMs: median(rows.map((r) => r.medianMs)),
    });
  }
  return out;
}

const f2 = (n: number): string => n.toFixed(2);

function row(s: Summary): string {
  return `| ${s.pkg} | ${s.retriever} | ${s.budget} | ${s.targets} | ${f2(s.lenient)} | ${f2(s.strict)} | ${f2(s.allLenient)} | ${f2(s.allStrict)} | ${Math.round(s.medianTokens)} | ${s.meanFiles.toFixed(1)} | ${Math.round(s.medianMs)} |`;
}

const HEADER = [
  '| package | retriever | budget | targets | recall (lenient) | recall (strict) | all recalled (lenient) | all recalled (strict) | median tokens | files read (mean) | median ms |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
];

export function formatPackageTable(summaries: Summary[], budgets: number[]): string {
  const order = ['dycoder', 'similarity', 'static-graph'];
  const sort = (a: Summary, b: Summary): number => order.indexOf(a.retriever) - order.indexOf(b.retriever);
  const main = summaries.filter((s) => s.budget === 6000);
  const pkgs = [...new Set(main.map((s) => s.pkg))];
  const lines = ['## Stub and recover at 6,000 tokens', '', ...HEADER];
  for (const pkg of pkgs) lines.push(...main.filter((s) => s.pkg === pkg).sort(sort).map(row));
  const other = budgets.filter((b) => b !== 6000);
  if (other.length > 0) {
    lines.push('', `## Other budgets (mean over the six packages)`, '', ...HEADER);
    for (const b of other) {
      lines.push(...summaries.filter((s) => s.budget === b && s.pkg === 'all six (mean)').sort(sort).map(row));
    }
  }
  return `# Retrieval benchmark\n\n${lines.join('\n')}\n`;
}

export function formatSympyTable(rows: SympyRow[]): string {
  const lines = [
    '## sympy: speed and reach',
    '',
    '| retriever | targets | median ms per target | files read (median) | share of the repository read | recall (lenient) | recall (strict) | peak RSS (MB) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const files = median(r.rows.map((x) => x.filesRead));
    lines.push(
      `| ${r.retriever} | ${r.rows.length} | ${Math.round(median(r.rows.map((x) => x.ms)))} | ${files} | ${((100 * files) / r.totalFiles).toFixed(1)}% of ${r.totalFiles} | ${f2(mean(r.rows.map((x) => x.lenient)))} | ${f2(mean(r.rows.map((x) => x.strict)))} | ${Math.round(r.peakMb)} |`,
    );
  }
  const d = rows.find((r) => r.retriever === 'dycoder');
  const s = rows.find((r) => r.retriever === 'static-graph');
  if (d !== undefined && s !== undefined) {
    const ratio = median(s.rows.map((x) => x.ms)) / Math.max(1, median(d.rows.map((x) => x.ms)));
    const shared = d.rows.slice(0, s.rows.length);
    const rec = (rows: SympyRow['rows'], k: 'lenient' | 'strict'): string => f2(mean(rows.map((x) => x[k])));
    lines.push(
      '',
      `dycoder is ${ratio.toFixed(1)}x faster per target than static-graph (whose time includes building its global graph).`,
      `On the ${s.rows.length} targets both ran: dycoder recall ${rec(shared, 'lenient')} lenient / ${rec(shared, 'strict')} strict, static-graph ${rec(s.rows, 'lenient')} / ${rec(s.rows, 'strict')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** How to read the tables; printed under them so the file explains itself. */
export const NOTES = `
## How this is measured

- Corpora: the Debian packages under /usr/lib/python3/dist-packages, each copied to a temp repository.
- Targets and ground truth: bench/support/ground_truth.py with CPython's \`ast\` (no code shared with the
  retriever). Library functions/methods with >= 3 statements, taken in a seeded random order (seed 7) until
  30 have >= 2 dependencies. A dependency is a function, class or method of the package that the body calls,
  or a capitalised name it loads, resolved with Python's rules (locals shadow globals; imports, also lazy
  ones; re-exports through __init__, star imports and __all__; module attributes; \`self.m()\`/\`cls.m()\`
  through the class and its bases; \`super().m()\` through the bases). The target calling itself is not counted.
- The body is replaced by \`pass\` (docstring kept); each retriever gets a fresh file-system RepoSource.
- Lenient: the dependency's \`def\`/\`class\` line is in the context inside a section of its own file.
  Strict: its first body statement (after the docstring) follows within the lines where the source has it,
  so signature-only listings do not count.
- Tokens: o200k (gpt-tokenizer). No retriever exceeded its budget on any target (the harness checks).
- dycoder's rank model (src/core/retrieval/rank-weights.ts) was fitted by bench/support/fit-ranker.ts on
  targets drawn with seed 11 from the same packages, with every benchmark target excluded (held out by target,
  not by package).
- sympy: 12 targets for dycoder, the first 3 of them for static-graph (which parses all of sympy and resolves
  every edge for each target, ~30 s). Peak RSS is the worker process's maxRSS under tsx, which is ~175 MB
  before any retrieval (tsx loader ~80 MB, o200k tables ~70 MB).
`;
