/** Fitted weights of the rank model for Java: none yet, so retrieval ranks by the hand-set rule. */
export const RANK_WEIGHTS_JAVA: Readonly<Record<string, number>> = {};
