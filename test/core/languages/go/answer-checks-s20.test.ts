/**
 * Go answer checks, session 20 (issue 22), from Go held out 10's one closed member miss (NOT blind any more), on the real module
 * from Debian (golang-github-appc-cni-dev):
 * - cni's `(c *CNIConfig) ValidateNetwork` loops `for c, ok := range net.Network.Capabilities {...}`, a local `c` that shadows
 *   the receiver inside the loop only, then calls `c.validatePlugin(...)` on the receiver again. The receiver's type was dropped
 *   from the first local `c` on, to the end of the body, so `c.validatePluginAll(...)` passed. A local's scope now ends with
 *   its block. go build (GOPATH mode, offline) refuses the mutant: "c.validatePluginAll undefined (type *CNIConfig has no field
 *   or method validatePluginAll, but does have validatePlugin)".
 */
import { describe, expect, it } from 'vitest';
import { go } from '../../../../src/core/languages/go/language.js';
import { GOCODE, repoFrom } from './real-code.js';

const CNI = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/containernetworking/cni`)));
const FILE = 'libcni/api.go';
const QUAL = 'CNIConfig.ValidateNetwork';

const original = CNI.get(FILE)!;
const def0 = go.parse(original, FILE).definitions.find((d) => d.qualname === QUAL)!;
const lines = original.split('\n');
const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
const SOURCE = [...lines.slice(0, sigEnd), '\tpanic("not implemented")', ...lines.slice(def0.range.end - 1)].join('\n');
const BODY = lines.slice(sigEnd, def0.range.end - 1).join('\n');

/** What the job reads: the file, go.mod, then scopeFiles' rounds (as implement-stubs.ts). */
function jobReads(): Map<string, string> {
  const paths = [...CNI.keys()];
  const read = new Map<string, string>([[FILE, SOURCE], ['go.mod', CNI.get('go.mod')!]]);
  for (let round = 0; round < 3; round++) {
    const fresh = go.generation.scopeFiles!(FILE, paths, SOURCE, read).filter((f) => !read.has(f));
    if (fresh.length === 0) break;
    for (const f of fresh) read.set(f, CNI.get(f)!);
  }
  return read;
}

function check(body: string) {
  const parsed = go.parse(SOURCE, FILE);
  const target = parsed.definitions.find((d) => d.qualname === QUAL)!;
  const stub = go.findStubs(SOURCE, FILE, parsed).find((s) => s.qualname === QUAL)!;
  return go.generation.validate({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: jobReads(), repoFiles: [...CNI.keys()] });
}

describe('Go answer checks: a local that shadows the receiver in a loop ends with the loop (cni CNIConfig.ValidateNetwork)', () => {
  it('accepts the real body clean', () => {
    expect(BODY).toMatch(/for c, ok := range[\s\S]*c\.validatePlugin\(/);
    expect(check(BODY)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a method the receiver lacks after the loop, and says nothing of the loop variable inside it', () => {
    const bad = check(BODY.replace('c.validatePlugin(', 'c.validatePluginAll('));
    expect(bad.ok).toBe(false);
    expect(bad.errors).toEqual(['`c.validatePluginAll`: `CNIConfig` has no field or method `validatePluginAll`; it has `validatePlugin`.']);
    // Inside the loop `c` is a string (a map key): its own use there is no member of CNIConfig.
    expect(check(BODY.replace('caps = append(caps, c)', 'caps = append(caps, c+c)'))).toMatchObject({ ok: true, errors: [] });
  });
});
