/**
 * Held out 19's bundle test (bench/support/npm-pack-bundle.ts, issue 22, session 26): held out 18 drew
 * cloudinary-video-player's lib/, a rollup build whose chunks carry none of held out 17's compiler marks, as hand-written
 * JavaScript, and all four of its wrong-member misses came from it. On real npm code installed here: vitest's dist/chunks
 * (rollup chunks) are a bundle, semver's and js-yaml's hand-written folders are not, and neither is tsc's output (ioredis's
 * built/, the compiler-mark test's job).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleMark, bundleShare } from '../../bench/support/npm-pack-bundle.js';
import { COMPILED_MARK_17 } from '../../bench/support/validate-draw-17.js';
import { BUNDLE_SHARE_19 } from '../../bench/support/validate-draw-19.js';

const NODE_MODULES = join(import.meta.dirname, '..', '..', 'node_modules');
const isBundle = (root: string, dir: string): boolean => {
  const s = bundleShare(join(NODE_MODULES, root), dir);
  return s.files > 0 && s.marked >= BUNDLE_SHARE_19 * s.files;
};

describe("held out 19's bundle test", () => {
  it("takes rollup's chunks for a bundle, which held out 17's compiler marks do not", () => {
    expect(isBundle('vitest', 'dist')).toBe(true);
    const chunks = join(NODE_MODULES, 'vitest', 'dist', 'chunks');
    const js = readdirSync(chunks).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(chunks, f), 'utf8')).filter((t) => t.length < 100_000);
    const compiled = js.filter((t) => COMPILED_MARK_17.test(t)).length;
    const bundled = js.filter((t) => bundleMark(t) !== undefined).length;
    expect(compiled * 2).toBeLessThan(js.length);
    expect(bundled * 2).toBeGreaterThanOrEqual(js.length);
  });

  it('leaves hand-written JavaScript and tsc output alone', () => {
    expect(bundleShare(join(NODE_MODULES, 'semver'), '.').marked).toBe(0);
    expect(bundleShare(join(NODE_MODULES, 'js-yaml'), 'lib').marked).toBe(0);
    expect(bundleShare(join(NODE_MODULES, 'ioredis'), 'built').marked).toBe(0);
  });

  it('names each mark', () => {
    expect(bundleMark("import { c as createVideoPlayer, a as createPlayerWithConfig } from './video-player.js';")).toMatch(/chunk/);
    expect(bundleMark('var window$1 = x; var document$1 = y;')).toMatch(/renames/);
    expect(bundleMark('__webpack_require__(12)')).toMatch(/helper/);
    expect(bundleMark("import { join as joinPath } from 'node:path';\nconst total$ = 1;")).toBeUndefined();
  });
});
