/**
 * The Python answer checks past the grammar: compile-time rules cross-checked against CPython's
 * own compiler, unbound names, needed imports, members on known receivers and call arity.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const SOURCE = `import os
from .store import Store


def helper(a, b=1, *, key):
    return a


class Repo:
    def __init__(self, store: Store):
        self.store = store

    def load(self, name):
        return self.store.get(name)

    async def fetch(self, name, store: Store):
        """Fetch it."""
        pass

    def run(self, items):
        pass
`;
const STORE = `class Base:\n    def close(self):\n        pass\n\n\nclass Store(Base):\n    def get(self, key, default=None):\n        return default\n\n\ndef open_store(path):\n    return Store()\n`;
const readFiles = new Map([['pkg/repo.py', SOURCE], ['pkg/store.py', STORE], ['pkg/util.py', 'def slugify(text, sep="-"):\n    return text\n']]);
const parsed = parsePython(SOURCE);

function check(qualname: string, body: string, source = SOURCE) {
  const p = source === SOURCE ? parsed : parsePython(source);
  const target = p.definitions.find((d) => d.qualname === qualname)!;
  const stub = findStubs(source, p).find((s) => s.qualname === qualname)!;
  return validateImplementation({ source, parsed: p, target, stub, body, file: 'pkg/repo.py', readFiles });
}

const COMPILE_ALL = `
import json, sys
out = []
for src in json.load(sys.stdin):
    try:
        compile(src, "f.py", "exec")
        out.append(True)
    except SyntaxError:
        out.append(False)
print(json.dumps(out))
`;

/** Whether CPython compiles each file (the oracle for compile-time rules), in one process. */
function cpythonCompilesAll(sources: string[]): boolean[] {
  return JSON.parse(execFileSync('python3', ['-c', COMPILE_ALL], { input: JSON.stringify(sources) }).toString()) as boolean[];
}
const cpythonCompiles = (source: string): boolean => cpythonCompilesAll([source])[0] === true;

describe('Python compile-time rules the grammar does not check', () => {
  const cases: [qualname: string, body: string][] = [
    ['Repo.run', 'x = await self.load(items)\nreturn x'],
    ['Repo.fetch', 'x = await self.load(name)\nreturn x'],
    ['Repo.run', 'async for i in items:\n    print(i)'],
    ['Repo.fetch', 'async with self.store as s:\n    return s'],
    ['Repo.run', 'async with self.store as s:\n    return s'],
    ['Repo.run', 'for i in items:\n    if i:\n        break\nelse:\n    continue'],
    ['Repo.run', 'while items:\n    items.pop()\n    continue'],
    ['Repo.run', 'break'],
    ['Repo.run', 'class Inner:\n    return 1'],
    ['Repo.run', 'class Inner:\n    yield 1'],
    ['Repo.run', 'def inner(a, a):\n    return a\nreturn inner'],
    ['Repo.run', 'f = lambda a, b, a: a\nreturn f'],
    ['Repo.run', 'nonlocal items\nreturn items'],
    ['Repo.run', 'count = 0\ndef inc():\n    nonlocal count\n    count += 1\ninc()\nreturn count'],
    ['Repo.run', 'def inc():\n    nonlocal missing_name\n    missing_name = 1\nreturn inc'],
    ['Repo.run', 'return [(yield i) for i in items]'],
    ['Repo.run', 'return (lambda: (yield))'],
    ['Repo.fetch', 'return [await self.load(n) for n in name]'],
    ['Repo.run', 'return [await self.load(n) for n in items]'],
    ['Repo.run', 'from os import *\nreturn path'],
    ['Repo.run', 'def g():\n    for i in items:\n        def h():\n            break\n    return 1\nreturn g'],
  ];
  it('rejects exactly what CPython refuses to compile', () => {
    const results = cases.map(([qualname, body]) => check(qualname, body));
    const compiles = cpythonCompilesAll(results.map((v) => v.newSource));
    expect(compiles.filter((c) => !c).length).toBeGreaterThan(10);
    cases.forEach(([, body], i) => {
      const refused = results[i]!.errors.some((e) => e.startsWith('Python refuses to compile the body'));
      expect({ body, refused }).toEqual({ body, refused: !compiles[i] });
    });
  });

  it('says which rule and where', () => {
    expect(check('Repo.run', 'x = 1\nreturn await self.load(x)').errors).toEqual([
      "Python refuses to compile the body: 'await' outside async function (body line 2).",
    ]);
  });
});

