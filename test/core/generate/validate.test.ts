import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../src/core/generate/validate.js';

const SOURCE = `import os
from .models import Book

MAX = 3


class Shelf:
    def __init__(self):
        self.books = []

    def add(self, book: Book) -> None:
        """Add a book unless the shelf is full."""
        # TODO: implement
        pass

    def count(self) -> int:
        return len(self.books)
`;
const parsed = parsePython(SOURCE);
const target = parsed.definitions.find((d) => d.qualname === 'Shelf.add')!;
const stub = findStubs(SOURCE, parsed).find((s) => s.qualname === 'Shelf.add')!;
const check = (body: string, knownNames: string[] = []) => validateImplementation({ source: SOURCE, parsed, target, stub, body, knownNames });

describe('validateImplementation', () => {
  it('accepts a good body, indents it to the target and keeps the rest of the file', () => {
    const v = check('if len(self.books) >= MAX:\n    raise ValueError("full")\nself.books.append(book)');
    expect(v.errors).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.warnings).toEqual([]);
    expect(v.newBody).toBe('        if len(self.books) >= MAX:\n            raise ValueError("full")\n        self.books.append(book)');
    expect(v.newSource).toContain('        """Add a book unless the shelf is full."""\n        if len(self.books)');
    expect(v.newSource).not.toContain('TODO');
    expect(v.newSource).toContain('    def count(self) -> int:\n        return len(self.books)\n');
  });

  it('rejects a syntax error and says where', () => {
    const v = check('if len(self.books) >= MAX\n    return\nself.books.append(book)');
    expect(v.ok).toBe(false);
    expect(v.errors[0]).toMatch(/^The body does not parse \(syntax error at body line 1/);
  });

  it('rejects a body that is still a stub', () => {
    for (const again of ['pass', '...', 'raise NotImplementedError("later")', '# TODO\npass']) {
      expect(check(again).errors).toContain('The body is still a stub (only `pass`, `...` or `raise NotImplementedError`).');
    }
  });

  it('rejects an empty body', () => {
    expect(check('\n  \n').errors).toEqual(['The body has no statements.']);
  });

  it('judges only the errors the body brings, not older ones elsewhere in the file', () => {
    const broken = `${SOURCE}\ndef later(:\n    return 1\n`;
    const p = parsePython(broken);
    expect(p.errorLines.length).toBeGreaterThan(0);
    const t = p.definitions.find((d) => d.qualname === 'Shelf.add')!;
    const s = findStubs(broken, p).find((x) => x.qualname === 'Shelf.add')!;
    expect(validateImplementation({ source: broken, parsed: p, target: t, stub: s, body: 'self.books.append(book)' }).errors).toEqual([]);
    expect(validateImplementation({ source: broken, parsed: p, target: t, stub: s, body: 'self.books.append(book' }).ok).toBe(false);
  });

  it('rejects names nothing defines, with the nearest real name, and asks for an import of a definition another read file has', () => {
    const v = check('shelve(book)\nself.books.append(Book.copy(book))\nos.path.join("a")\nresult = [b for b in self.books]\nhelper = lambda x: x\nhelper(result)');
    expect(v.ok).toBe(false);
    expect(v.errors).toEqual(['`shelve` is not defined (body line 1). `shelve(book)` raises NameError when it runs. Use only names the file defines or imports, Python\'s builtins, or definitions shown in the context.']);
    // Naming it in the retrieved context no longer makes it "in scope": the file must import it.
    const readFiles = new Map([['models.py', 'class Book:\n    pass\n\ndef shelve(book):\n    return book\n']]);
    const w = validateImplementation({ source: SOURCE, parsed, target, stub, body: 'shelve(book)', knownNames: ['shelve'], file: 'shelf.py', readFiles });
    expect(w.ok).toBe(true);
    expect(w.imports).toEqual([{ text: 'from .models import shelve', afterLine: 2, names: ['shelve'] }]);
  });

  it('does not flag methods of call results or literals', () => {
    expect(check('name = book.title.strip().lower()\nself.books.append(", ".join([name]))').warnings).toEqual([]);
  });

  it('implements a one-line stub by splitting the header from the new body', () => {
    const src = 'class A:\n    def f(self, x): pass  # later\n\n    def g(self):\n        return 1\n';
    const p = parsePython(src);
    const t = p.definitions.find((d) => d.qualname === 'A.f')!;
    const s = findStubs(src, p).find((x) => x.qualname === 'A.f')!;
    expect(s.inline).toBe(true);
    const v = validateImplementation({ source: src, parsed: p, target: t, stub: s, body: 'y = x * 2\nreturn y' });
    expect(v.errors).toEqual([]);
    expect(v.newBody).toBe('    def f(self, x):\n        y = x * 2\n        return y');
    expect(v.newSource).toBe('class A:\n    def f(self, x):\n        y = x * 2\n        return y\n\n    def g(self):\n        return 1\n');
  });

  it('keeps the def line when a comment after the header makes the stub range start on it', () => {
    const src = 'def f(x):  # type: ignore\n    pass\n';
    const p = parsePython(src);
    const v = validateImplementation({ source: src, parsed: p, target: p.definitions[0]!, stub: findStubs(src, p)[0]!, body: 'return x' });
    expect(v.errors).toEqual([]);
    expect(v.newSource).toBe('def f(x):  # type: ignore\n    return x\n');
  });

  it('inserts the body after the docstring of a docstring-only stub', () => {
    const src = 'def f(x):\n    """Twice x."""\n\n\ndef g():\n    return 2\n';
    const p = parsePython(src);
    const s = findStubs(src, p)[0]!;
    expect(s.kind).toBe('docstring-only');
    const v = validateImplementation({ source: src, parsed: p, target: p.definitions[0]!, stub: s, body: 'return 2 * x' });
    expect(v.errors).toEqual([]);
    expect(v.newSource).toBe('def f(x):\n    """Twice x."""\n    return 2 * x\n\n\ndef g():\n    return 2\n');
  });
});
