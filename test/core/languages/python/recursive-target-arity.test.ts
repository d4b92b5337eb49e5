/**
 * A recursive `self.target(...)` with its arguments dropped (issue 22, session 27; Python held out 19's wrong-arity miss
 * in whoosh's WildcardPlugin.do_wildcards, read after its blind run). Session 26 left a call of a placeholder method
 * (`pass`, `...`, NotImplementedError) unchecked while subclasses may be unread (override-arity.ts); in the job's text
 * the target itself is such a placeholder, being the stub, so `self.do_wildcards()` (for `self.do_wildcards(parser,
 * node)`) passed. The answer is the target's body: it is checked against its own signature. Real Debian source:
 * python3-whoosh.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const FILE = 'whoosh/qparser/plugins.py';

describe('Python answer checks: the target calling itself', () => {
  it("refuses whoosh's do_wildcards calling itself with no arguments, with or without the package read", () => {
    for (const scansCheaply of [false, true]) {
      const scope = scopeRounds(FILE, [], scansCheaply);
      const { body, check } = stubbedDebianSource(FILE, 'WildcardPlugin.do_wildcards', scope);
      expect(body).toContain('self.do_wildcards(parser, node)');
      expect(check(body)).toMatchObject({ ok: true, errors: [] });
      const wrong = body.replace('self.do_wildcards(parser, node)', 'self.do_wildcards()');
      expect(check(wrong).errors).toEqual([expect.stringMatching(/`self\.do_wildcards\(\)` is missing the arguments? `parser`/)]);
    }
  });
});
