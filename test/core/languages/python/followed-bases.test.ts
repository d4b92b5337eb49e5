/**
 * Bases the member check follows past a plain name (issue 22), on real code: a base written
 * `module.Class` through the file's import of a repository module — distributed's
 * `ThreadPoolExecutor(thread.ThreadPoolExecutor)` with `from distributed import
 * _concurrent_futures_thread as thread` (Debian python3-distributed) — and a `namedtuple(...)` base with
 * literal fields — CPython's own `tokenize.TokenInfo(collections.namedtuple('TokenInfo', '...'))`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

function checker(path: string, file: string, qualname: string, others: Record<string, string> = {}) {
  const original = readFileSync(path, 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map([[file, source], ...Object.entries(others).map(([f, p]) => [f, readFileSync(p, 'utf8')] as [string, string])]);
  return { body, check: (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file, readFiles }) };
}

describe('a base written module.Class, through an import of a repository module', () => {
  const DIST = '/usr/lib/python3/dist-packages/distributed';
  const { body, check } = checker(`${DIST}/threadpoolexecutor.py`, 'distributed/threadpoolexecutor.py', 'ThreadPoolExecutor._adjust_thread_count', {
    'distributed/_concurrent_futures_thread.py': `${DIST}/_concurrent_futures_thread.py`,
  });

  it('accepts the original and members of the followed base and of its standard-library base', () => {
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check('self.submit(print, 1)\nself.map(print, [])\nself.shutdown(wait=False)').errors).toEqual([]);
  });

  it('rejects a member neither the class nor the followed bases define', () => {
    expect(check('self.submit_all(print, 1)').errors).toEqual([expect.stringMatching(/^`ThreadPoolExecutor` has no member `submit_all`/)]);
  });

  it('does not judge the class when the base module was not read', () => {
    const unread = checker(`${DIST}/threadpoolexecutor.py`, 'distributed/threadpoolexecutor.py', 'ThreadPoolExecutor._adjust_thread_count');
    expect(unread.check('self.submit_all(print, 1)').errors).toEqual([]);
  });
});

describe('a namedtuple(...) base with literal fields (CPython tokenize.TokenInfo)', () => {
  const path = execFileSync('python3', ['-c', 'import tokenize; print(tokenize.__file__)'], { encoding: 'utf8' }).trim();
  const { body, check } = checker(path, 'tokenize.py', 'TokenInfo.__repr__');

  it("accepts the original (`self._replace`) and the fields; rejects what neither the fields nor namedtuple's class define", () => {
    expect(body).toContain('self._replace(type=annotated_type)');
    // `tok_name` comes from `from token import *` (token.py is not among the read files): a note, not an error.
    expect(check(body).errors).toEqual([]);
    expect(check('return self._asdict().get(self.string) or self.count(self.line)').errors).toEqual([]);
    expect(check(body.replace('self._replace(', 'self._replace_all(')).errors).toEqual([expect.stringMatching(/^`TokenInfo` has no member `_replace_all`/)]);
  });
});
