import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBm25 } from '../../../src/core/retrieval/bm25.js';
import { identifierParts } from '../../../src/core/languages/identifiers.js';
import { terms } from '../../../src/core/retrieval/terms.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';

describe('terms', () => {
  it('splits snake_case and CamelCase identifiers and stems plurals', () => {
    expect(identifierParts('HTTPAdapter_send')).toEqual(['http', 'adapter', 'send']);
    expect(terms('def get_connections(self, proxyURLs): """Return pools."""')).toEqual(['get', 'connection', 'proxy', 'url', 'pool']);
  });
});

describe('identifierParts on lower-case snake_case', () => {
  // The general path (case boundaries, then any non-alphanumeric run), as it splits every identifier.
  const general = (id: string): string[] =>
    id.replace(/([A-Z]{2,})s(?![a-z])/g, '$1').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .split(/[^A-Za-z0-9]+/).map((w) => w.toLowerCase()).filter((w) => w.length > 1);
  it('gives the parts the general split gives, for every identifier of a real Python module', () => {
    const source = readFileSync('/usr/lib/python3/dist-packages/rich/console.py', 'utf8');
    const ids = [...new Set(source.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []), '', '_', '__init__', 'a__b_', 'x1_2y', 'HTTPAdapter_send'];
    expect(ids.filter((id) => /^[a-z0-9_]*$/.test(id)).length).toBeGreaterThan(300);
    for (const id of ids) expect(identifierParts(id), id).toEqual(general(id));
  });
});

describe('BM25', () => {
  const docs = ['merge_cookies jar cookies', 'get_connection pool url', 'parse url scheme netloc', 'unrelated thing'];
  it('ranks the best match first and leaves out documents with no shared term', () => {
    const hits = buildBm25(docs, (d) => d).search('get the connection for a url');
    expect(hits[0]?.doc).toBe('get_connection pool url');
    expect(hits.map((h) => h.doc)).not.toContain('unrelated thing');
    expect(hits.map((h) => h.doc)).toContain('parse url scheme netloc');
  });

  it('weighs rare terms above common ones', () => {
    const corpus = ['url a', 'url b', 'url c', 'cookie d'];
    const hits = buildBm25(corpus, (d) => d).search('url cookie');
    expect(hits[0]?.doc).toBe('cookie d');
  });
});

describe('countTokens', () => {
  it('counts with the o200k tokenizer', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('def f(x):\n    return x\n')).toBeGreaterThan(5);
  });

  it('counts a special token spelled in source as plain text instead of refusing it', () => {
    const source = "const EOT = '<|endoftext|>';";
    // As text it takes several tokens (a special token would be one).
    expect(countTokens(source)).toBeGreaterThan(countTokens("const EOT = '';") + 3);
  });
});
