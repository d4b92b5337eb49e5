/**
 * The report of a blind set (held out 5 and 6, issue 23): per package and budget, dycoder beside each
 * baseline, lenient and strict; the worst package beside the mean; every package below file-refs
 * named; targets refused; median files read per target.
 */
import type { Run } from './report.js';

const f2 = (x: number): string => x.toFixed(2);
const f3 = (x: number): string => (x >= 0 ? '+' : '') + x.toFixed(3);
const mean = (xs: number[]): number => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 === 1 ? (s[(s.length - 1) / 2] ?? 0) : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
}

interface Cell { lenient: number; strict: number; targets: number; refused: number; files: number; ms: number }

function cell(runs: readonly Run[]): Cell {
  return {
    lenient: mean(runs.map((r) => r.recall.lenient)), strict: mean(runs.map((r) => r.recall.strict)), targets: runs.length,
    refused: runs.filter((r) => r.refused === true).length, files: median(runs.map((r) => r.filesRead)), ms: median(runs.map((r) => r.ms)),
  };
}

/** Mean over the packages a retriever ran on; '(n of m)' when it ran on fewer than all. */
function meanCell(cells: readonly Cell[]): string {
  const ran = cells.filter((c) => c.targets > 0);
  if (ran.length === 0) return '–';
  const m = `${f2(mean(ran.map((c) => c.lenient)))} / ${f2(mean(ran.map((c) => c.strict)))}`;
  return ran.length === cells.length ? m : `${m} (${ran.length} of ${cells.length})`;
}

export function formatBlindReport(title: string, runs: readonly Run[], footer: string): string {
  const pkgs = [...new Set(runs.map((r) => r.pkg))];
  const budgets = [...new Set(runs.map((r) => r.budget))].sort((a, b) => a - b);
  const retrievers = ['dycoder', 'file-refs', 'similarity', 'static-graph'].filter((r) => runs.some((x) => x.retriever === r));
  const at = (pkg: string, retriever: string, budget: number): Cell => cell(runs.filter((r) => r.pkg === pkg && r.retriever === retriever && r.budget === budget));
  const out: string[] = [`# ${title}`, '', '| package | budget | targets | ' + retrievers.map((r) => `${r} L / S`).join(' | ') + ' | dycoder files (median) | dycoder median ms | refused |', '|---|---:|---:|' + retrievers.map(() => '---:').join('|') + '|---:|---:|---:|'];
  const failures: string[] = [];
  const checks: string[] = [];
  for (const budget of budgets) {
    for (const pkg of pkgs) {
      const cells = retrievers.map((r) => at(pkg, r, budget));
      const dy = cells[0];
      if (dy === undefined) continue;
      // A baseline not run on this package (a run stopped by its time limit) shows as '–', not as 0.
      out.push(`| ${pkg} | ${budget} | ${dy.targets} | ${cells.map((c) => (c.targets === 0 ? '–' : `${f2(c.lenient)} / ${f2(c.strict)}`)).join(' | ')} | ${dy.files} | ${Math.round(dy.ms)} | ${dy.refused} |`);
      const fr = at(pkg, 'file-refs', budget);
      if (fr.targets > 0 && dy.lenient < fr.lenient) failures.push(`${pkg} at ${budget}: dycoder ${f2(dy.lenient)} < file-refs ${f2(fr.lenient)} (lenient)`);
    }
    const per = (r: string): Cell[] => pkgs.map((p) => at(p, r, budget));
    const dyAll = per('dycoder');
    const frAll = per('file-refs');
    const worst = pkgs.map((p, i) => ({ p, lead: (dyAll[i]?.lenient ?? 0) - (frAll[i]?.lenient ?? 0) })).sort((a, b) => a.lead - b.lead)[0];
    const pooled = (key: 'lenient' | 'strict'): number => mean(runs.filter((r) => r.retriever === 'dycoder' && r.budget === budget).map((r) => r.recall[key])) - mean(runs.filter((r) => r.retriever === 'file-refs' && r.budget === budget).map((r) => r.recall[key]));
    out.push(`| **mean of ${pkgs.length}** | ${budget} | ${dyAll.reduce((a, c) => a + c.targets, 0)} | ${retrievers.map((r) => meanCell(per(r))).join(' | ')} | ${median(runs.filter((r) => r.retriever === 'dycoder' && r.budget === budget).map((r) => r.filesRead))} | ${Math.round(median(runs.filter((r) => r.retriever === 'dycoder' && r.budget === budget).map((r) => r.ms)))} | ${dyAll.reduce((a, c) => a + c.refused, 0)} |`);
    // The most any retriever could lead by: 1 minus file-refs' pooled recall (when that is under +0.10, so is the lead).
    const ceiling = (key: 'lenient' | 'strict'): number => 1 - mean(runs.filter((r) => r.retriever === 'file-refs' && r.budget === budget).map((r) => r.recall[key]));
    checks.push(`- ${budget} tokens: pooled lead over file-refs (per target) ${f3(pooled('lenient'))} lenient, ${f3(pooled('strict'))} strict (target >= +0.10; ceiling, 1 - file-refs, ${f3(ceiling('lenient'))} / ${f3(ceiling('strict'))}); worst package ${worst?.p ?? '-'} at ${f3(worst?.lead ?? 0)} lenient.`);
  }
  return [...out, '', '## Checks', '', ...checks, failures.length === 0 ? '- No package below file-refs (lenient).' : `- Below file-refs (lenient), each a failure to explain: ${failures.join('; ')}.`, '', footer, ''].join('\n');
}
