/** The Go front end on real code (pkg/errors, cobra) and on the stub idioms. */
import { describe, expect, it } from 'vitest';
import { findGoStubs, goSyntaxErrors, parseGo } from '../../../../src/core/languages/go/index.js';
import { readReal } from './real-code.js';

const go = (...l: string[]): string => `${l.join('\n')}\n`;

describe('definitions on real code', () => {
  const errors = parseGo(readReal('github.com/pkg/errors/errors.go'));
  const byName = (q: string) => errors.definitions.find((d) => d.qualname === q);

  it('lists functions, types and methods by receiver type', () => {
    expect(byName('New')).toMatchObject({ kind: 'function', signature: 'func New(message string) error', parameters: ['message'] });
    expect(byName('fundamental')).toMatchObject({ kind: 'class', declKind: 'struct' });
    // `func (f *fundamental) Error() string`: pointer receiver, receiver name as the first parameter.
    expect(byName('fundamental.Error')).toMatchObject({ kind: 'method', parent: 'fundamental', receiver: 'f', parameters: ['f'] });
    expect(byName('fundamental.Error')?.typeHints?.f).toEqual({ chains: [['fundamental']], via: 'annotation' });
  });

  it('reads doc comments, struct fields and embedded types', () => {
    expect(byName('New')?.docstring).toMatch(/^New returns an error with the supplied message\./);
    expect(byName('fundamental')?.attributes.map((a) => [a.name, a.annotation])).toEqual([['msg', ['string']], ['stack', ['stack']]]);
    expect(byName('withStack')?.bases).toEqual(['error', 'stack']);
  });

  it('reads imports, references and returns', () => {
    expect(errors.imports.map((b) => [b.module, b.boundName])).toEqual([['fmt', 'fmt'], ['io', 'io']]);
    const errorf = byName('Errorf');
    expect(errorf?.references).toEqual(expect.arrayContaining([{ kind: 'call', chain: ['fmt', 'Sprintf'], line: 114 }, { kind: 'call', chain: ['callers'], line: 115 }]));
    expect(errors.errorLines).toEqual([]);
  });

  it('lists interface methods and aliased imports (cobra)', () => {
    const command = parseGo(readReal('github.com/spf13/cobra/command.go'));
    expect(command.imports.find((b) => b.module === 'github.com/spf13/pflag')).toMatchObject({ alias: 'flag', boundName: 'flag' });
    const cmd = command.definitions.find((d) => d.qualname === 'Command');
    expect(cmd?.attributes.find((a) => a.name === 'flags')?.annotation).toEqual(['flag', 'FlagSet']);
    expect(command.definitions.filter((d) => d.parent === 'Command' && d.kind === 'method').length).toBeGreaterThan(50);
    const iface = parseGo(go('package p', '', 'type Store interface {', '\tio.Closer', '\t// Get reads a key.', '\tGet(key string) ([]byte, error)', '}'));
    expect(iface.definitions.map((d) => [d.qualname, d.kind, d.declKind])).toEqual([['Store', 'class', 'interface'], ['Store.Get', 'method', 'interface-method']]);
    expect(iface.definitions[0]?.bases).toEqual(['io.Closer']);
    expect(iface.definitions[1]?.docstring).toBe('Get reads a key.');
  });

  it('binds the conventional package name of an import path', () => {
    const parsed = parseGo(go('package p', '', 'import (', '\t"gopkg.in/yaml.v3"', '\t"github.com/mattn/go-isatty"', '\t"example.com/m/v2"', '\t. "strings"', '\t_ "embed"', ')'));
    expect(parsed.imports.map((b) => b.boundName)).toEqual(['yaml', 'isatty', 'm', '*', '_']);
  });

  it('types locals from composite literals and calls', () => {
    const parsed = parseGo(go('package p', '', 'func f() {', '\ts := &Server{Addr: ":80"}', '\tc := pkg.NewClient()', '\tvar b bytes.Buffer', '\t_ = s', '}'));
    expect(parsed.definitions[0]?.typeHints).toMatchObject({ s: { chains: [['Server']], via: 'annotation' }, c: { chains: [['pkg', 'NewClient']], via: 'call' }, b: { chains: [['bytes', 'Buffer']], via: 'annotation' } });
    // The key of a keyed literal names a field, not a variable.
    expect(parsed.definitions[0]?.references.some((r) => r.chain[0] === 'Addr')).toBe(false);
  });
});

describe('stubs', () => {
  it('finds each idiom, with or without a TODO line, and one-line bodies', () => {
    const source = go(
      'package p', '',
      'func A() error {', '\tpanic("not implemented")', '}', '',
      'func (s *S) B() {', '\tpanic("unimplemented")', '}', '',
      'func C() int {', '\t// TODO: count them', '\tpanic("TODO")', '}', '',
      'func D() string { panic("TODO") }', '',
      'func E() {', '\t// TODO: implement', '}', '',
      'func F() (int, error) {', '\t// TODO: implement', '\treturn 0, nil', '}',
    );
    const stubs = findGoStubs(source);
    expect(stubs.map((s) => [s.qualname, s.kind, s.hasTodo])).toEqual([
      ['A', 'not-implemented', false], ['S.B', 'not-implemented', false], ['C', 'not-implemented', true], ['D', 'not-implemented', false], ['E', 'todo', true], ['F', 'todo', true],
    ]);
    expect(stubs[0]).toMatchObject({ defLine: 3, bodyRange: { start: 4, end: 4 }, indent: '\t' });
    expect(stubs[3]).toMatchObject({ inline: true, bodyRange: { start: 16, end: 16 } });
  });

  it('leaves intentional empty methods and real panics alone', () => {
    const source = go(
      'package p', '',
      'func (n noop) Close() error { return nil }', '',
      'func (n noop) Reset() {}', '',
      'func (n noop) Flush() {', '}', '',
      'func must(err error) {', '\tif err != nil {', '\t\tpanic(err)', '\t}', '}', '',
      'func unreachable() {', '\tpanic("unreachable")', '}',
      'type I interface{ M() }',
    );
    expect(findGoStubs(source)).toEqual([]);
  });

  it('finds the stubs gopls and real packages wrote (go-cmp)', () => {
    const stubs = findGoStubs(readReal('github.com/google/go-cmp/cmp/options.go'));
    expect(stubs.map((s) => s.qualname)).toEqual(['exporter.filter', 'reporter.filter']);
  });
});

describe('syntax errors', () => {
  it('reports the lines of broken code and none for valid code', () => {
    expect(goSyntaxErrors(readReal('github.com/pkg/errors/stack.go'))).toEqual([]);
    const broken = goSyntaxErrors(go('package p', '', 'func f() {', '\tx := (1 + ', '}', '', 'func g() {}'));
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0]!.line).toBeGreaterThanOrEqual(4);
    expect(broken[0]!.line).toBeLessThanOrEqual(5);
  });
});
