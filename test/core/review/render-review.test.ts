import { describe, expect, it } from 'vitest';
import type { ImplementationReview, SuggestedImplementation } from '../../../src/core/ports.js';
import { parsePatch } from '../../../src/core/review/diff-hunks.js';
import { fenceFor, hasMarker, markerComment, suggestionMarker } from '../../../src/core/review/markdown.js';
import { renderReview } from '../../../src/core/review/render-review.js';

const suggestion = (over: Partial<SuggestedImplementation>): SuggestedImplementation => ({
  file: 'pkg/text.py',
  qualname: 'count_words',
  defLine: 4,
  bodyRange: { start: 6, end: 6 },
  originalBody: '    pass',
  newBody: '    return len(text.split())',
  notes: [],
  ...over,
});

const review = (suggestions: SuggestedImplementation[], over: Partial<ImplementationReview> = {}): ImplementationReview => ({
  headSha: 'a'.repeat(40),
  suggestions,
  skipped: [{ file: 'pkg/x.py', qualname: 'nope', reason: 'The model answered with prose\ninstead of code.' }],
  graphs: [{ target: 'pkg/text.py:count_words', nodes: 3, edges: 2, hops: 1, mermaid: 'graph LR\n  n0(["count_words"]) -->|calls| n1["normalize"]' }],
  usage: { promptTokens: 1200, completionTokens: 80, contextTokens: 900 },
  filesRead: 4,
  totalFiles: 31,
  model: 'scripted-model',
  ms: 2345,
  marker: 'dycoder:0123456789abcdef',
  ...over,
});

const diffs = new Map([
  ['pkg/text.py', parsePatch('@@ -0,0 +1,12 @@\n' + Array.from({ length: 12 }, (_, i) => `+line ${i + 1}`).join('\n'))],
  ['pkg/models.py', parsePatch('@@ -30,5 +30,5 @@\n a\n b\n-c\n+C\n d\n e')],
]);

