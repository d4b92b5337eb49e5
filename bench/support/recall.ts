/**
 * DESIGN.md §5 recall: a dependency is recalled (lenient) when its definition line appears in
 * the context inside a section of its own file, and strictly recalled when the definition's
 * first body statement follows it where the source has it (a signature-only listing fails).
 */
import { z } from 'zod';

export const depSchema = z.object({
  file: z.string(),
  name: z.string(),
  kind: z.string(),
  line: z.number(),
  header: z.string(),
  firstBody: z.string(),
  bodyOffset: z.number(),
  via: z.string(),
});
export type Dep = z.infer<typeof depSchema>;

export const targetSchema = z.object({
  file: z.string(),
  qualname: z.string(),
  defLine: z.number(),
  bodyStart: z.number(),
  bodyEnd: z.number(),
  indent: z.string(),
  deps: z.array(depSchema),
});
export type BenchTarget = z.infer<typeof targetSchema>;

export const groundTruthSchema = z.object({
  package: z.string(),
  candidates: z.number(),
  targets: z.array(targetSchema),
});

export interface Recall {
  lenient: number;
  strict: number;
  missedLenient: Dep[];
  missedStrict: Dep[];
}

export function recallOf(context: string, deps: readonly Dep[]): Recall {
  const lines = context.split('\n');
  const fileAt: string[] = [];
  let current = '';
  for (const line of lines) {
    const m = /^# file: (\S+)/.exec(line);
    if (m?.[1] !== undefined) current = m[1];
    fileAt.push(current);
  }
  const trimmed = lines.map((l) => l.trim());
  const missedLenient: Dep[] = [];
  const missedStrict: Dep[] = [];
  for (const dep of deps) {
    let lenient = false;
    let strict = false;
    trimmed.forEach((line, i) => {
      if (line !== dep.header || fileAt[i] !== dep.file) return;
      lenient = true;
      // A one-line definition (a TypeScript type alias, an arrow function) has no body line of its own.
      if (dep.firstBody === '') strict = true;
      // `class Error(Base): pass`: a body on the header's own line (offset 0) is shown with it.
      for (let j = dep.bodyOffset === 0 ? i : i + 1; j <= i + dep.bodyOffset + 2 && j < trimmed.length; j += 1) {
        if (trimmed[j] === dep.firstBody) strict = true;
      }
    });
    if (!lenient) missedLenient.push(dep);
    if (!strict) missedStrict.push(dep);
  }
  const n = deps.length || 1;
  return { lenient: 1 - missedLenient.length / n, strict: 1 - missedStrict.length / n, missedLenient, missedStrict };
}
