/**
 * Go answer checks, session 23 (issue 22), from Go held out 13's one member miss (read after its blind run: NOT blind), on a
 * real module from Debian (golang-github-audriusbutkevicius-recli-dev): recli's `setDefaults` declares
 * `s := reflect.ValueOf(data).Elem()` and `t := s.Type()`. The checks typed a local from `F(..)` / `pkg.F(..)` only, so `s`
 * (a method's result on a standard library call's result) and `t` (a method of `s`) were unknown and `s.TypeAll()` passed
 * (go build: "s.TypeAll undefined (type reflect.Value has no field or method TypeAll)"). The generated standard library
 * table now holds each exported method's first result (std-members.ts's GO_STD_METHOD_RESULTS, `reflect.Value.Elem` ->
 * `reflect.Value`, `reflect.Value.Type` -> `reflect.Type`, an interface's methods too), so both locals are typed; a module
 * asking for a newer Go than the table's gets a warning instead (a method may have been added since).
 */
import { describe, expect, it } from 'vitest';
import { goChecker } from './real-code.js';

const RECLI = 'github.com/AudriusButkevicius/recli';

describe('Go answer checks: a local typed by a standard library call\'s method result (recli setDefaults)', () => {
  const { body: BODY, check } = goChecker(RECLI, 'utils.go', 'setDefaults');

  it('accepts the real body clean', () => {
    expect(BODY).toMatch(/^\ts := reflect\.ValueOf\(data\)\.Elem\(\)\n\tt := s\.Type\(\)\n/);
    expect(check(BODY)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a method reflect.Value does not have on `s := reflect.ValueOf(data).Elem()`', () => {
    const r = check(BODY.replace('t := s.Type()', 't := s.TypeAll()'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`s\.TypeAll`: `reflect\.Value \(from reflect\.ValueOf\(\.\.\)\.Elem\)` has no field or method `TypeAll`; it has .*`Type`/)]);
  });

  it('types a local from a method of such a local (`t := s.Type()`: reflect.Type, an interface)', () => {
    const r = check(BODY.replace('tag := t.Field(i).Tag', 'tag := t.FieldAt(i).Tag'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`t\.FieldAt`: `reflect\.Type \(from s\.Type\)` has no field or method `FieldAt`/)]);
  });

  it('leaves a chain through a method the table has no result for open, and warns when go.mod asks for a newer Go', () => {
    // `Interface()` returns `any`: no named type, so `x` stays untyped.
    expect(check(BODY.replace('t := s.Type()', 't := s.Type()\n\tx := reflect.ValueOf(data).Interface()\n\t_ = x.Whatever')).errors).toEqual([]);
    const newer = goChecker(RECLI, 'utils.go', 'setDefaults', { repoEdit: (repo) => repo.set('go.mod', repo.get('go.mod')!.replace(/^go 1\.15$/m, 'go 1.22')) });
    const r = newer.check(newer.body.replace('t := s.Type()', 't := s.TypeAll()'));
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([expect.stringMatching(/^`s\.TypeAll`: .* has no field or method `TypeAll` \(as of Go 1\.\d+\.\d+'s standard library; the module asks for Go 1\.22\)/)]);
  });
});
