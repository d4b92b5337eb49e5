/**
 * A ceiling on what one file's parse keeps, whatever the language: a file with 10,000 stubbed
 * functions (0.6 MB) made every one of a job's targets outline, rank and index all 10,000 of
 * its siblings, and a worker peaked at 426 MB. Real files hold fewer: the largest in the benchmark
 * corpora holds 2,060 (sympy's rubi constraints), and a cap at 1,000 hid real stubs and helpers
 * past it, so the ceiling sits well above real code. The first MAX_DEFINITIONS_PER_FILE in source
 * order are kept, with their stubs; the rest are not seen by anything downstream (targets,
 * retrieval, prompts).
 */
import type { ParsedModule } from './types.js';

export const MAX_DEFINITIONS_PER_FILE = 5000;

export function capDefinitions(parsed: ParsedModule, max = MAX_DEFINITIONS_PER_FILE): ParsedModule {
  if (parsed.definitions.length <= max) return parsed;
  const definitions = parsed.definitions.slice(0, max);
  const kept = new Set(definitions.map((d) => `${d.range.start}:${d.qualname}`));
  const stubs = parsed.stubs?.filter((s) => kept.has(`${s.defLine}:${s.qualname}`));
  return { ...parsed, definitions, ...(stubs === undefined ? {} : { stubs }) };
}
