/**
 * Go answer checks, session 22 (issue 22), from Go held out 12's two misses (read after its blind run: NOT blind), on real
 * modules from Debian (golang-github-onsi-gomega-dev, golang-github-golang-mock-dev, golang-golang-x-mod-dev):
 * - Dot imports: `import . "pkg"` puts pkg's exported names in the file's scope. gomega's ghttp/handlers.go dot-imports the
 *   module's root package `gomega`; an unbound exported name was taken to maybe come from it, so a hallucinated
 *   `CombineHandlersChecked(..)` passed. The job reads that package whole (two files), so its exported names are known: a
 *   name none of them declares is an error (go build: "undefined: CombineHandlersChecked"), and a call of one of its
 *   functions is checked for arity (`Equal(a, b)`: "too many arguments"). Unread, the package may declare any exported name.
 *   The standard library's exported names come from a generated table (std-names.ts): mockgen's dot_imports test package
 *   dot-imports "context" and "net/http".
 * - A short variable declaration's scope starts after its statement: gomega's `ConsistOfMatcher.Match` writes
 *   `matchers := matchers(matcher.Elements)`, a call of the package's function `matchers`; the local's name hid the function
 *   for the arity check, so `matchers()` passed (go build: "not enough arguments in call to matchers"). A local declared in
 *   an `if` header goes out of scope with the statement; a type switch's `x := x.(type)` with the switch (x/mod's
 *   `printer.expr` calls `x.Comment()` on its parameter after one).
 */
import { describe, expect, it } from 'vitest';
import { goChecker } from './real-code.js';

const GOMEGA = 'github.com/onsi/gomega';

describe('Go answer checks: a dot-imported package of the module read whole binds its exported names only (gomega ghttp)', () => {
  const { body: BODY, read, check } = goChecker(GOMEGA, 'ghttp/handlers.go', 'GHTTPWithGomega.VerifyBody');

  it('reads the dot-imported package whole and accepts the real body clean', () => {
    expect(read.has('gomega_dsl.go') && read.has('matchers.go')).toBe(true);
    expect(BODY).toMatch(/CombineHandlers\([\s\S]*Should\(Equal\(expectedBody\)/);
    expect(check(BODY)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects an exported name neither the package nor the dot-imported one declares', () => {
    const r = check(BODY.replace('CombineHandlers(', 'CombineHandlersChecked('));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`CombineHandlersChecked` is not declared in package `ghttp`, this file's imports \(`\. "github\.com\/onsi\/gomega"`, every file read\) or Go's builtins; `CombineHandlers` is \(not `CombineHandlersChecked`\) declared\.$/)]);
    expect(check(BODY.replace('Equal(expectedBody)', 'EqualBytes(expectedBody)')).errors).toEqual([expect.stringMatching(/^`EqualBytes` is not declared .*; `Equal` is \(not `EqualBytes`\) declared\.$/)]);
  });

  it('checks the arity of a dot-imported function', () => {
    const r = check(BODY.replace('Equal(expectedBody)', 'Equal(expectedBody, body)'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`Equal` takes 1 argument \(`func Equal\(expected interface\{\}\) types\.GomegaMatcher`\), the body passes 2/)]);
  });

  it('leaves an exported name open when the dot-imported package was not read whole', () => {
    const open = goChecker(GOMEGA, 'ghttp/handlers.go', 'GHTTPWithGomega.VerifyBody', { drop: ['gomega_dsl.go'] });
    expect(open.check(BODY.replace('CombineHandlers(', 'CombineHandlersChecked('))).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Go answer checks: packages the file only dot-imports are read for the checks (gomega bipartitegraph)', () => {
  const GRAPH = 'matchers/support/goraph';
  const { body: BODY, read, check } = goChecker(GOMEGA, `${GRAPH}/bipartitegraph/bipartitegraphmatching.go`, 'BipartiteGraph.findDisjointSLAP');

  it('reads edge and node, accepts the real body and rejects a type neither declares', () => {
    expect(read.has(`${GRAPH}/edge/edge.go`) && read.has(`${GRAPH}/node/node.go`)).toBe(true);
    expect(BODY).toContain('EdgeSet{}');
    expect(check(BODY)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(BODY.replace('EdgeSet{}', 'EdgeList{}'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`EdgeList` is not declared in package `bipartitegraph`, this file's imports \(`\. "github\.com\/onsi\/gomega\/matchers\/support\/goraph\/edge"`, every file read, `\. "github\.com\/onsi\/gomega\/matchers\/support\/goraph\/node"`, every file read\) or Go's builtins/)]);
  });
});

describe('Go answer checks: a dot-imported standard library package binds the names of its table (mockgen dot_imports)', () => {
  const MOCK = 'github.com/golang/mock';
  const FILE = 'mockgen/internal/tests/dot_imports/mock.go';

  it('accepts `Request` of net/http and rejects a type it does not declare', () => {
    const { body, check } = goChecker(MOCK, FILE, 'MockWithDotImports.Method1');
    expect(body).toContain('ret[0].(Request)');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(body.replace('ret[0].(Request)', 'ret[0].(Request)\n\t_, _ = NewRequestWithContext(Background(), MethodGet, "/", nil)'))).toMatchObject({ ok: true, errors: [] });
    const r = check(body.replace('ret[0].(Request)', 'ret[0].(HTTPRequest)'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`HTTPRequest` is not declared in package `dot_imports`, this file's imports \(`\. "context"` as of Go 1\.\d+\.\d+, `\. "net\/http"` as of Go 1\.\d+\.\d+\) or Go's builtins/)]);
  });

  it('leaves the names open when the module asks for a newer Go than the table\'s', () => {
    const newer = goChecker(MOCK, FILE, 'MockWithDotImports.Method1', { repoEdit: (repo) => repo.set('go.mod', repo.get('go.mod')!.replace(/^go 1\.11$/m, 'go 1.22')) });
    expect(newer.check(newer.body.replace('ret[0].(Request)', 'ret[0].(HTTPRequest)')).errors).toEqual([]);
  });
});

