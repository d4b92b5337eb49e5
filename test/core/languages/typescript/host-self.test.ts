/**
 * The browser's and workers' global `self` (issue 22; three false rejections of blind TS/JS held out 12, read after
 * its run): mpegts.js 1.8.2's `PlayerEngineDedicatedThread.isSupported` reads `self.Worker` and `self.MediaSource`,
 * flv.js 1.6.2's `FetchStreamLoader.isSupported` reads `self.fetch` and `self.ReadableStream`, and
 * `MSStreamLoader.isSupported` reads `self.MSStream`. The check left `self` out of its host globals, so the compiler
 * said "Cannot find name 'self'" and the Python-spelling message fired. `self` is now the global object (`typeof
 * globalThis`, check/lib-env.ts) and a member the check's globals lack is unknown, not wrong (check/host-self.ts);
 * `self.name` where the class around the body has `name` and the host has none is still Python's `self` for `this`.
 * Verbatim files (Apache-2.0) in test/fixtures/mpegts-flv-self, stored as `.txt`.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const MPEGTS = fixtureStub(
  'mpegts-flv-self/mpegts', 'src/player/player-engine-dedicated-thread.ts', 'PlayerEngineDedicatedThread.isSupported',
  'public static isSupported(): boolean {\n', '\n    }\n', '        ', cache,
);
const FETCH = fixtureStub('mpegts-flv-self/flv', 'src/io/fetch-stream-loader.js', 'FetchStreamLoader.isSupported', 'static isSupported() {\n', '\n    }\n', '        ', cache);
const MSSTREAM = fixtureStub('mpegts-flv-self/flv', 'src/io/xhr-msstream-loader.js', 'MSStreamLoader.isSupported', 'static isSupported() {\n', '\n    }\n', '        ', cache);
const PYTHON = /The body is Python, not TypeScript\/JavaScript \(`self`\)/;

describe("the host's global `self`", () => {
  it('accepts the original bodies of mpegts.js (TypeScript) and flv.js (JavaScript) that read the host through `self`', () => {
    expect(MPEGTS.body).toContain('self.MediaSource');
    expect(FETCH.body).toContain('self.fetch && self.ReadableStream');
    expect(MSSTREAM.body).toContain('self.MSStream');
    expect(MPEGTS.check(MPEGTS.body, [])).toMatchObject({ ok: true, errors: [] });
    expect(FETCH.check(FETCH.body, [])).toMatchObject({ ok: true, errors: [] });
    expect(MSSTREAM.check(MSSTREAM.body, [])).toMatchObject({ ok: true, errors: [] });
  });

  it("still rejects Python's `self` for `this` (a member of the class, not of the host), and a name nothing binds", () => {
    // TypeScript: `_config` is a field of PlayerEngineDedicatedThread; JavaScript: `_config` is assigned in the constructor.
    const ts = MPEGTS.check('return self._config !== undefined;', []);
    expect(ts.ok).toBe(false);
    expect(ts.errors.join(' ')).toMatch(PYTHON);
    const js = FETCH.check('return self._config !== undefined;', []);
    expect(js.ok).toBe(false);
    expect(js.errors.join(' ')).toMatch(PYTHON);
    const unbound = FETCH.check(FETCH.body.replace('self.fetch &&', 'slf.fetch &&'), []);
    expect(unbound.ok).toBe(false);
    expect(unbound.errors.join(' ')).toMatch(/Cannot find name 'slf'/);
  });

  it('binds `self` to a local or parameter when the body declares one', () => {
    expect(FETCH.check('const self = this;\nreturn self._config !== undefined;', [])).toMatchObject({ ok: true, errors: [] });
  });
});
