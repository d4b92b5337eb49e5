import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { checkGlob, compileGlobs, compilePathFilter, GLOB_LIMITS } from '../../../src/core/source/path-glob.js';

const PATHS = [
  'a.py',
  'setup.py',
  '.hidden.py',
  'src/a.py',
  'src/pkg/mod.py',
  'src/pkg/deep/er/mod.py',
  'src/legacy/old.py',
  'src/legacy',
  'tests/test_a.py',
  'docs/conf.txt',
  'src/pkg/.cfg/x.py',
  'lib/a-b.py',
  'lib/a_b.py',
  'lib/abc.pyi',
  'x/y/z',
];

// picomatch (which the worker used before) is the oracle for every ordinary glob.
const GLOBS = [
  '**/*.py',
  '*.py',
  'src/**',
  'src/**/*.py',
  'src/*/mod.py',
  '**/legacy/**',
  'src/**/deep/**/*.py',
  'lib/a[-_]b.py',
  'lib/?bc.py*',
  '**/*.{py,pyi}',
  '{src,tests}/**/*.py',
  'src/**/**/mod.py',
  '**',
  'x/**/z',
  'src/p*g/**',
  'lib/a\\-b.py',
  '**/.hidden.py',
];

describe('compileGlobs agrees with picomatch on ordinary globs', () => {
  for (const glob of GLOBS) {
    it(glob, () => {
      expect(checkGlob(glob)).toBeUndefined();
      const ours = compileGlobs([glob]);
      const theirs = picomatch(glob, { dot: true });
      for (const path of PATHS) expect([path, ours(path)]).toEqual([path, theirs(path)]);
    });
  }
});

describe('pathological globs', () => {
  // The glob from issue 11 that held a worker's event loop for minutes with picomatch.
  const evil = `${Array.from({ length: GLOB_LIMITS.maxGlobstars - 1 }, () => '**/a').join('/')}/**/b`;
  const deepPath = `${Array.from({ length: 400 }, () => 'a').join('/')}/c.py`;

  it('matches the issue glob against a 400-deep path in well under a second', () => {
    const match = compileGlobs([evil]);
    const started = performance.now();
    expect(match(deepPath)).toBe(false);
    expect(match(`${deepPath.replace(/c\.py$/, '')}b`)).toBe(true);
    // Not a benchmark: a bound two orders of magnitude above the expected cost, so only a
    // backtracking matcher (minutes) can fail it.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses globs beyond the limits with the reason', () => {
    expect(checkGlob(`${'**/a/'.repeat(20)}**/b`)).toMatch(/"\*\*" segments; the limit is 8/);
    expect(checkGlob('a'.repeat(300))).toMatch(/300 characters long; the limit is 256/);
    expect(checkGlob('{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}')).toMatch(/more than 32 alternatives/);
    expect(checkGlob('{a,{b,c}}')).toMatch(/nests/);
    expect(checkGlob('!(x)/*.py')).toMatch(/extended glob|starts with "!"/);
    expect(checkGlob('src/+(a|b).py')).toMatch(/extended glob/);
    expect(checkGlob('!src/**')).toMatch(/under `ignore`/);
    expect(checkGlob('src/[ab.py')).toMatch(/"\[" without its "\]"/);
    expect(checkGlob('*?*?*?*?*?*?*?*?*?*?*?*?*?*?')).toMatch(/wildcards/);
  });

  it('throws rather than match a refused glob', () => {
    expect(() => compileGlobs(['{a,{b}}'])).toThrow(/nests/);
  });
});

describe('classes', () => {
  it('negates with [!…] as shells and .gitignore do (picomatch reads it literally)', () => {
    const match = compileGlobs(['lib/a[!_]b.py']);
    expect(['lib/a-b.py', 'lib/a_b.py'].filter(match)).toEqual(['lib/a-b.py']);
  });
});

describe('compilePathFilter', () => {
  it('keeps paths matching `paths` and not `ignore`', () => {
    const keep = compilePathFilter({ paths: ['src/**/*.py'], ignore: ['src/legacy/**'] });
    expect(['src/a.py', 'src/legacy/old.py', 'tests/test_a.py', 'src/pkg/mod.py'].filter(keep)).toEqual(['src/a.py', 'src/pkg/mod.py']);
  });
});