describe('Go answer checks: a short variable declaration\'s scope starts after its statement (gomega ConsistOfMatcher.Match)', () => {
  const { body: BODY, check } = goChecker(GOMEGA, 'matchers/consist_of.go', 'ConsistOfMatcher.Match');

  it('accepts the real body clean', () => {
    expect(BODY).toContain('matchers := matchers(matcher.Elements)');
    expect(check(BODY)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('checks the call in the local\'s own initializer against the package\'s function', () => {
    const r = check(BODY.replace('matchers := matchers(matcher.Elements)', 'matchers := matchers()'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`matchers` takes 1 argument \(`func matchers\(expectedElems \[\]interface\{\}\) \(matchers \[\]interface\{\}\)`\), the body passes 0/)]);
  });

  it('ends an `if` header\'s local with the statement, and leaves a call of a local in scope alone', () => {
    const header = BODY.replace('\tmatchers := matchers(matcher.Elements)\n',
      '\tif matchers := matchers(matcher.Elements); len(matchers) == 0 {\n\t\treturn false, nil\n\t}\n\tmatchers := matchers(matcher.Elements, nil)\n');
    expect(check(header).errors).toEqual([expect.stringMatching(/^`matchers` takes 1 argument .* the body passes 2/)]);
    const local = BODY.replace('\tvalues := valuesOf(actual)\n', '\tvalues := valuesOf(actual)\n\t{\n\t\tmatchers := func() []interface{} { return nil }\n\t\t_ = matchers()\n\t}\n');
    expect(check(local)).toMatchObject({ ok: true, errors: [] });
  });
});

describe('Go answer checks: a type switch\'s `x := x.(type)` ends with the switch (x/mod modfile printer.expr)', () => {
  const { body: BODY, check } = goChecker('golang.org/x/mod', 'modfile/print.go', 'printer.expr');

  it('checks the parameter\'s members again after the switch', () => {
    expect(BODY).toMatch(/switch x := x\.\(type\) \{[\s\S]*\n\t\}\n[\s\S]*x\.Comment\(\)\.Suffix/);
    expect(check(BODY)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(BODY.replace('x.Comment().Suffix', 'x.CommentAll().Suffix'));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([expect.stringMatching(/^`x\.CommentAll`: `Expr` has no field or method `CommentAll`/)]);
  });
});
