/**
 * Fitted by bench/support/fit-ranker.ts --lang ts: logistic regression on 99962 candidates of training targets
 * (seed 11, benchmark targets excluded) from the 13 TypeScript tuning packages only; held-out packages
 * never contributed. See rank-model.ts. Refitted in session 5 on the widened tuning set (13 packages; @effect/io and
 * @badrap/valita have no training targets left once the benchmark's own are removed) with one new feature,
 * unusedNamespace. Leave-one-package-out (`--lopo`), the share of a target's dependencies ranked in its top 40,
 * on the three packages the previous fit never saw: vega-lite 0.948 (previous weights 0.942), @antv/x6 0.803
 * (0.780), @patternfly/react-core 1.000 (1.000). Benchmark targets of the tuning set, at 6,000 tokens: 0.977 / 0.973
 * -> 0.971 / 0.966 (per-package mean); better on vega-lite and x6, worse on @effect/io (3 sibling methods of a
 * 3,000-line class, 9 targets).
 */
export const RANK_WEIGHTS_TS: Record<string, number> = {
  'bias': -7.456,
  'kind:call': -0.267,
  'kind:import': 0.972,
  'kind:sibling': 1.733,
  'kind:inherited': -0.47,
  'kind:enclosing': -2.017,
  'kind:type': 0.265,
  'kind:error': 0,
  'kind:decorator': 0,
  'kind:name': -0.714,
  'kind:member': 1.789,
  'kind:similar': -1.255,
  'kind:usage': 0.366,
  'kind:by-name': -0.403,
  'ambiguity': -0.316,
  'hop1': 2.361,
  'hop2': -0.338,
  'hop3+': -2.023,
  'similarity': 1.033,
  'nameMatch': 0.266,
  'support': 0.794,
  'logInDegree': -0.304,
  'unusedPrivate': 3.227,
  'unusedPublic': 0.225,
  'unusedImport': 4.264,
  'logUses': 0.193,
  'sameFile': -1.09,
  'proximity': 1.478,
  'selfReachable': -0.191,
  'def:class': -0.497,
  'def:function': 0.378,
  'def:method': 0.119,
  'dunder': 0,
  'logUsage': 0.019,
  'logClassUsage': 0.298,
  'usageNear': 1.324,
  'usageFar': -0.23,
  'baseNamesake': 2.758,
  'exception': 2,
  'docMention': 0.795,
  'docWords': 0.305,
  'unusedNamespace': 1.885,
};
