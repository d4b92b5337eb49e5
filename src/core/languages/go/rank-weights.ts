/** Fitted weights of the rank model for Go: none yet, so retrieval ranks by the hand-set rule. */
export const RANK_WEIGHTS_GO: Readonly<Record<string, number>> = {};
