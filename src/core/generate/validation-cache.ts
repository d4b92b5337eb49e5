/**
 * Per-process state that a language's answer checks keep between validations, e.g. the
 * TypeScript compiler's parsed standard library (parsing it costs far more than one check).
 * The caller creates one per process and passes it to every validation. What it holds of a
 * repository is content-keyed (the TypeScript check's parsed files, found only by their exact text,
 * like the blob cache keyed by SHA): a job gets back only what it presented itself, so one
 * installation's code never reaches another's job through it.
 */
export interface ValidationCache {
  /** The value under `key`, made by `create` on first use. */
  slot<T>(key: string, create: () => T): T;
  /** The value under `key` if something put it there (a language's `prepare`), else undefined. */
  peek<T>(key: string): T | undefined;
}

export function createValidationCache(): ValidationCache {
  const slots = new Map<string, unknown>();
  return {
    slot<T>(key: string, create: () => T): T {
      if (!slots.has(key)) slots.set(key, create());
      return slots.get(key) as T;
    },
    peek<T>(key: string): T | undefined {
      return slots.get(key) as T | undefined;
    },
  };
}
