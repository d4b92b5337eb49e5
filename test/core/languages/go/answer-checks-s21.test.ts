/**
 * Go answer checks, session 21 (issue 22), from Go held out 11 (read after its blind run: NOT blind), on real modules from
 * Debian (golang-github-google-pprof-dev, golang-github-mattn-go-sqlite3-dev):
 * - pprof's `parseFlags` (internal/driver/cli.go) declares `source := &source{...}`, a local named as the package's type
 *   `source`, then calls `source.addBaseProfiles(..)`. The local's type was dropped because its name was bound by the body,
 *   as if the local shadowed the type in its own initializer; Go's scope of a short variable declaration starts after the
 *   statement, so the composite literal still names the type. go build (GOPATH mode, offline) refuses the mutant:
 *   "source.addBaseProfilesAll undefined (type *source has no field or method addBaseProfilesAll)".
 * - go-sqlite3's `_example/vtable/vtable.go` `BestIndex(cst []sqlite3.InfoConstraint, ..)` reads `len(csts)`: the example does
 *   not compile (go build: "undefined: csts"), a true rejection. Its message now names the parameter it is close to.
 * - go-sqlite3's `_example/vtable/main.go` imports `github.com/mattn/go-sqlite3`, whose last element is no identifier: any
 *   name that element holds (`sql`) was taken for maybe that import's name, so with "database/sql" removed the body's
 *   `sql.Register(..)` needed no import. The job read the module's root package, whose files say `package sqlite3`: the
 *   import binds `sqlite3` and nothing else, and `sql` is a needed import again.
 */
import { describe, expect, it } from 'vitest';
import { goChecker } from './real-code.js';

const checker = (dir: string, file: string, qual: string, edit?: (text: string) => string) => goChecker(dir, file, qual, edit === undefined ? {} : { edit });

describe('Go answer checks: a local named as its own type keeps the type (pprof parseFlags, `source := &source{..}`)', () => {
  const { body: BODY, check } = checker('github.com/google/pprof', 'internal/driver/cli.go', 'parseFlags');

  it('accepts the real body clean', () => {
    expect(BODY).toMatch(/source := &source\{[\s\S]*source\.addBaseProfiles\(/);
    expect(check(BODY)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a method the type lacks on that local', () => {
    const bad = check(BODY.replace('source.addBaseProfiles(', 'source.addBaseProfilesAll('));
    expect(bad.ok).toBe(false);
    expect(bad.errors).toEqual([expect.stringMatching(/^`source\.addBaseProfilesAll`: `source \(from source\)` has no field or method `addBaseProfilesAll`; it has .*`addBaseProfiles`/)]);
  });

  it('leaves the type alone where an earlier local of that name shadows it', () => {
    // `source := 1` in an outer block: the composite literal's `source` is that int (go build: "source is not a type"); nothing
    // is said of members through a type the name no longer is.
    const shadowed = check(BODY.replace('\tsource := &source{', '\tsource := 1\n\t_ = source\n\t{\n\tsource := &source{').replace('\tnormalize := cfg.Normalize', '\t}\n\tnormalize := cfg.Normalize')
      .replace('source.addBaseProfiles(', 'source.addBaseProfilesAll('));
    expect(shadowed.errors.join(' ')).not.toMatch(/has no field or method/);
  });
});

describe('Go answer checks: an unbound name close to a parameter says so (go-sqlite3 vtable example, `csts` for `cst`)', () => {
  const { body: BODY, check } = checker('github.com/mattn/go-sqlite3', '_example/vtable/vtable.go', 'ghRepoTable.BestIndex');

  it('rejects the real (broken) body with go build\'s finding and the parameter it is close to', () => {
    expect(BODY).toContain('len(csts)');
    const r = check(BODY);
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(["`csts` is not declared in package `main`, this file's imports or Go's builtins; `cst` is (not `csts`), a parameter of this function."]);
    expect(check(BODY.replace('len(csts)', 'len(cst)'))).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Go answer checks: an import of a package the job read binds its package clause only (go-sqlite3 `_example/vtable/main.go`)', () => {
  it('adds "database/sql" when the file lacks it, though `github.com/mattn/go-sqlite3` is imported', () => {
    const { body, check } = checker('github.com/mattn/go-sqlite3', '_example/vtable/main.go', 'main', (t) => t.replace('\t"database/sql"\n', ''));
    expect(body).toContain('sql.Register(');
    const r = check(body);
    expect(r).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(r.imports.map((i) => i.text)).toEqual(['\t"database/sql"']);
  });
});

describe('Go answer checks: a type over a cgo type has its methods and maybe C fields (go-sqlite3 `SQLiteContext`)', () => {
  // `type SQLiteContext C.sqlite3_context` (sqlite3_context.go): `c.ResultInt64All(..)` on a `c *sqlite3.SQLiteContext` is no
  // method of it; only the C headers could say it is no field of the C struct. It was passed without a word.
  const { body, check } = checker('github.com/mattn/go-sqlite3', '_example/vtable_eponymous_only/vtable.go', 'seriesCursor.Column');

  it('accepts the real body clean and warns of a name that is none of its methods', () => {
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(body.replace('c.ResultInt64(vc.value)', 'c.ResultInt64All(vc.value)'));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(['`c.ResultInt64All`: `sqlite3.SQLiteContext` has no method `ResultInt64All`; it may only be a field of its cgo type `C.sqlite3_context`, which the C headers declare (not read).']);
  });
});
