/**
 * The answer checks read the job's own parse of a file it read (ValidationInput.parsedRead) instead
 * of parsing it again (issue 24: CPU per job), on real code — distributed's ThreadPoolExecutor, whose
 * base comes from another module of the package (Debian python3-distributed) — with the same findings.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../../src/core/languages/index.js';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { parsedAlready, parsedIn } from '../../../../src/core/retrieval/shared-parse.js';

const DIST = '/usr/lib/python3/dist-packages/distributed';
const FILE = 'distributed/threadpoolexecutor.py';
const BASE = 'distributed/_concurrent_futures_thread.py';
const QUALNAME = 'ThreadPoolExecutor._adjust_thread_count';

const original = readFileSync(`${DIST}/threadpoolexecutor.py`, 'utf8');
const baseText = readFileSync(`${DIST}/_concurrent_futures_thread.py`, 'utf8');
const def = parsePython(original).definitions.find((d) => d.qualname === QUALNAME)!;
const lines = original.split('\n');
const sigEnd = def.range.start + def.signature.split('\n').length - 1;
const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
const parsed = parsePython(source);
const target = parsed.definitions.find((d) => d.qualname === QUALNAME)!;
const stub = findStubs(source, parsed).find((s) => s.qualname === QUALNAME)!;
const readFiles = new Map([[FILE, source], [BASE, baseText]]);

const check = (body: string, parsedRead?: (file: string, text: string) => ReturnType<typeof parsePython> | undefined) =>
  validateImplementation({ source, parsed, target, stub, body, file: FILE, readFiles, ...(parsedRead ? { parsedRead } : {}) });

describe('answer checks reading the job’s parse of the files it read', () => {
  it('finds the same with the job’s parse as with their own, and asks for the base module’s parse', () => {
    const snapshot = {};
    // What retrieval does: each file it reads parsed once per snapshot.
    parsedIn(snapshot, BASE, baseText, parseSource);
    const asked: string[] = [];
    const parsedRead = (file: string, text: string) => {
      asked.push(file);
      return parsedAlready(snapshot, file, text, parseSource);
    };
    for (const body of ['self.submit(print, 1)\nself.shutdown(wait=False)', 'self.submit_all(print, 1)', 'self.map(print, [], 1, 2, 3, 4)']) {
      expect(check(body, parsedRead)).toEqual(check(body));
    }
    expect(asked).toContain(BASE);
    expect(check('self.submit_all(print, 1)', parsedRead).errors).toEqual([expect.stringMatching(/^`ThreadPoolExecutor` has no member `submit_all`/)]);
  });

  it('reads the module through the job’s parse, not a parse of its own', () => {
    // A job parse that (unlike the text) defines submit_all on the base: the check sees it.
    const withMember = parsePython(baseText.replace(/^(\s+)def shutdown\(/m, '$1def submit_all(self, *a):\n$1    pass\n\n$1def shutdown('));
    expect(withMember.definitions.some((d) => d.qualname.endsWith('.submit_all'))).toBe(true);
    const parsedRead = (file: string) => (file === BASE ? withMember : undefined);
    expect(check('self.submit_all(print, 1)').errors).toHaveLength(1);
    expect(check('self.submit_all(print, 1)', parsedRead).errors).toEqual([]);
  });

  it('parsedAlready never parses: undefined until parsedIn parsed that very text', () => {
    const snapshot = {};
    expect(parsedAlready(snapshot, BASE, baseText, parseSource)).toBeUndefined();
    const first = parsedIn(snapshot, BASE, baseText, parseSource);
    expect(parsedAlready(snapshot, BASE, baseText, parseSource)).toBe(first);
    expect(parsedAlready(snapshot, BASE, `${baseText}\n# changed\n`, parseSource)).toBeUndefined();
    expect(parsedAlready({}, BASE, baseText, parseSource)).toBeUndefined();
  });
});