describe('Python names, imports, members and calls', () => {
  it('accepts correct code that binds names every way Python can', () => {
    const body = [
      'import json as j',
      'total = 0',
      'for i, (a, *rest) in enumerate(items):',
      '    total += i',
      'with open(os.devnull) as fh, open(os.devnull):',
      '    pass',
      'try:',
      '    pass',
      'except ValueError as err:',
      '    print(err)',
      'squares = {k: v for k, v in zip(items, items) if (last := k)}',
      'match items:',
      '    case [first, *others]:',
      '        print(first, others, last)',
      '    case {"k": val, **extra}:',
      '        print(val, extra)',
      '    case Store(x=inner) as whole:',
      '        print(inner, whole)',
      'def nested(z=total):',
      '    return z + total',
      'class Local:',
      '    attr = 1',
      '    other = attr + 1',
      'print(j.dumps(squares), nested(), Local, helper(1, key=2), self.load("x"), self.store.get("k"))',
      'return __class__',
    ].join('\n');
    const v = check('Repo.run', body);
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual([]);
    expect(v.imports).toEqual([]);
    expect(cpythonCompiles(v.newSource)).toBe(true);
  });

  it('rejects a name nothing defines and points to the real one', () => {
    expect(check('Repo.run', 'return slugify_text(items)').errors).toEqual([
      '`slugify_text` is not defined (body line 1); `slugify` in `pkg/util.py` is. `return slugify_text(items)` raises NameError when it runs. Use only names the file defines or imports, Python\'s builtins, or definitions shown in the context.',
    ]);
    // Class-level names are not visible inside a method.
    const withAttr = SOURCE.replace('class Repo:\n', 'class Repo:\n    LIMIT = 3\n\n');
    expect(check('Repo.run', 'return LIMIT', withAttr).errors[0]).toMatch(/^`LIMIT` is not defined/);
  });

  it('turns a definition another read file has into a needed import, relative like the file\'s own imports', () => {
    const v = check('Repo.run', 'return [slugify(i) for i in items] + [open_store(i) for i in items]');
    expect(v.errors).toEqual([]);
    expect(v.imports).toEqual([
      { text: 'from .store import open_store', afterLine: 2, names: ['open_store'] },
      { text: 'from .util import slugify', afterLine: 2, names: ['slugify'] },
    ]);
    const absolute = SOURCE.replace('from .store import Store', 'from pkg.store import Store');
    expect(check('Repo.run', 'return slugify(items)', absolute).imports).toEqual([{ text: 'from pkg.util import slugify', afterLine: 2, names: ['slugify'] }]);
  });

  it('rejects a member the receiver\'s class and its bases lack, and accepts inherited ones', () => {
    expect(check('Repo.fetch', 'return store.close()').errors).toEqual([]);
    expect(check('Repo.fetch', 'return store.fetch_all(name)').errors).toEqual([
      '`Store` has no member `fetch_all` (`store.fetch_all()` on body line 1); it defines `close`, `get`.',
    ]);
    expect(check('Repo.run', 'return self.reload(items)').errors[0]).toMatch(/^`Repo` has no member `reload` \(`self.reload\(\)` on body line 1\)/);
    expect(check('Repo.run', 'self.cache = {}\nreturn self.cache.get(items)').errors).toEqual([]);
    // A class that answers attributes dynamically: not an error, a note.
    const dynamic = SOURCE.replace('class Repo:\n', 'class Repo:\n    def __getattr__(self, name):\n        return name\n\n');
    const v = check('Repo.run', 'return self.reload(items)', dynamic);
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual(['`self.reload()` (body line 1): `Repo` does not define `reload`; it answers attributes dynamically (`__getattr__`), so the call could not be checked.']);
    // What such a class forwards to is most often defined in a file the job read (`Store.get`): no note then.
    expect(check('Repo.run', 'return self.get(items)', dynamic)).toMatchObject({ errors: [], warnings: [] });
  });

  it('checks calls on annotated attributes (`self.store: Store`)', () => {
    const annotated = SOURCE.replace('        self.store = store\n', '        self.store: Store = store\n');
    expect(check('Repo.run', 'return self.store.get(items)', annotated).errors).toEqual([]);
    expect(check('Repo.run', 'return self.store.fetch(items)', annotated).errors).toEqual([
      '`Store` has no member `fetch` (`self.store.fetch()` on body line 1); it defines `close`, `get`.',
    ]);
  });

  it('binds annotated *args and **kwargs', () => {
    const src = 'import typing as t\n\n\ndef retry(*dargs: t.Any, **dkw: t.Any) -> t.Any:\n    pass\n';
    const p = parsePython(src);
    const target = p.definitions.find((d) => d.qualname === 'retry')!;
    const stub = findStubs(src, p).find((s) => s.qualname === 'retry')!;
    expect(validateImplementation({ source: src, parsed: p, target, stub, body: 'return (dargs, dkw)', file: 'pkg/r.py', readFiles }).errors).toEqual([]);
  });

  it('rejects calls that do not fit the signature', () => {
    expect(check('Repo.run', 'return helper(items, 2, 3, key=1)').errors[0]).toMatch(/^`helper\(\)` takes at most 2 positional arguments but 3 are given/);
    expect(check('Repo.run', 'return helper(items)').errors[0]).toMatch(/^`helper\(\)` is missing the argument `key`/);
    expect(check('Repo.run', 'return helper(items, key=1, colour=2)').errors[0]).toMatch(/^`helper\(\)` has no parameter `colour`/);
    expect(check('Repo.run', 'return self.load()').errors[0]).toMatch(/^`self.load\(\)` is missing the argument `name`/);
    expect(check('Repo.fetch', 'return store.get(name, None, 3)').errors[0]).toMatch(/^`store.get\(\)` takes at most 2 positional arguments/);
    expect(check('Repo.run', 'args = (1,)\nreturn helper(*args, key=1) or self.load(name=items)').errors).toEqual([]);
  });

  it('reports a file that was already broken and does not blame the body', () => {
    const broken = `${SOURCE}\ndef h(:\n    return 1\n`;
    const v = check('Repo.run', 'return [self.load(i) for i in items]', broken);
    expect(v.ok).toBe(true);
    expect(v.warnings[0]).toMatch(/^The file already has syntax errors outside this stub \(line 23\)/);
  });
});
