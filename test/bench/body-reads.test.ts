/**
 * job-cpu.ts `--body-reads` (bench/support/body-reads.ts) on Debian's click (python3-click): the pass-through parse
 * cache hands on the parse unchanged in value, counts each function's and method's body once (nested functions
 * inside their parent's), and counts a body as read only when one of its body-derived fields is read, by its reader.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../src/core/languages/python/index.js';
import { createBodyReads } from '../../bench/support/body-reads.js';

const FILE = '/usr/lib/python3/dist-packages/click/core.py';

describe('body reads', () => {
  it('hands the parse on unchanged and counts only the bodies whose fields are read', () => {
    const text = readFileSync(FILE, 'utf8');
    const plain = parsePython(text);
    const probe = createBodyReads();
    probe.counting(true);
    const parsed = probe.cache.parse(text, 'click/core.py', (t) => parsePython(t));
    const lines = text.split('\n');
    const bodies = plain.definitions.filter((d) => d.kind !== 'variable' && d.kind !== 'class' && d.bodyRange !== undefined && !(d.kind === 'function' && d.parent !== undefined));
    const chars = bodies.reduce((n, d) => n + lines.slice(d.bodyRange!.start - 1, d.range.end).join('\n').length + 1, 0);
    expect(probe.reads.bodies).toBe(bodies.length);
    expect(probe.reads.chars).toBe(chars);
    expect(probe.reads.readBodies).toBe(0);
    // One method's references: one body read, by this test.
    const invoke = parsed.definitions.find((d) => d.qualname === 'Context.invoke')!;
    expect(invoke.references).toEqual(plain.definitions.find((d) => d.qualname === 'Context.invoke')!.references);
    expect(invoke.locals.length).toBeGreaterThan(0);
    expect(probe.reads.readBodies).toBe(1);
    expect([...probe.reads.byReader.keys()]).toEqual([expect.stringContaining('body-reads.test.ts')]);
    // Reading everything (a JSON copy) reads every body and gives the plain parse's values.
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(JSON.parse(JSON.stringify(plain)));
    expect(probe.reads.readBodies).toBe(bodies.length);
    expect(probe.reads.readChars).toBe(chars);
    expect(probe.reads.readClasses).toBe(probe.reads.classes);
  });
});
