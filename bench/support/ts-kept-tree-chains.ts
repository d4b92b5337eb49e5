/**
 * `tsx bench/support/ts-kept-tree-chains.ts ROOT:DIR:EXT,...` (session 21, issue 22): every answer of a chain (a target's original body, its
 * mutants, a body with a syntax error, the original again, a body closing the function early, a stub) parsed from the kept tree
 * of the previous parse (src/core/languages/typescript/kept-trees.ts), against a fresh parse of the same text, over the
 * functions of real package files (test/support/ts-check-targets.ts, 3 per file). Prints each mismatch and a count.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseTsLite, parseTsLiteFrom } from '../../src/core/languages/typescript/parser.js';
import { mutantsOf, targetsIn, type CheckTarget } from '../../test/support/ts-check-targets.js';
const roots: [string, string, RegExp][] = (process.argv[2] ?? '').split(',').filter(Boolean).map((spec) => { const [root, dir, ext] = spec.split(':'); return [root!, dir!, new RegExp(`\\.(${ext})$`)]; });
const files = (root: string, dir: string, re: RegExp): string[] => readdirSync(join(root, dir), { withFileTypes: true, recursive: true }).filter((e) => e.isFile() && re.test(e.name) && !e.name.endsWith('.d.ts') && !relative(root, e.parentPath).includes('node_modules') && !relative(root, e.parentPath).includes('test')).map((e) => relative(root, join(e.parentPath, e.name))).sort();
const withBody = (t: CheckTarget, body: string): string => { const l = t.source.split('\n'); return [...l.slice(0, t.stub.bodyRange.start - 1), ...body.split('\n'), ...l.slice(t.stub.bodyRange.end)].join('\n'); };
let compared = 0, incremental = 0, bad = 0, chars = 0;
for (const [root, dir, re] of roots) {
  for (const file of files(root, dir, re)) {
    let ts: CheckTarget[] = [];
    try { ts = targetsIn(root, file, 3); } catch { continue; }
    for (const t of ts) {
      const indent = /^[ \t]*/.exec(t.body)?.[0] ?? '  ';
      const bodies = [t.body, ...mutantsOf(t).filter((m) => m.source === undefined).map((m) => m.body), `${indent}const x = (1 + ;\n${t.body}`, t.body, `${indent}return 1;\n}\n${indent}function extra() {`, `${indent}throw new Error('not implemented');`];
      let { kept } = parseTsLiteFrom(t.source, file, true, { keep: true });
      for (const body of bodies) {
        const text = withBody(t, body);
        const usedKept = kept !== undefined;
        const n = parseTsLiteFrom(text, file, true, { ...(kept ? { from: kept } : {}), keep: true });
        const f = parseTsLite(text, file);
        compared++; if (usedKept && n.tree.problems.length === 0) incremental++;
        chars += text.length;
        if (!isDeepStrictEqual(n.tree, f)) { bad++; console.log(`MISMATCH ${root} ${file}:${t.qualname} problems ${n.tree.problems.length}/${f.problems.length}`); }
        kept = n.kept;
      }
    }
  }
}
console.log(`compared ${compared} (${incremental} from a kept tree, clean), mismatches ${bad}, ${(chars / 1e6).toFixed(1)} M chars`);
