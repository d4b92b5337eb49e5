/**
 * Empty: TypeScript targets use the Python-fitted weights (rank-weights.ts). Weights fitted on
 * the four TypeScript tuning packages (`tsx bench/support/fit-ranker.ts --lang ts`, ~32k
 * candidates of 166 training targets) ranked no better on their own benchmark targets (0.97
 * lenient / 0.96 strict against 0.98 / 0.96), so the larger Python fit stays until there is
 * more TypeScript training data.
 */
export const RANK_WEIGHTS_TS: Record<string, number> = {};
