/**
 * A definition's full text (snippets.ts `fullText`, what assembly and the similarity baseline show of a
 * candidate) is built once per module, definition and docstring form: a job's three targets weigh much the
 * same candidates, and each asked for every candidate's text again. On Debian's python3-click: every
 * definition's text equals the one a fresh module gives, in both forms, and asking again reads none of the
 * module's lines (it is remembered); another module of the same parse builds its own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import type { LoadedModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { fullText, fullTextLeast } from '../../../src/core/retrieval/snippets.js';
import { tokensAtLeast } from '../../../src/core/retrieval/tokens.js';

const CLICK = '/usr/lib/python3/dist-packages/click';

/** `mod` with its lines behind a counter of element reads (the snippets read lines by index). */
function counted(mod: LoadedModule): { mod: LoadedModule; reads: () => number } {
  let reads = 0;
  const lines = new Proxy(mod.lines, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { mod: { ...mod, lines }, reads: () => reads };
}

describe('fullText', () => {
  it('is built once per module, definition and form, and equals a fresh build on real code', () => {
    for (const name of ['core.py', 'types.py', 'parser.py']) {
      const text = readFileSync(`${CLICK}/${name}`, 'utf8');
      const parsed = parseSource(text, `click/${name}`);
      const { mod, reads } = counted(indexModule(`click/${name}`, text, parsed));
      // A module of its own over a copy of the parse: nothing remembered for it yet.
      const fresh = (): LoadedModule => indexModule(`click/${name}`, text, structuredClone(parsed));
      const defs = parsed.definitions.filter((d) => d.kind !== 'variable');
      expect(defs.length).toBeGreaterThan(10);
      const first = defs.flatMap((d) => [fullText(mod, d), fullText(mod, d, true)]);
      const built = reads();
      expect(built).toBeGreaterThan(0);
      // Asked again (another target of the job): the same texts, and not one line read.
      expect(defs.flatMap((d) => [fullText(mod, d), fullText(mod, d, true)])).toEqual(first);
      expect(reads()).toBe(built);
      const other = fresh();
      const freshDefs = other.parsed.definitions.filter((d) => d.kind !== 'variable');
      expect(freshDefs.flatMap((d) => [fullText(other, d), fullText(other, d, true)])).toEqual(first);
      // The two forms differ where a docstring is cut.
      expect(defs.some((d, i) => first[2 * i] !== first[2 * i + 1])).toBe(true);
    }
  });
});

/**
 * Assembly bounds a candidate's `# file: …` header and full text from below (tokens.ts tokensAtLeast) as the header's
 * bound plus the text's, remembered per definition with the text (fullTextLeast): the line break between them ends a
 * run. Exact on every definition of click's modules and at every line break of click's and zod's sources.
 */
describe('fullTextLeast', () => {
  it("is tokensAtLeast of the full text, and a header's bound plus it is the bound of the joined section", () => {
    for (const name of ['core.py', 'types.py', 'parser.py']) {
      const text = readFileSync(`${CLICK}/${name}`, 'utf8');
      const mod = indexModule(`click/${name}`, text, parseSource(text, `click/${name}`));
      for (const d of mod.parsed.definitions.filter((x) => x.kind !== 'variable')) {
        for (const whole of [false, true]) {
          const header = `# file: click/${name}${d.parent === undefined ? '' : ` (in ${d.parent})`}`;
          expect(fullTextLeast(mod, d, whole)).toBe(tokensAtLeast(fullText(mod, d, whole)));
          expect(tokensAtLeast(header) + fullTextLeast(mod, d, whole)).toBe(tokensAtLeast(`${header}\n${fullText(mod, d, whole)}`));
        }
      }
    }
  });

  it('splits at any line break: the bound of a + newline + b is the sum of the bounds (click, zod)', () => {
    const zod = join(createRequire(import.meta.url).resolve('zod/package.json'), '..', 'src/v4/core/schemas.ts');
    for (const file of [`${CLICK}/core.py`, `${CLICK}/termui.py`, zod]) {
      const text = readFileSync(file, 'utf8');
      const breaks: number[] = [];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks.push(i);
      // About 150 line breaks spread over the file (every one would be quadratic in its length).
      const step = Math.max(1, Math.floor(breaks.length / 150));
      let cuts = 0;
      for (let k = 0; k < breaks.length; k += step) {
        const i = breaks[k]!;
        cuts += 1;
        expect(tokensAtLeast(text.slice(0, i)) + tokensAtLeast(text.slice(i + 1)), `${file} at ${i}`).toBe(tokensAtLeast(text));
      }
      expect(cuts).toBeGreaterThan(100);
    }
  });
});
