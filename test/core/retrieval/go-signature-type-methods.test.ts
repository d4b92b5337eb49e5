/**
 * Go retrieval of a method of a parameter's type (RetrievalRules.signatureTypeMethods): heroku-go's
 * `Service.Do(..., lr *ListRange)` calls `lr.SetHeader(req)`; ListRange sits in heroku.go, a generated
 * file of ~5,000 lines and ~300 `Service` methods, whose outline shows the type with its methods cut.
 * Before the rule, SetHeader was a member two hops out, ranked ~600th of ~600 candidates, and the
 * budget went to same-file siblings (Go held out 4's one package below file-refs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import type { FrontierEntry } from '../../../src/core/graph/expand.js';
import { parseSource } from '../../../src/core/languages/index.js';
import type { Candidate } from '../../../src/core/retrieval/assemble.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { liftSignatureTypeMethods, signatureTypeIds } from '../../../src/core/retrieval/signature-type-methods.js';
import { memorySource } from '../graph/memory-source.js';

const ROOT = '/usr/share/gocode/src/github.com/cyberdelia/heroku-go/v5';

describe('Go: methods of a type the signature names', () => {
  it("puts ListRange.SetHeader in the context of a stubbed Service.Do, whose parameter lr is a *ListRange", async () => {
    const files: Record<string, string> = {};
    for (const f of readdirSync(ROOT).filter((n) => n.endsWith('.go'))) files[`heroku/${f}`] = readFileSync(`${ROOT}/${f}`, 'utf8');
    files['heroku/go.mod'] = 'module github.com/cyberdelia/heroku-go/v5\n\ngo 1.16\n';
    const body = '\tif lr != nil {\n\t\tlr.SetHeader(req)\n\t}\n';
    const start = files['heroku/heroku.go']!.indexOf('func (s *Service) Do(');
    const open = files['heroku/heroku.go']!.indexOf('{\n', start) + 2;
    const close = files['heroku/heroku.go']!.indexOf('\n}\n', open) + 1;
    expect(files['heroku/heroku.go']!.slice(open, close)).toContain(body);
    files['heroku/heroku.go'] = `${files['heroku/heroku.go']!.slice(0, open)}\tpanic("not implemented")\n${files['heroku/heroku.go']!.slice(close)}`;
    for (const budgetTokens of [2000, 6000]) {
      const result = await retrieve(memorySource(files), { file: 'heroku/heroku.go', qualname: 'Service.Do' }, { retriever: 'dycoder', budgetTokens, maxHops: 10 });
      expect(result.context).toContain('func (lr *ListRange) SetHeader(req *http.Request) {');
    }
  });

  it("lifts the best-ranked methods of each signature type most, leaves the receiver's own type alone, and adds methods in other open files of the type's folder", () => {
    const a = 'package p\n\ntype Range struct{ n int }\n\ntype Svc struct{}\n\nfunc (s *Svc) Do(r *Range) error {\n\tpanic("TODO")\n}\n\nfunc (s *Svc) Other() {}\n\nfunc (r *Range) A() {}\n\nfunc (r *Range) B() {}\n\nfunc (r *Range) C() {}\n';
    const b = 'package p\n\nfunc (r *Range) Split() {}\n';
    const ma = indexModule('p/a.go', a, parseSource(a, 'p/a.go'));
    const mb = indexModule('p/b.go', b, parseSource(b, 'p/b.go'));
    const def = (m: typeof ma, q: string) => {
      const d = m.parsed.definitions.find((x) => x.qualname === q);
      if (d === undefined) throw new Error(`fixture: ${q}`);
      return d;
    };
    const target = def(ma, 'Svc.Do');
    const entry = (q: string, kind: FrontierEntry['kind']): FrontierEntry => ({ id: `p/a.go:${q}`, symbol: { kind: 'definition', file: 'p/a.go', def: def(ma, q) }, hop: 1, kind, from: 'p/a.go:Svc.Do' });
    const types = signatureTypeIds([entry('Range', 'annotation'), entry('Svc', 'annotation')], 'p/a.go:Svc.Do', target.parent);
    expect([...types]).toEqual(['p/a.go:Range']);
    const cand = (q: string, score: number): Candidate => ({ mod: ma, def: def(ma, q), reason: 'member', hop: 2, score });
    const candidates = [cand('Range.A', 1), cand('Range.B', 3), cand('Range.C', 2), cand('Svc.Other', 2)];
    // A flat entry score: the gain is the same for every method, only its share (1, 1/2, 1/3, ...) differs.
    liftSignatureTypeMethods({ types, candidates, opened: [ma, mb], score: (e) => (e.kind === 'call' ? 1 : 0.25), target });
    const score = (q: string): number | undefined => candidates.find((c) => c.def.qualname === q)?.score;
    expect(score('Range.B')).toBeCloseTo(3 + 1.75);
    expect(score('Range.C')).toBeCloseTo(2 + 1.75 / 2);
    expect(score('Range.A')).toBeCloseTo(1 + 1.75 / 3);
    expect(score('Svc.Other')).toBe(2);
    // The method in b.go joined at a member's score and was lifted by its place among the four.
    expect(candidates.find((c) => c.def.qualname === 'Range.Split')?.mod.file).toBe('p/b.go');
    expect(score('Range.Split')).toBeCloseTo(0.25 + 1.75 / 4);
  });
});
