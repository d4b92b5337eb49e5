/**
 * A method called on a receiver of unknown type, looked for beyond the opened files: on requests'
 * real source, `adapter.send(...)` in Session.send (`adapter = self.get_adapter(...)`, untyped) finds
 * the adapters' `send` in requests/adapters.py from the path list, reading that one file; the reads
 * are bounded per retrieval; without path evidence nothing is read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_READS, methodsBeyondOpen, pathEvidence } from '../../../src/core/graph/by-name-beyond.js';
import { memoryGraph } from './memory-source.js';

const DIST = '/usr/lib/python3/dist-packages';

function requestsFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(join(DIST, 'requests')).filter((n) => n.endsWith('.py'))) {
    files[`requests/${name}`] = readFileSync(join(DIST, 'requests', name), 'utf8');
  }
  return files;
}

describe('methods by name beyond the opened files (requests)', () => {
  it('scores a path by the receiver and method words it carries', () => {
    expect(pathEvidence('requests/adapters.py', 'adapter', 'send')).toBe(2);
    expect(pathEvidence('requests/sessions.py', 'adapter', 'send')).toBe(0);
    expect(pathEvidence('pkg/store/memory.py', 'store', 'put')).toBe(2);
    expect(pathEvidence('pkg/query.py', 'ds', 'query_all')).toBe(1);
  });

  it('reads the one file the path names and returns its methods of that name', async () => {
    const g = await memoryGraph(requestsFiles());
    await g.loader.load('requests/sessions.py');
    const found = await methodsBeyondOpen(g.resolver, g.paths, 'requests/sessions.py', 'adapter', 'send');
    expect(found.map((s) => (s.kind === 'definition' ? `${s.file}:${s.def.qualname}` : ''))).toEqual([
      'requests/adapters.py:BaseAdapter.send',
      'requests/adapters.py:HTTPAdapter.send',
    ]);
    expect(g.source.read).toEqual(['requests/sessions.py', 'requests/adapters.py']);
  });

  it('reads nothing without path evidence, and no more than its bound per retrieval', async () => {
    const g = await memoryGraph(requestsFiles());
    await g.loader.load('requests/sessions.py');
    expect(await methodsBeyondOpen(g.resolver, g.paths, 'requests/sessions.py', 'zz', 'qqq_nothing')).toEqual([]);
    expect(g.source.read).toEqual(['requests/sessions.py']);
    for (const word of ['models', 'cookies', 'utils', 'auth']) await methodsBeyondOpen(g.resolver, g.paths, 'requests/sessions.py', word, 'nothing_here');
    expect(g.source.read.length).toBe(1 + MAX_READS);
  });
});
