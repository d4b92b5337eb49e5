/**
 * A base named through a package that gathers its modules by star imports (issue 22, session 25; python held out 17's
 * two plasTeX member misses, read after its blind run). plasTeX's natbib.py declares `NatBibCite(Base.cite)` with
 * `from plasTeX import Base`; `plasTeX/Base/__init__.py` star-imports `plasTeX.Base.LaTeX` and `plasTeX.Base.TeX`,
 * package `__init__`s that star-import their modules, and `cite` is LaTeX's Bibliography.py's class. The scope rounds
 * now follow the name into every star-imported module, and the check takes a star-imported module that binds the
 * name nowhere (every star import of its own read) as adding nothing: before, TeX's `__init__`, which star-imports
 * its modules and yields no `cite`, left the base unknown and `citet` open. Real Debian source: python3-plastex.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

describe('Python answer checks: a base through star-importing packages', () => {
  it("closes plasTeX's natbib citet over Base.cite, and leaves it open while a star-imported module is unread", () => {
    const T = 'plasTeX/Packages/natbib.py';
    const scope = scopeRounds(T, [], true);
    expect(scope.read).toEqual(expect.arrayContaining(['plasTeX/Base/__init__.py', 'plasTeX/Base/LaTeX/__init__.py', 'plasTeX/Base/TeX/__init__.py', 'plasTeX/Base/LaTeX/Bibliography.py']));
    for (const qualname of ['citet.citation', 'citealp.citation']) {
      const { body, check } = stubbedDebianSource(T, qualname, scope);
      expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
      const wrong = body.replace('self.numcitation()', 'self.numcitation_all()');
      expect(wrong).not.toBe(body);
      expect(check(wrong).errors).toEqual([expect.stringMatching(new RegExp(`^\`${qualname.split('.')[0]}\` has no member \`numcitation_all\``))]);
      // One of TeX's star-imported modules unread: it may bind `cite`, so the base is unknown and the class open.
      const texModule = scope.read.find((f) => f.startsWith('plasTeX/Base/TeX/') && !f.endsWith('__init__.py'));
      expect(texModule).toBeDefined();
      const partial = stubbedDebianSource(T, qualname, { ...scope, read: scope.read.filter((f) => f !== texModule) });
      expect(partial.check(wrong)).toMatchObject({ ok: true, errors: [] });
    }
  });
});
