/**
 * Python's scopeFiles (issue 22, session 15): the modules declaring the bases of the target file's classes are
 * read before the answer checks, then their bases' modules in the pipeline's next rounds. Without them a class whose
 * base lives in a module retrieval did not open is open, and a wrong member on `self` passes. Real Debian source:
 * dendropy (python3-dendropy: `TreeArray(taxonmodel.TaxonNamespaceAssociated, basemodel.MultiReadable)`) and
 * keystoneauth1 (python3-keystoneauth1: v2.Auth -> identity.base.BaseIdentityPlugin -> plugin.BaseAuthPlugin, two
 * modules deep).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { python } from '../../../../src/core/languages/python/language.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const DIST = '/usr/lib/python3/dist-packages';

function pyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pyFiles(join(dir, e.name)) : e.name.endsWith('.py') ? [relative(DIST, join(dir, e.name))] : []));
}

/** The pipeline's loop (src/pipeline/implement-stubs.ts): ask, read what is new, ask again, three rounds at most. */
function rounds(file: string, files: readonly string[], source: string): { asked: string[][]; read: Map<string, string> } {
  const read = new Map<string, string>();
  const asked: string[][] = [];
  for (let round = 0; round < 3; round++) {
    const fresh = (python.generation.scopeFiles?.(file, files, source, read) ?? []).filter((f) => !read.has(f));
    if (fresh.length === 0) break;
    asked.push([...fresh].sort());
    for (const f of fresh) read.set(f, readFileSync(join(DIST, f), 'utf8'));
  }
  return { asked, read };
}

function stubbed(file: string, qualname: string) {
  const original = readFileSync(join(DIST, file), 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  return { source, check: (body: string, readFiles: Map<string, string>) => validateImplementation({ source, parsed, target, stub, body, file, readFiles }) };
}

describe('Python scopeFiles: the modules of the bases', () => {
  it("reads dendropy TreeArray's two base modules, and then a wrong member on self is an error", () => {
    const file = 'dendropy/datamodel/treecollectionmodel.py';
    const { source, check } = stubbed(file, 'TreeArray.update');
    const { asked, read } = rounds(file, pyFiles(join(DIST, 'dendropy')), source);
    expect(asked[0]).toEqual(expect.arrayContaining(['dendropy/datamodel/basemodel.py', 'dendropy/datamodel/taxonmodel.py']));
    // Without the base modules the class is open: nothing can be said about a member it lacks.
    expect(check('self.validate_rooting_all(other._is_rooted_trees)', new Map()).errors).toEqual([]);
    expect(check('self.validate_rooting_all(other._is_rooted_trees)', read).errors).toEqual([expect.stringMatching(/^`TreeArray` has no member `validate_rooting_all`/)]);
    // The class's own method and a base's member (TaxonNamespaceAssociated's `taxon_namespace`) stay clean.
    expect(check('self.validate_rooting(other._is_rooted_trees)\nreturn self.taxon_namespace', read)).toMatchObject({ errors: [], warnings: [] });
  });

  it('follows bases of bases over the rounds: keystoneauth1 v2.Auth -> identity/base.py -> plugin.py', () => {
    const file = 'keystoneauth1/identity/v2.py';
    const source = readFileSync(join(DIST, file), 'utf8');
    const { asked } = rounds(file, pyFiles(join(DIST, 'keystoneauth1')), source);
    expect(asked[0]).toEqual(['keystoneauth1/identity/base.py']);
    expect(asked[1]).toEqual(['keystoneauth1/plugin.py']);
  });

  it('returns nothing for a file whose classes have no repository bases', () => {
    const source = 'import abc\n\nclass A(object):\n    pass\n\nclass B(A, abc.ABC):\n    pass\n';
    expect(python.generation.scopeFiles?.('pkg/m.py', ['pkg/__init__.py', 'pkg/m.py', 'pkg/other.py'], source, new Map())).toEqual([]);
  });
});
