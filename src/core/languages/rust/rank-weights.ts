/** No fitted rank model for Rust yet: empty weights select the hand-set rule (rank-model.ts). */
export const RANK_WEIGHTS_RUST: Record<string, number> = {};
