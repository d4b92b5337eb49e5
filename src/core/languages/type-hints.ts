/**
 * Type hints are keyed by the names a program declares, and a program may name a parameter or local
 * `constructor`, `toString` or `__proto__`. A plain `{}` answers those from Object.prototype (a
 * function where a hint was expected, or a new prototype on assignment), so hint tables are made
 * without a prototype and read through their own keys only.
 */
import type { TypeHint } from './types.js';

export function emptyTypeHints(): Record<string, TypeHint> {
  return Object.create(null) as Record<string, TypeHint>;
}

/** The hint recorded for `name` itself, never a member inherited from Object. */
export function ownTypeHint(hints: Readonly<Record<string, TypeHint>> | undefined, name: string): TypeHint | undefined {
  return hints !== undefined && Object.hasOwn(hints, name) ? hints[name] : undefined;
}

/** A copy of `hints` with `name` set, still without a prototype. */
export function withTypeHint(hints: Readonly<Record<string, TypeHint>> | undefined, name: string, hint: TypeHint): Record<string, TypeHint> {
  const next = emptyTypeHints();
  if (hints !== undefined) for (const key of Object.keys(hints)) next[key] = hints[key]!;
  next[name] = hint;
  return next;
}
