/**
 * Files with old Mac line ends (a lone CR, as pubsub's utils/topictreeprinter.py has) define what
 * they define: the target is found, its dependencies in another CR file are reached, and the lines
 * shown are the file's lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memorySource } from '../graph/memory-source.js';

const DIST = '/usr/lib/python3/dist-packages';
const cr = (text: string): string => text.replace(/\r?\n/g, '\r');

function requestsWith(lineEnds: (text: string) => string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of ['__init__.py', 'api.py', 'sessions.py']) {
    files[`requests/${name}`] = lineEnds(readFileSync(join(DIST, 'requests', name), 'utf8'));
  }
  return files;
}

describe('lone-CR line ends (real source: requests)', () => {
  it('finds the target and its dependency as it does with LF line ends', async () => {
    const target = { file: 'requests/api.py', qualname: 'get' };
    const lf = await retrieve(memorySource(requestsWith((t) => t)), target, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 });
    const withCr = await retrieve(memorySource(requestsWith(cr)), target, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 });
    expect(lf.context).toContain('def request(method, url, **kwargs):');
    expect(withCr.context).toContain('def request(method, url, **kwargs):');
    expect(withCr.items.map((i) => `${i.file}:${i.name}`)).toEqual(lf.items.map((i) => `${i.file}:${i.name}`));
  });

  it('keeps CRLF files as they were (the CR stays at the line end)', async () => {
    const crlf = (t: string): string => t.replace(/\r?\n/g, '\r\n');
    const result = await retrieve(memorySource(requestsWith(crlf)), { file: 'requests/api.py', qualname: 'get' }, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 });
    expect(result.context).toContain('def request(method, url, **kwargs):');
  });
});
