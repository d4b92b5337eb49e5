/**
 * Fitted by bench/support/fit-ranker.ts --lang java: logistic regression on 52089 candidates of training targets
 * (seed 11, benchmark targets excluded) from the 8 Java tuning packages only; held-out packages
 * never contributed. See rank-model.ts. Session 9: the tuning modules are java.sql, java.logging and session 8's six
 * held-out ones (no longer blind); java.sql has no training target left once its benchmark targets are removed.
 * Leave-one-package-out (`--lopo`), the share of a target's dependencies ranked in its top 40 candidates, left out vs
 * the Python-fitted weights: java.logging 0.819 vs 0.706, jdk.management 1.000 vs 1.000, jdk.sctp 0.865 vs 0.769,
 * jdk.internal.le 0.808 vs 0.680, jdk.jlink 0.746 vs 0.613, java.net.http 0.739 vs 0.644, java.management 0.846 vs 0.668.
 */
export const RANK_WEIGHTS_JAVA: Record<string, number> = {
  'bias': -7.713,
  'kind:call': 0.908,
  'kind:import': 0.596,
  'kind:sibling': -0.48,
  'kind:inherited': -0.603,
  'kind:enclosing': -1.854,
  'kind:type': 0.367,
  'kind:error': -0.422,
  'kind:decorator': 0,
  'kind:name': 0.601,
  'kind:member': 0.95,
  'kind:similar': -0.378,
  'kind:usage': 0.485,
  'kind:by-name': -0.17,
  'ambiguity': -0.1,
  'hop1': 1.421,
  'hop2': 0.264,
  'hop3+': -1.685,
  'similarity': 1.013,
  'nameMatch': 0.499,
  'support': 0.591,
  'logInDegree': -0.016,
  'unusedPrivate': 1.567,
  'unusedPublic': 0.45,
  'unusedImport': 3.887,
  'logUses': 0.023,
  'sameFile': -0.294,
  'proximity': 1.062,
  'selfReachable': -0.294,
  'def:class': 1.415,
  'def:function': -3.429,
  'def:method': 2.014,
  'dunder': 0,
  'logUsage': 0.343,
  'logClassUsage': 0.096,
  'usageNear': 0.802,
  'usageFar': -0.725,
  'baseNamesake': -0.202,
  'exception': -0.122,
  'docMention': 0.777,
  'docWords': 0.798,
  'unusedNamespace': 0,
};
