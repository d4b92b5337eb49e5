/**
 * Which stubs a whole-directory run takes by default. A stub that says it is unfinished (raise
 * NotImplementedError, throw new Error('not implemented'), a TODO/FIXME in the body) is work to
 * do. An empty body (pass, ..., a docstring only) is work to do only when the signature
 * promises a value: `def total(...) -> Decimal: ...` cannot be finished, while an empty hook,
 * null object method, `__init__` or test placeholder that promises nothing usually is
 * finished. On Debian's rich 13.3, 9 of its 10 stubs are such bodies, all meant to stay empty;
 * on sympy 1.11, 228 of its 499.
 *
 * Language-neutral on purpose: it reads only the stub's kind and the definition's return type
 * as the front end recorded it (`returns`, annotation or documented type).
 */
import type { Definition, Stub } from '../core/languages/types.js';

/** Return types that promise no value, in the languages the front ends read. */
const NO_VALUE = new Set(['None', 'NoReturn', 'Never', 'void', 'undefined', 'never']);

export type StubIntent = 'unfinished' | 'no-op';

export function stubIntent(stub: Stub, def: Definition | undefined): StubIntent {
  if (stub.kind === 'not-implemented' || stub.kind === 'todo' || stub.hasTodo) return 'unfinished';
  const promises = (def?.returns ?? []).some((chain) => chain.length > 0 && !NO_VALUE.has(chain[chain.length - 1] ?? ''));
  return promises ? 'unfinished' : 'no-op';
}

/** The definition a stub belongs to (same qualname, same `def` line). */
export function definitionOf(definitions: readonly Definition[], stub: Stub): Definition | undefined {
  return definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine);
}
