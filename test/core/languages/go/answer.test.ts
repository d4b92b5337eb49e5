/** Go answers: reading the model's code, checking the body in place, the outcome body. */
import { describe, expect, it } from 'vitest';
import { go as goLanguage } from '../../../../src/core/languages/go/language.js';

const go = (...l: string[]): string => `${l.join('\n')}\n`;
const FILE = 'store/store.go';
const SOURCE = go(
  'package store', '',
  'import "strings"', '',
  'type Store struct {', '\titems map[string]string', '}', '',
  '// Get returns the value of key, upper-cased.',
  'func (s *Store) Get(key string) (string, error) {',
  '\t// TODO: look it up',
  '\tpanic("not implemented")',
  '}', '',
  'func Keys(s *Store) []string { panic("TODO") }',
);
const parsed = goLanguage.parse(SOURCE, FILE);
const def = (q: string) => parsed.definitions.find((d) => d.qualname === q)!;
const stub = (q: string) => goLanguage.findStubs(SOURCE, FILE, parsed).find((s) => s.qualname === q)!;
const check = (q: string, answer: string) => {
  const read = goLanguage.generation.parseAnswer(answer, def(q), FILE);
  if (!read.ok) return { read };
  return { read, result: goLanguage.generation.validate({ source: SOURCE, parsed, target: def(q), stub: stub(q), body: read.body, file: FILE }) };
};

describe('Go answers', () => {
  it('takes the statements of a whole method the model wrote back, and puts them in place', () => {
    const { read, result } = check('Store.Get', '```go\nfunc (s *Store) Get(key string) (string, error) {\n\tv, ok := s.items[key]\n\tif !ok {\n\t\treturn "", errNotFound\n\t}\n\treturn strings.ToUpper(v), nil\n}\n```');
    expect(read).toMatchObject({ ok: true, fromDef: true });
    expect(result?.errors).toEqual([]);
    expect(result?.newSource).toContain('func (s *Store) Get(key string) (string, error) {\n\tv, ok := s.items[key]\n');
    // errNotFound is declared nowhere the check can see: a warning, not an error.
    expect(result?.warnings.join(' ')).toContain('`errNotFound`');
    expect(goLanguage.findStubs(result!.newSource, FILE).map((s) => s.qualname)).toEqual(['Keys']);
  });

  it('rewrites a one-line stub over several lines', () => {
    const { result } = check('Keys', '```go\nkeys := make([]string, 0, len(s.items))\nfor k := range s.items {\n\tkeys = append(keys, k)\n}\nreturn keys\n```');
    expect(result).toMatchObject({ ok: true, warnings: [] });
    expect(result?.newSource).toContain('func Keys(s *Store) []string {\n\tkeys := make([]string, 0, len(s.items))\n');
    expect(goLanguage.parse(result!.newSource, FILE).errorLines).toEqual([]);
  });

  it('rejects a body that does not parse, a stub again, a changed signature and a file of other declarations', () => {
    expect(check('Store.Get', '```go\nreturn s.items[key, nil\n```').result?.ok).toBe(false);
    expect(check('Store.Get', '```go\npanic("unimplemented")\n```').result?.errors.join(' ')).toMatch(/still a stub/);
    expect(check('Store.Get', '```go\n}\nfunc (s *Store) Get2() {\n```').result?.ok).toBe(false);
    expect(check('Store.Get', '```go\nfunc helper() int {\n\treturn 1\n}\n```').read).toMatchObject({ ok: false });
  });

  it('tells the body of a method at a later head, and whether it is still a stub', () => {
    expect(goLanguage.bodyAt(SOURCE, FILE, 'Store.Get')).toEqual({ body: '\t// TODO: look it up\n\tpanic("not implemented")', isStub: true });
    expect(goLanguage.bodyAt(SOURCE, FILE, 'Store.Put')).toBeUndefined();
  });

  it('shows the receiver type whole and the neighbours as signatures in the file context', () => {
    const ctx = goLanguage.generation.fileContext(SOURCE, parsed, def('Store.Get'), FILE);
    expect(ctx.imports).toBe('import (\n\t"strings"\n)');
    expect(ctx.enclosingClass).toBe('type Store struct {\n\titems map[string]string\n}');
    expect(ctx.neighbours).toBe('func Keys(s *Store) []string { panic("TODO") }');
  });
});
