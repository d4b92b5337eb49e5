/**
 * The rank model's fit (bench/support/fit-ranker.ts, java-lomo.ts): an L2-regularised logistic
 * regression by Newton steps over labelled candidates, and the top-40 share used to compare fits.
 * Pure functions over the samples: no file or process access.
 */

/** Labelled candidates: features per row, label 1 for a needed item, the package and target of each row. */
export interface Samples {
  readonly X: readonly (readonly number[])[];
  readonly y: readonly number[];
  readonly pkgOf: readonly string[];
  readonly targetOf: readonly number[];
}

/** Solves A x = b (A symmetric positive definite, small) by Gaussian elimination with partial pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c += 1) {
    let p = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(M[r]?.[c] ?? 0) > Math.abs(M[p]?.[c] ?? 0)) p = r;
    [M[c], M[p]] = [M[p] as number[], M[c] as number[]];
    const pivot = M[c]?.[c] ?? 1;
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const f = (M[r]?.[c] ?? 0) / pivot;
      if (f === 0) continue;
      for (let k = c; k <= n; k += 1) (M[r] as number[])[k] = (M[r]?.[k] ?? 0) - f * (M[c]?.[k] ?? 0);
    }
  }
  return M.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/** Weights (feature 0 is the bias, not penalised) fitted on the given rows of `s`. */
export function fitLogistic(s: Samples, rows: readonly number[], lambda = 1): number[] {
  const d = s.X[0]?.length ?? 0;
  let w = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 12; iter += 1) {
    const grad = new Array<number>(d).fill(0);
    const H = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    const nz: number[] = [];
    for (const i of rows) {
      const x = s.X[i] as readonly number[];
      nz.length = 0;
      let z = 0;
      for (let j = 0; j < d; j += 1) {
        const v = x[j] ?? 0;
        if (v !== 0) {
          nz.push(j);
          z += v * (w[j] ?? 0);
        }
      }
      const p = 1 / (1 + Math.exp(-z));
      const err = p - (s.y[i] ?? 0);
      const sw = p * (1 - p);
      for (const j of nz) {
        const xj = x[j] ?? 0;
        grad[j] = (grad[j] ?? 0) + err * xj;
        const Hj = H[j] as number[];
        for (const k of nz) Hj[k] = (Hj[k] ?? 0) + sw * xj * (x[k] ?? 0);
      }
    }
    for (let j = 1; j < d; j += 1) {
      grad[j] = (grad[j] ?? 0) + lambda * (w[j] ?? 0);
      (H[j] as number[])[j] = (H[j]?.[j] ?? 0) + lambda;
    }
    for (let j = 0; j < d; j += 1) (H[j] as number[])[j] = (H[j]?.[j] ?? 0) + 1e-6;
    const step = solve(H, grad);
    w = w.map((v, j) => v - (step[j] ?? 0));
    const size = Math.sqrt(step.reduce((a, v) => a + v * v, 0));
    if (size < 1e-5) break;
  }
  return w;
}

/** Mean over targets of the share of their dependencies ranked in the top 40 by `w`. */
export function top40Share(s: Samples, rows: readonly number[], w: readonly number[]): number {
  const byTarget = new Map<number, { z: number; y: number }[]>();
  for (const i of rows) {
    const z = (s.X[i] as readonly number[]).reduce((a, v, j) => a + v * (w[j] ?? 0), 0);
    const t = s.targetOf[i] ?? 0;
    const list = byTarget.get(t) ?? [];
    list.push({ z, y: s.y[i] ?? 0 });
    byTarget.set(t, list);
  }
  const shares: number[] = [];
  for (const c of byTarget.values()) {
    const pos = c.filter((r) => r.y === 1).length;
    if (pos === 0) continue;
    c.sort((a, b) => b.z - a.z);
    shares.push(c.slice(0, 40).filter((r) => r.y === 1).length / pos);
  }
  return shares.reduce((a, b) => a + b, 0) / Math.max(1, shares.length);
}
