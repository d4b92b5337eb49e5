/**
 * Fitted by bench/support/fit-ranker.ts --lang ts: logistic regression on 64519 candidates of training targets
 * (seed 11, benchmark targets excluded) from the 10 TypeScript tuning packages only; held-out packages
 * never contributed. See rank-model.ts. Leave-one-package-out (`--lopo`), the share of a target's
 * dependencies ranked in its top 40 is 0.929 on average over the eight packages with training targets,
 * against 0.924 for the Python-fitted weights (better on four, worse on four by at most 0.012); on the
 * benchmark's own targets of these packages it leaves 31 of 1,107 dependencies strictly unrecalled
 * against 46.
 */
export const RANK_WEIGHTS_TS: Record<string, number> = {
  'bias': -7.113,
  'kind:call': 0.155,
  'kind:import': 0.934,
  'kind:sibling': 1.738,
  'kind:inherited': -0.469,
  'kind:enclosing': -1.49,
  'kind:type': 0.531,
  'kind:error': 0,
  'kind:decorator': 0,
  'kind:name': -0.636,
  'kind:member': 1.609,
  'kind:similar': -1.933,
  'kind:usage': 0.058,
  'kind:by-name': -0.497,
  'ambiguity': -0.395,
  'hop1': 2.576,
  'hop2': -0.35,
  'hop3+': -2.226,
  'similarity': 0.805,
  'nameMatch': 0.515,
  'support': 0.917,
  'logInDegree': -0.438,
  'unusedPrivate': 3.752,
  'unusedPublic': 0.111,
  'unusedImport': 4.163,
  'logUses': 0.284,
  'sameFile': -1.07,
  'proximity': 1.273,
  'selfReachable': -0.686,
  'def:class': -0.646,
  'def:function': 0.048,
  'def:method': 0.599,
  'dunder': 0,
  'logUsage': -0.05,
  'logClassUsage': 0.25,
  'usageNear': 1.149,
  'usageFar': -0.21,
  'baseNamesake': 2.882,
  'exception': 1.925,
  'docMention': 0.742,
  'docWords': 0.282,
};