describe('renderReview', () => {
  it('makes a single-line suggestion with line only, on the RIGHT side', () => {
    const r = renderReview(review([suggestion({})]), diffs);
    expect(r.comments).toEqual([{ path: 'pkg/text.py', line: 6, side: 'RIGHT', body: expect.stringContaining('```suggestion\n    return len(text.split())\n```') as unknown }]);
    expect(r.inline).toEqual(['pkg/text.py:count_words']);
  });

  it('makes a multi-line suggestion with start_line/line and keeps indentation exactly', () => {
    const s = suggestion({ qualname: 'Stats.top_words', bodyRange: { start: 11, end: 12 }, originalBody: '        # TODO\n        ...', newBody: '        words = text.split()\n        return words[:n]' });
    const [c] = renderReview(review([s]), diffs).comments;
    expect(c).toMatchObject({ start_line: 11, line: 12, side: 'RIGHT', start_side: 'RIGHT' });
    const inner = /```suggestion\n([\s\S]*?)\n```/.exec(c?.body ?? '')?.[1];
    expect(inner).toBe(s.newBody);
  });

  it('widens the fence when the code itself contains ```', () => {
    const s = suggestion({ newBody: '    return """```python\n    x\n    ```"""' });
    const body = renderReview(review([s]), diffs).comments[0]?.body ?? '';
    expect(fenceFor(s.newBody)).toBe('````');
    expect(body).toContain('````suggestion\n' + s.newBody + '\n````');
  });

  it('puts a stub outside the diff hunks into the body as a non-committable diff', () => {
    const s = suggestion({ file: 'pkg/models.py', qualname: 'legacy_total', bodyRange: { start: 3, end: 3 }, newBody: '    return sum(values)' });
    const r = renderReview(review([s]), diffs);
    expect(r.comments).toEqual([]);
    expect(r.outside).toEqual(['pkg/models.py:legacy_total']);
    expect(r.body).toContain('```diff\n@@ -3,1 +3,1 @@ legacy_total\n-    pass\n+    return sum(values)\n```');
    expect(r.body).not.toContain('```suggestion');
  });

  it('treats a file the PR does not touch as outside the diff', () => {
    const r = renderReview(review([suggestion({ file: 'pkg/other.py' })]), diffs);
    expect(r.outside).toEqual(['pkg/other.py:count_words']);
  });

  it('writes the marker, what was implemented and skipped, and the details block', () => {
    const r = renderReview(review([suggestion({ notes: ['Unresolved name: `foo`'] })]), diffs);
    expect(r.body.startsWith('<!-- dycoder:0123456789abcdef --><!-- dycoder:s:')).toBe(true);
    expect(hasMarker(r.body, 'dycoder:0123456789abcdef')).toBe(true);
    expect(hasMarker(r.body, 'dycoder:ffff')).toBe(false);
    // One marker per suggestion, for its head: a later run on that head does not ask for it again.
    const s = r.inline[0]!.split(':');
    expect(hasMarker(r.body, suggestionMarker('a'.repeat(40), { file: s[0]!, qualname: s[1]! }))).toBe(true);
    expect(hasMarker(r.body, suggestionMarker('b'.repeat(40), { file: s[0]!, qualname: s[1]! }))).toBe(false);
    expect(hasMarker(r.body, suggestionMarker('a'.repeat(40), { file: s[0]!, qualname: 'other' }))).toBe(false);
    expect(r.body).toContain('- `pkg/x.py` · `nope`: The model answered with prose instead of code.');
    expect(r.body).toMatch(/<details>[\s\S]*```mermaid\ngraph LR[\s\S]*\| Files fetched \| 4 of 31 \|[\s\S]*scripted-model[\s\S]*2\.3 s[\s\S]*<\/details>/);
    expect(r.comments[0]?.body).toContain('> Unresolved name: `foo`');
  });

  it('can put every suggestion in the body (fallback) and keeps huge graphs out of the size limit', () => {
    const big = 'graph LR\n' + '  n0 --> n1\n'.repeat(8000);
    const r = renderReview(review([suggestion({})], { graphs: [{ target: 't', nodes: 1, edges: 1, hops: 1, mermaid: big }] }), diffs, { inline: false, notes: ['fallback'] });
    expect(r.comments).toEqual([]);
    expect(r.body).toContain('> fallback');
    expect(r.body.length).toBeLessThan(65_536);
    expect(r.body).toContain('diagram omitted');
  });

  it('in the fallback, never cuts a diff: whole diffs give way to a note, the rest stay complete', () => {
    // Two bodies of ~40 KB each (answers near the size cap): both cannot fit in one review body.
    const long = (tag: string) => Array.from({ length: 1000 }, (_, i) => `    value_${tag}_${i} = compute(${i})  # step ${i} of the ${tag} body`).join('\n');
    const a = suggestion({ qualname: 'first', newBody: long('a') });
    const b = suggestion({ qualname: 'second', bodyRange: { start: 9, end: 9 }, newBody: long('bb') });
    const c = suggestion({ qualname: 'third', bodyRange: { start: 11, end: 11 }, newBody: '    return 3' });
    const r = renderReview(review([a, b, c]), diffs, { inline: false });
    expect(r.body.length).toBeLessThan(65_536);
    expect(r.body).not.toContain('_(truncated)_');
    expect(r.body).toContain('`second`: the diff is too large for a review');
    const fences = r.body.match(/^```diff$/gm) ?? [];
    expect(fences).toHaveLength(2);
    // Every kept diff is whole: its last + line and its closing fence are there.
    expect(r.body).toContain('+    value_a_999 = compute(999)  # step 999 of the a body\n```');
    expect(r.body).toContain('+    return 3\n```');
  });

  it('never lets a marker break out of its HTML comment', () => {
    expect(markerComment('x --> <b>')).toBe('<!-- dycoder:x - <b- -->');
  });

  describe('imports a suggestion needs', () => {
    const imp = { text: 'from .util import slugify', afterLine: 2, names: ['slugify'], anchorText: 'import os' };
    const needing = suggestion({ newBody: '    return slugify(text)', imports: [imp], bodyWithLocalImports: '    from .util import slugify\n    return slugify(text)' });

    it('adds a second suggestion on the import block when it is in the diff, after the bodies\' comments', () => {
      const r = renderReview(review([needing]), diffs);
      expect(r.comments).toHaveLength(2);
      expect(r.comments[0]?.body).toContain('```suggestion\n    return slugify(text)\n```');
      expect(r.comments[0]?.body).toContain('commit the import suggestion on line 2 together with this one');
      expect(r.comments[1]).toEqual({ path: 'pkg/text.py', line: 2, side: 'RIGHT', body: expect.stringContaining('```suggestion\nimport os\nfrom .util import slugify\n```') as unknown });
    });

    it('uses the local-import body when the import block is outside the diff', () => {
      const outsideImports = new Map([['pkg/text.py', parsePatch('@@ -4,3 +4,3 @@\n a\n-b\n+B\n c')]]);
      const r = renderReview(review([needing]), outsideImports);
      expect(r.comments).toHaveLength(1);
      expect(r.comments[0]?.body).toContain('```suggestion\n    from .util import slugify\n    return slugify(text)\n```');
    });

    it('labels a suggestion that needs an import it cannot carry, with the exact line', () => {
      const outsideImports = new Map([['pkg/text.py', parsePatch('@@ -4,3 +4,3 @@\n a\n-b\n+B\n c')]]);
      const tsNeed = suggestion({ newBody: '    return slugify(text)', imports: [{ ...imp, text: "import { slugify } from './util.js';" }] });
      const body = renderReview(review([tsNeed]), outsideImports).comments[0]?.body ?? '';
      expect(body).toContain('**Needs an import** this suggestion cannot add');
      expect(body).toContain("```\nimport { slugify } from './util.js';\n```");
    });
  });
});
