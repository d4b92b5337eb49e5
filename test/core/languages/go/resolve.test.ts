/**
 * Go name resolution as an editor follows it: package = directory, the module path from go.mod,
 * methods by receiver type (T and *T) in any file of the package, embedded structs and
 * interfaces; vendor/, other modules and the standard library are not followed. On real code:
 * pkg/errors (GOPATH layout, no go.mod) and cobra (a module).
 */
import { describe, expect, it } from 'vitest';
import { resolveReference } from '../../../../src/core/graph/resolve-reference.js';
import { memoryGraph } from '../../graph/memory-source.js';
import { GOCODE, repoFrom } from './real-code.js';

const go = (...l: string[]): string => `${l.join('\n')}\n`;
const where = (s: { kind: string; file?: string; def?: { qualname: string } } | undefined) =>
  s === undefined ? undefined : s.kind === 'definition' ? `${s.file}:${s.def?.qualname}` : `module ${s.file}`;

const REPO: Record<string, string> = {
  'go.mod': go('module example.com/app', '', 'go 1.19'),
  'store/store.go': go('package store', '', 'type Base struct{}', '', 'func (b Base) ID() string { return "" }', '', 'type Store struct {', '\tBase', '\tdb *DB', '}', '', 'func Open() *Store { return &Store{} }'),
  'store/get.go': go('package store', '', 'func (s *Store) Get(key string) string {', '\treturn s.db.Read(key)', '}'),
  'store/db.go': go('package store', '', 'type DB struct{}', '', 'func (d *DB) Read(key string) string { return key }'),
  'store/iface.go': go('package store', '', 'type Reader interface { Read(key string) string }', '', 'type ReadCloser interface {', '\tReader', '\tClose() error', '}'),
  'api/api.go': go('package api', '', 'import (', '\t"fmt"', '\t"example.com/app/store"', '\t"example.com/app/vendor/x"', '\tother "example.com/lib"', ')', '', 'func Handle() {', '\ts := store.Open()', '\tfmt.Println(s.Get("k"), x.Y, other.Z)', '}'),
  'vendor/example.com/lib/lib.go': go('package lib', '', 'var Z = 1'),
  'vendor/x/x.go': go('package x', '', 'var Y = 1'),
  'tools/go.mod': go('module example.com/app/tools'),
  'tools/gen/gen.go': go('package gen', '', 'func Gen() {}'),
  'api/gen.go': go('package api', '', 'import "example.com/app/tools/gen"', '', 'func Run() { gen.Gen() }'),
};

describe('Go resolution in a module', () => {
  it('reads the module path from go.mod and follows imports inside the module to the package', async () => {
    const { resolver } = await memoryGraph(REPO);
    const pkg = await resolver.lookupInModule('api/api.go', 'store');
    expect(pkg).toMatchObject({ kind: 'module', module: 'store' });
    expect(where(await resolver.memberOf(pkg!, 'Open'))).toBe('store/store.go:Open');
    expect(where(await resolver.memberOf(pkg!, 'DB'))).toBe('store/db.go:DB');
  });

  it('does not follow the standard library, vendor/, other modules or a nested module', async () => {
    const { resolver } = await memoryGraph(REPO);
    expect(await resolver.lookupInModule('api/api.go', 'fmt')).toBeUndefined();
    expect(await resolver.lookupInModule('api/api.go', 'x')).toBeUndefined();
    expect(await resolver.lookupInModule('api/api.go', 'other')).toBeUndefined();
    expect(await resolver.lookupInModule('api/gen.go', 'gen')).toBeUndefined();
  });

  it('shares one scope among the files of a package directory', async () => {
    const { resolver } = await memoryGraph(REPO);
    expect(where(await resolver.lookupInModule('store/get.go', 'Store'))).toBe('store/store.go:Store');
    expect(where(await resolver.lookupInModule('api/api.go', 'Store'))).toBeUndefined();
  });

  it('finds methods by receiver type in any file of the package, and through embedded types', async () => {
    const { resolver } = await memoryGraph(REPO);
    const store = await resolver.lookupInModule('store/store.go', 'Store');
    expect(where(await resolver.memberOf(store!, 'Get'))).toBe('store/get.go:Store.Get');
    expect(where(await resolver.memberOf(store!, 'ID'))).toBe('store/store.go:Base.ID');
    const rc = await resolver.lookupInModule('store/iface.go', 'ReadCloser');
    expect(where(await resolver.memberOf(rc!, 'Read'))).toBe('store/iface.go:Reader.Read');
    expect((await resolver.basesOf('store/iface.go', rc!.kind === 'definition' ? rc!.def : undefined!)).map((b) => b.def.qualname)).toEqual(['Reader']);
  });

  it('resolves a call on the receiver and on a field of the receiver, the type declared in another file', async () => {
    const { resolver, loader } = await memoryGraph(REPO);
    const mod = (await loader.load('store/get.go'))!;
    const get = mod.byQualname.get('Store.Get')!;
    const viaField = await resolveReference(resolver, mod, get, ['s', 'db', 'Read']);
    expect(where(viaField?.symbol)).toBe('store/db.go:DB.Read');
    expect(viaField?.complete).toBe(true);
    const api = (await loader.load('api/api.go'))!;
    const viaLocal = await resolveReference(resolver, api, api.byQualname.get('Handle'), ['s', 'Get']);
    expect(where(viaLocal?.symbol)).toBe('store/get.go:Store.Get');
  });
});

describe('Go resolution on real code', () => {
  it('pkg/errors (no go.mod): methods of an embedded *stack from another file', async () => {
    const { resolver } = await memoryGraph(repoFrom(`${GOCODE}/github.com/pkg/errors`));
    const withStack = await resolver.lookupInModule('errors.go', 'withStack');
    expect(where(await resolver.memberOf(withStack!, 'Format'))).toBe('errors.go:withStack.Format');
    expect(where(await resolver.memberOf(withStack!, 'StackTrace'))).toBe('stack.go:stack.StackTrace');
    expect(where(await resolver.lookupInModule('errors.go', 'Frame'))).toBe('stack.go:Frame');
  });

  it('cobra (a module): a subpackage imports the module root; pflag (another module) is not followed', async () => {
    const { resolver, loader } = await memoryGraph(repoFrom(`${GOCODE}/github.com/spf13/cobra`));
    const man = (await loader.load('doc/man_docs.go'))!;
    const genMan = man.byQualname.get('GenMan')!;
    expect(where((await resolveReference(resolver, man, genMan, ['cobra', 'Command']))?.symbol)).toBe('command.go:Command');
    // `cmd *cobra.Command`: a method declared in another file of the package.
    expect(where((await resolveReference(resolver, man, genMan, ['cmd', 'GenBashCompletion']))?.symbol)).toBe('bash_completions.go:Command.GenBashCompletion');
    expect(await resolver.lookupInModule('command.go', 'flag')).toBeUndefined();
  });
});
