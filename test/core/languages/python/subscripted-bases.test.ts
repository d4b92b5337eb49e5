/**
 * Bases written with type arguments (issue 22): `class Is(BaseMatcher[T])` subclasses `BaseMatcher`, so the
 * member check follows it as it follows a plain name. On real code: PyHamcrest (Debian python3-hamcrest),
 * `Is(BaseMatcher[T])` over `BaseMatcher(Matcher[T])` over `Matcher(Generic[T], SelfDescribing)`, and
 * `SubstringMatcher(BaseMatcher[str], metaclass=ABCMeta)`. Before, a subscripted base of the repository was
 * not followed: the class stayed open and a made-up member passed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const DIST = '/usr/lib/python3/dist-packages';
const CORE = ['hamcrest/core/base_matcher.py', 'hamcrest/core/matcher.py', 'hamcrest/core/selfdescribing.py', 'hamcrest/core/description.py'];

function checker(file: string, qualname: string, others: readonly string[]) {
  const original = readFileSync(`${DIST}/${file}`, 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map([[file, source], ...others.filter((f) => f !== file).map((f) => [f, readFileSync(`${DIST}/${f}`, 'utf8')] as [string, string])]);
  return { body, check: (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file, readFiles }) };
}

describe('a repository base with type arguments (hamcrest Is(BaseMatcher[T]))', () => {
  const { body, check } = checker('hamcrest/core/core/is_.py', 'Is.describe_to', CORE);

  it('accepts the original and members inherited through two subscripted bases', () => {
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check('self.describe_match(1, description)\nreturn self.matches(1) and str(self)').errors).toEqual([]);
  });

  it('rejects a member no class of the chain defines, and an inherited method called with too few arguments', () => {
    expect(check('self.describe_all(description)').errors).toEqual([expect.stringMatching(/^`Is` has no member `describe_all`/)]);
    expect(check('self.describe_match(1)').errors).toEqual([expect.stringMatching(/^`self\.describe_match\(\)` is missing the argument `match_description`/)]);
  });

  it('still leaves the class open when a base module was not read', () => {
    const unread = checker('hamcrest/core/core/is_.py', 'Is.describe_to', ['hamcrest/core/base_matcher.py']);
    expect(unread.check('self.describe_all(description)').errors).toEqual([]);
  });
});

describe('a subscripted base beside a metaclass (hamcrest SubstringMatcher(BaseMatcher[str], metaclass=ABCMeta))', () => {
  const { body, check } = checker('hamcrest/library/text/substringmatcher.py', 'SubstringMatcher.describe_to', CORE);

  it('accepts the original (its own abstract `relationship`) and rejects a made-up member', () => {
    expect(body).toContain('self.relationship()');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.relationship()', 'self.relationship_name()')).errors).toEqual([expect.stringMatching(/^`SubstringMatcher` has no member `relationship_name`/)]);
  });
});

describe('a base calling what a subclass over `Base[str]` defines (the template-method pattern)', () => {
  it('accepts `self.relationship()` in BaseMatcher when a read subclass written `BaseMatcher[str]` defines it', () => {
    const { check } = checker('hamcrest/core/base_matcher.py', 'BaseMatcher.__str__', [...CORE, 'hamcrest/library/text/substringmatcher.py']);
    expect(check('return self.relationship()').errors).toEqual([]);
    // Without that subclass among the read files, BaseMatcher (seen whole now) lacks the member.
    const alone = checker('hamcrest/core/base_matcher.py', 'BaseMatcher.__str__', CORE);
    expect(alone.check('return self.relationship()').errors).toEqual([expect.stringMatching(/^`BaseMatcher` has no member `relationship`/)]);
  });
});

describe("private names mangled with the class's name (x2go X2GoClient, Debian python3-x2go)", () => {
  it('accepts `self._X2GoClient__list_sessions()` for the class attribute `__list_sessions`, and still rejects a made-up one', () => {
    const { body, check } = checker('x2go/client.py', 'X2GoClient.list_desktops', []);
    expect(body).toContain('self._X2GoClient__list_sessions(');
    expect(check(body).errors).toEqual([]);
    expect(check(body.replace('self._X2GoClient__list_sessions(', 'self._X2GoClient__list_all_sessions(')).errors).toEqual([expect.stringMatching(/^`X2GoClient` has no member `_X2GoClient__list_all_sessions`/)]);
  });
});
