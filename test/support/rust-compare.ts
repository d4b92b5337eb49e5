/**
 * The Rust front end against syn (bench/rust-oracle): both list a file's definitions as
 * (kind, qualname, first line, last line), attributes and doc comments excluded. The kind is the
 * front end's declKind (fn, method, signature, extern, struct, enum, union, trait, type, mod, impl,
 * const, static, macro). Definitions are matched as multisets (a type and its impls share a qualname).
 */
import { z } from 'zod';
import type { ParsedModule } from '../../src/core/languages/types.js';

export const RustOracleDefinition = z.object({ kind: z.string(), qualname: z.string(), start: z.number(), end: z.number() });
export type RustOracleDefinition = z.infer<typeof RustOracleDefinition>;

export const RustOracleFile = z.union([
  z.object({ file: z.string(), definitions: z.array(RustOracleDefinition) }),
  z.object({ file: z.string(), error: z.string(), line: z.number() }),
]);
export type RustOracleFile = z.infer<typeof RustOracleFile>;

export interface RustComparison {
  agreed: number;
  /** Definitions only the front end lists, and only the oracle lists (as `kind qualname start-end`). */
  onlyOurs: string[];
  onlyOracle: string[];
}

const key = (d: RustOracleDefinition): string => `${d.kind} ${d.qualname} ${d.start}-${d.end}`;

export function ourDefinitions(parsed: ParsedModule): RustOracleDefinition[] {
  return parsed.definitions.map((d) => ({ kind: d.declKind ?? d.kind, qualname: d.qualname, start: d.range.start, end: d.range.end }));
}

export function compareWithRustOracle(parsed: ParsedModule, oracle: readonly RustOracleDefinition[]): RustComparison {
  const pending = new Map<string, number>();
  for (const d of oracle) pending.set(key(d), (pending.get(key(d)) ?? 0) + 1);
  let agreed = 0;
  const onlyOurs: string[] = [];
  for (const d of ourDefinitions(parsed)) {
    const k = key(d);
    const n = pending.get(k) ?? 0;
    if (n > 0) {
      agreed += 1;
      pending.set(k, n - 1);
    } else onlyOurs.push(k);
  }
  const onlyOracle = [...pending].flatMap(([k, n]) => Array<string>(n).fill(k));
  return { agreed, onlyOurs, onlyOracle };
}
