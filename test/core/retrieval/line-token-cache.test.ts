import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLineTokenCounter, nextCut } from '../../../src/core/retrieval/line-token-cache.js';
import { countTokens as countTokensPlain, jobTokenCounter } from '../../../src/core/retrieval/tokens.js';

// Real source of several languages from Debian packages the test set-up installs (scripts/setup-test-deps.sh).
function sources(dir: string, ext: RegExp, max: number): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (out.length >= max) return;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (ext.test(e.name)) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}
const PYTHON = sources('/usr/lib/python3/dist-packages/rich', /\.py$/, 80);
const GO = sources('/usr/share/gocode/src/github.com/spf13/cobra', /\.go$/, 40);
const RUST = sources('/usr/share/cargo/registry', /\.rs$/, 60);

// Texts where a line break is not the end of a tokenizer piece: each must stay joined to the next line.
const EDGES = [
  'a = 1\n\n\nb = 2\n',
  'x):\n  \n    y\n',
  'x\n \t \n\ty',
  '/* a */\n/** b */\n// c\n/x',
  'end;\r\nnext\r\n\r\n',
  'tab\n\u00a0\u3000nbsp\n\u2028sep\n\ufeffbom',
  'emoji 𐀺\n😀 x\n',
  'special <|endoftext|>\n<|endoftext|>\n',
  '\n\n\n',
  '  \n',
  '):\n/',
  "it's\n'll\n",
  'x = [\n    1,\n    2,\n]\n\n\n\ndef f():\n    """Doc.\n\n    More.\n    """\n',
];

describe('counting tokens line by line (line-token-cache.ts)', () => {
  it('keeps one counter per job (snapshot): another job starts with nothing remembered', () => {
    const a = {};
    const b = {};
    expect(jobTokenCounter(a)).toBe(jobTokenCounter(a));
    jobTokenCounter(a).count('x = 1\ny = 2\n');
    expect(jobTokenCounter(a).size).toBe(2);
    expect(jobTokenCounter(b).size).toBe(0);
  });

  it('cuts only after a line break followed by a non-space, non-slash character', () => {
    expect(nextCut('a\nb', 0)).toBe(2);
    expect(nextCut('a\n  b', 0)).toBe(2);
    expect(nextCut('a\n/b', 0)).toBe(4);
    expect(nextCut('a\n  \nb', 0)).toBe(5);
    expect(nextCut('a\n\u00a0b', 0)).toBe(4);
    expect(nextCut('a\nb\nc', 2)).toBe(4);
    expect(nextCut('a\n', 0)).toBe(2);
  });

  it('gives the tokenizer’s own count for whole files and their slices, in Python, Go and Rust', () => {
    expect(PYTHON.length).toBeGreaterThan(50);
    expect(GO.length).toBeGreaterThan(10);
    expect(RUST.length).toBeGreaterThan(20);
    const counter = createLineTokenCounter(countTokensPlain);
    let texts = 0;
    for (const file of [...PYTHON, ...GO, ...RUST]) {
      expect(counter.count(file)).toBe(countTokensPlain(file));
      // Slices that start and end anywhere, mid-line and mid-word included (a seeded walk).
      let seed = file.length;
      for (let k = 0; k < 4; k += 1) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const start = seed % Math.max(1, file.length);
        const end = Math.min(file.length, start + (seed % 3000));
        const slice = file.slice(start, end);
        expect(counter.count(slice)).toBe(countTokensPlain(slice));
        texts += 1;
      }
    }
    expect(texts).toBeGreaterThan(400);
    for (const text of EDGES) expect(counter.count(text)).toBe(countTokensPlain(text));
  });

  it('counts a line once: a text made of lines already seen costs the tokenizer nothing', () => {
    let calls = 0;
    const counter = createLineTokenCounter((t) => {
      calls += 1;
      return countTokensPlain(t);
    });
    const file = PYTHON.find((f) => f.length > 20_000)!;
    const whole = counter.count(file);
    const first = calls;
    expect(first).toBeGreaterThan(100);
    // A definition's text, a summary and a context built from the same lines.
    const lines = file.split('\n');
    const part = lines.slice(40, 120).join('\n') + '\n';
    const joined = `${lines.slice(10, 30).join('\n')}\n\n${part}`;
    expect(counter.count(file)).toBe(whole);
    expect(counter.count(part)).toBe(countTokensPlain(part));
    expect(calls).toBe(first);
    expect(counter.count(joined)).toBe(countTokensPlain(joined));
    // At most the two seams are new lines.
    expect(calls - first).toBeLessThanOrEqual(2);
  });

  it('stops past a limit with the bounded count’s answer, and forgets everything when full', () => {
    const file = PYTHON.find((f) => f.length > 20_000)!;
    const exact = countTokensPlain(file);
    const job = jobTokenCounter({});
    expect(job.countUpTo(file, exact)).toBe(exact);
    expect(job.countUpTo(file, exact - 1)).toBeUndefined();
    expect(job.count(file)).toBe(exact);
    const small = createLineTokenCounter(countTokensPlain, 100);
    expect(small.count(file)).toBe(exact);
    expect(small.size).toBeLessThanOrEqual(100);
    expect(small.size).toBeGreaterThan(0);
  });
});
