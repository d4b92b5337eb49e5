/**
 * A base class calling a method only its subclasses define (issue 22), on real code: distributed's
 * `ProgressBar.listen` (Debian python3-distributed) calls `self._draw_bar(...)`, which
 * `TextProgressBar(ProgressBar)` and `ProgressWidget(ProgressBar)` in the same file define. Found
 * as a false rejection by bench:validate's held-out run (docs/benchmarks.md says so).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';

const PATH = '/usr/lib/python3/dist-packages/distributed/diagnostics/progressbar.py';
const FILE = 'distributed/diagnostics/progressbar.py';
const QUALNAME = 'ProgressBar.listen';

describe('the template-method pattern (distributed.diagnostics.progressbar)', () => {
  const original = readFileSync(PATH, 'utf8');
  const def = parsePython(original).definitions.find((d) => d.qualname === QUALNAME)!;
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(8)).join('\n');
  const source = [...lines.slice(0, sigEnd), '        pass', ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === QUALNAME)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === QUALNAME)!;
  const check = (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file: FILE, readFiles: new Map([[FILE, source]]) });

  it('accepts a call of a method the subclasses define', () => {
    expect(body).toContain('self._draw_bar(**response)');
    expect({ errors: check(body).errors, warnings: check(body).warnings }).toEqual({ errors: [], warnings: [] });
  });

  it('still rejects a method neither the class nor a subclass defines', () => {
    const v = check(body.replace('self._draw_bar(**response)', 'self._draw_progress(**response)'));
    expect(v.errors).toEqual([expect.stringMatching(/^`ProgressBar` has no member `_draw_progress`/)]);
  });
});

/**
 * A mixin calling what the classes it is combined with supply: docker's `ImageApiMixin.history`
 * (Debian python3-docker) calls `self._get`, `self._url` and `self._result`, which `APIClient` (in
 * another file, combining all the mixins) defines. Found as a false rejection by the same held-out run.
 */
describe('a mixin (docker.api.image.ImageApiMixin)', () => {
  const MIXIN_PATH = '/usr/lib/python3/dist-packages/docker/api/image.py';
  const MIXIN_FILE = 'docker/api/image.py';
  const original = readFileSync(MIXIN_PATH, 'utf8');
  const source = original.replace('        res = self._get(self._url("/images/{0}/history", image))\n        return self._result(res, True)\n', '        pass\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === 'ImageApiMixin.history')!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === 'ImageApiMixin.history')!;
  const check = (b: string) => validateImplementation({ source, parsed, target, stub, body: b, file: MIXIN_FILE, readFiles: new Map([[MIXIN_FILE, source]]) });

  it('accepts calls of what the combined classes supply', () => {
    expect(source).not.toBe(original);
    const v = check('res = self._get(self._url("/images/{0}/history", image))\nreturn self._result(res, True)');
    expect({ errors: v.errors, warnings: v.warnings }).toEqual({ errors: [], warnings: [] });
  });
});
