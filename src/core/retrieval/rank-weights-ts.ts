/** Not fitted yet: TypeScript targets use the Python-fitted weights (see rank-model.ts). */
export const RANK_WEIGHTS_TS: Record<string, number> = {};
