/**
 * The language-neutral part of `npm run bench:validate` (issue 22): one case is one scripted answer
 * to one stubbed target (its ORIGINAL body or a mutant), run through implementStubs, and judged.
 * Each language is a ValidateLanguage (bench/support/validate-python.ts, validate-typescript.ts; Go
 * and Rust add theirs beside them and list it in bench/validate.ts): it prepares a temp repository per
 * package and yields cases, with the repository in the state the case needs while it is being run.
 */

export type Outcome = 'rejected' | 'flagged' | 'missed';

export interface ValidateCase {
  target: { file: string; qualname: string };
  /** 'original' or a mutant kind of the language's list. */
  kind: string;
  /** What the scripted model answers first, and on the repair round. */
  first: string;
  repair: string;
  /** The name the mutation is about (a needed import counts as caught when an import binds it). */
  name: string;
  /** A sub-row label for the case's kind, from an independent rule (Python's wrong member: `closed` / `open`). */
  label?: string;
}

export interface PackageRun {
  root: string;
  /** Cases, yielded one at a time: the repository holds the case's files until the next one is asked for. */
  cases: Iterable<ValidateCase>;
  dispose(): void;
}

export interface ValidateLanguage {
  /** The table's label, e.g. `Python`. */
  language: string;
  /** The answer's code fence. */
  fence: string;
  /** Mutant kinds in table order ('original' first). */
  kinds: readonly string[];
  /**
   * Named package sets: `heldout` (and, where a language declared one, `heldout2`) are the ones whose
   * numbers are claims, each run once blind; `tuning` is for studying misses.
   */
  sets: Readonly<Record<'tuning' | 'heldout', readonly string[]>> & { readonly heldout2?: readonly string[]; readonly heldout3?: readonly string[]; readonly heldout4?: readonly string[]; readonly heldout5?: readonly string[]; readonly heldout6?: readonly string[]; readonly heldout7?: readonly string[]; readonly heldout8?: readonly string[]; readonly heldout9?: readonly string[]; readonly heldout10?: readonly string[]; readonly heldout11?: readonly string[]; readonly heldout12?: readonly string[]; readonly heldout13?: readonly string[]; readonly heldout14?: readonly string[]; readonly heldout15?: readonly string[]; readonly heldout16?: readonly string[]; readonly heldout17?: readonly string[]; readonly heldout18?: readonly string[]; readonly heldout19?: readonly string[]; readonly heldout20?: readonly string[]; readonly heldout21?: readonly string[]; readonly heldout22?: readonly string[] };
  /** `originalsOnly`: a language may skip building mutants (the caller skips any it yields). */
  open(pkg: string, seed: number, perPackage: number, options?: { originalsOnly?: boolean; dependencies?: string }): PackageRun;
}

export interface Row {
  language: string;
  pkg: string;
  target: string;
  kind: string;
  outcome: Outcome;
  validationMs: number;
  /** CPU time (user + system) of the validation, when measured. */
  validationCpuMs?: number;
  retrievalMs: number;
  detail: string;
  /** The case's label (ValidateCase.label): the kind gets one extra table row per label. */
  label?: string;
}

export interface Judged {
  acceptedFirst: boolean;
  warned: boolean;
  imported: boolean;
}

/** Original: accepted clean is the goal. Mutants: never a suggestion as answered, or (a needed import) the import added. */
export function outcomeOf(kind: string, j: Judged): Outcome {
  if (kind === 'original') return !j.acceptedFirst ? 'rejected' : j.warned ? 'flagged' : 'missed';
  if (kind === 'needed-import' && j.imported) return 'rejected';
  return !j.acceptedFirst ? 'rejected' : j.warned ? 'flagged' : 'missed';
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
export const p90 = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.9) - 1)] ?? 0;
export const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

/** The table's rows for one language: one per kind, then one per label its cases carry (`wrong-member (closed)`). */
export function tableRows(lang: ValidateLanguage, rows: readonly Row[]): string[] {
  const line = (k: string, rs: readonly Row[], title = k): string => {
    const n = rs.length;
    const c = (o: Outcome): number => rs.filter((r) => r.outcome === o).length;
    return k === 'original'
      ? `| ${lang.language} | original body | ${n} | ${c('rejected')} (${pct(c('rejected'), n)}) false rejections | ${c('flagged')} (${pct(c('flagged'), n)}) false alarms | ${c('missed')} (${pct(c('missed'), n)}) accepted clean |`
      : `| ${lang.language} | ${title} | ${n} | ${c('rejected')} (${pct(c('rejected'), n)}) | ${c('flagged')} (${pct(c('flagged'), n)}) | ${c('missed')} (${pct(c('missed'), n)}) |`;
  };
  return lang.kinds.flatMap((k) => {
    const rs = rows.filter((r) => r.language === lang.language && r.kind === k);
    const labels = [...new Set(rs.flatMap((r) => (r.label === undefined ? [] : [r.label])))].sort();
    return [line(k, rs), ...labels.map((l) => line(k, rs.filter((r) => r.label === l), `${k} (${l})`))];
  });
}

/** Validation time of the first answer, per language: originals and all answers, with retrieval as the baseline. */
export function timingLine(lang: ValidateLanguage, rows: readonly Row[]): string {
  const mine = rows.filter((r) => r.language === lang.language);
  const orig = mine.filter((r) => r.kind === 'original').map((r) => r.validationMs);
  const cpu = (rs: readonly Row[]): number[] => rs.flatMap((r) => (r.validationCpuMs === undefined ? [] : [r.validationCpuMs]));
  const origCpu = cpu(mine.filter((r) => r.kind === 'original'));
  const cpuText = origCpu.length === 0 ? '' : ` CPU time of the same validations: originals median ${median(origCpu).toFixed(1)} ms, p90 ${p90(origCpu).toFixed(1)} ms; all answers median ${median(cpu(mine)).toFixed(1)} ms, p90 ${p90(cpu(mine)).toFixed(1)} ms.`;
  return `- ${lang.language}: validation of the first answer (wall), original bodies (n=${orig.length}) median ${median(orig).toFixed(1)} ms, p90 ${p90(orig).toFixed(1)} ms; all answers (n=${mine.length}) median ${median(mine.map((r) => r.validationMs)).toFixed(1)} ms, p90 ${p90(mine.map((r) => r.validationMs)).toFixed(1)} ms.${cpuText} Baseline in the same run: retrieval median ${median(mine.map((r) => r.retrievalMs)).toFixed(0)} ms per target.`;
}
