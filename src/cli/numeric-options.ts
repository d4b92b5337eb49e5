/**
 * The numeric options every command shares, with one range each and one wording for every
 * refusal: `--budget 1e3`, `--budget 12.5` and `--budget 100001` are refused the same way by
 * `context` and `implement`. Only plain decimal digits count: Number() would take `1e3`,
 * `0x10`, ` 300` and `12.0`, which a user typing a count did not mean.
 */
import { z } from 'zod';
import { DEFAULT_BUDGET_TOKENS, DEFAULT_MAX_HOPS } from '../core/retrieval/index.js';
import { UsageError } from './io.js';

export interface NumericOption {
  min: number;
  max: number;
  default: number;
  /** What the number counts, for the help text. */
  help: string;
}

export const NUMERIC_OPTIONS = {
  budget: { min: 200, max: 100_000, default: DEFAULT_BUDGET_TOKENS, help: 'context token budget per function' },
  'max-hops': { min: 0, max: 50, default: DEFAULT_MAX_HOPS, help: 'hops of the dependency-graph walk' },
  concurrency: { min: 1, max: 32, default: 4, help: 'stubs worked on at once' },
} as const satisfies Record<string, NumericOption>;

export type NumericOptionName = keyof typeof NUMERIC_OPTIONS;

/** The refusal, one wording for every command and option. */
export function numericOptionMessage(name: NumericOptionName, value: string): string {
  const { min, max } = NUMERIC_OPTIONS[name];
  return `--${name} must be a whole number from ${min} to ${max}, got "${value}".`;
}

function schemaFor(name: NumericOptionName): z.ZodType<number, string> {
  const { min, max } = NUMERIC_OPTIONS[name];
  return z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** The option's value from parseArgs (a string or absent), checked; undefined when absent. */
export function numericOption(name: NumericOptionName, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = schemaFor(name).safeParse(value);
  if (!parsed.success) throw new UsageError(numericOptionMessage(name, value));
  return parsed.data;
}

/** The parseArgs declaration of the numeric options a command takes (strings: we check them). */
export function numericArgs<N extends NumericOptionName>(names: readonly N[]): Record<N, { type: 'string' }> {
  return Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])) as Record<N, { type: 'string' }>;
}

/** One help line per numeric option, e.g. `--budget TOKENS  context token budget …, 200 to 100000 (default 6000)`. */
export function numericHelp(name: NumericOptionName, placeholder: string): string {
  const o = NUMERIC_OPTIONS[name];
  return `  ${`--${name} ${placeholder}`.padEnd(24)}${o.help}, ${o.min} to ${o.max} (default ${o.default})`;
}
