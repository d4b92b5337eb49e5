/**
 * parsePythonOutline (issue 24, CPU per job): the answer checks' scan of a mixin's users reads class headers and
 * module-level imports only, so it copies and walks no function or class body. What it reads must be parsePython's
 * exactly: every file of real Debian packages (python3-rich, python3-click, python3-dendropy, python3-openstacksdk) gives
 * the same top-level definitions (name, kind, start lines, signature, bases, decorators, parameters) and the same
 * module-level imports either way, and the outline's tree has no node below a body.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePython, parsePythonOutline } from '../../../../src/core/languages/python/parse-module.js';
import { parseLite } from '../../../../src/core/languages/python/parser.js';
import type { LNode } from '../../../../src/core/languages/lite-tree.js';
import type { ParsedModule } from '../../../../src/core/languages/types.js';
import { DIST_PACKAGES } from './debian-stub.js';

function pyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === '__pycache__' ? [] : pyFiles(join(dir, e.name))) : e.name.endsWith('.py') ? [join(dir, e.name)] : []));
}

/** What the scan reads of a module: its top-level definitions' headers and its module-level imports. */
const headers = (m: ParsedModule): unknown => [
  m.definitions.filter((d) => d.parent === undefined).map((d) => [d.name, d.kind, d.qualname, d.range.start, d.fullRange.start, d.signature, d.bases, d.decorators, d.isAsync, d.parameters]),
  m.imports.filter((i) => i.scope === undefined),
];

const count = (n: LNode): number => 1 + n.children.reduce((k, c) => k + count(c), 0);

describe('parsePythonOutline', () => {
  it.each(['rich', 'click', 'dendropy', 'openstack'])('gives parsePython’s headers and module-level imports on every file of %s', (pkg) => {
    const files = pyFiles(join(DIST_PACKAGES, pkg));
    expect(files.length).toBeGreaterThan(15);
    let classes = 0;
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      const whole = parsePython(text);
      const outline = parsePythonOutline(text);
      expect({ f, headers: headers(outline) }).toEqual({ f, headers: headers(whole) });
      classes += whole.definitions.filter((d) => d.parent === undefined && d.kind === 'class').length;
    }
    expect(classes).toBeGreaterThan(10);
  });

  it('keeps a body block (with its offsets) and copies nothing below it', () => {
    const text = readFileSync(join(DIST_PACKAGES, 'rich/console.py'), 'utf8');
    const opaque = (type: string, field: string | undefined, parent: LNode): boolean => type === 'block' && field === 'body' && parent.type === 'class_definition';
    const whole = parseLite(text);
    const outline = parseLite.outline(text, opaque);
    const bodies = (root: LNode): LNode[] => root.children.filter((c) => c.type === 'class_definition').map((c) => c.children.find((k) => k.field === 'body')!);
    expect(bodies(outline.root).length).toBeGreaterThan(3);
    expect(bodies(outline.root).map((b) => [b.start, b.end])).toEqual(bodies(whole.root).map((b) => [b.start, b.end]));
    expect(bodies(outline.root).every((b) => b.children.length === 0)).toBe(true);
    expect(count(outline.root)).toBeLessThan(count(whole.root) / 2);
    // The methods are gone with the class bodies; the module's classes are not.
    expect(parsePythonOutline(text).definitions.some((d) => d.kind === 'method')).toBe(false);
    expect(parsePython(text).definitions.some((d) => d.kind === 'method')).toBe(true);
  });
});
