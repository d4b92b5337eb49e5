/**
 * Two blind misses of bench:validate held out 4 (issue 22, session 11), as mechanisms:
 * - A TypeScript file under `// @ts-nocheck` (@colyseus/schema's decode.ts): the compiler reports nothing in
 *   it, so a made-up helper and Python written as TypeScript passed. An unbound name still throws at run
 *   time: such a file is checked like JavaScript (scope and grammar findings only). On real code: the
 *   openai package's vendored zod-to-json-schema `parsers/string.ts` (a dependency of this repository).
 * - A project's ambient globals in a declaration file nobody imports (mobx's `src/global.d.ts`:
 *   `declare const __DEV__: boolean`): the answer checks now read the `.d.ts` files beside the target's
 *   folders (Language.scopeFiles), so a correct body using `__DEV__` is not rejected.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { ambientDeclarationFiles } from '../../../../src/core/languages/typescript/answer/ambient-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

function check(file: string, source: string, body: string, others: Record<string, string> = {}) {
  const parsed = parseTypeScript(source, file);
  const stub = parsed.stubs?.[0];
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source, parsed, target, stub, body, file, readFiles: new Map([[file, source], ...Object.entries(others)]), cache });
}

describe('a TypeScript file under // @ts-nocheck (openai vendored zod-to-json-schema parsers/string.ts)', () => {
  const path = join(process.cwd(), 'node_modules/openai/src/_vendor/zod-to-json-schema/parsers/string.ts');
  const original = readFileSync(path, 'utf8');
  const FILE = 'src/_vendor/zod-to-json-schema/parsers/string.ts';
  const head = 'export function parseStringDef(def: ZodStringDef, refs: Refs): JsonSchema7StringType {\n';
  const start = original.indexOf(head) + head.length;
  const end = original.indexOf('\n}\n', start);
  const body = original.slice(start, end).split('\n').map((l) => l.replace(/^ {2}/, '')).join('\n');
  const source = `${original.slice(0, start)}  throw new Error('not implemented');${original.slice(end)}`;

  it('is such a file, and its original body is accepted with no finding', () => {
    expect(original.startsWith('// @ts-nocheck')).toBe(true);
    expect(body).toContain('addFormat(res, ');
    expect(check(FILE, source, body)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a made-up helper and Python written as TypeScript', () => {
    const helper = check(FILE, source, body.replace('addFormat(res, ', 'computeAddFormat(res, '));
    expect(helper.ok).toBe(false);
    expect(helper.errors.join('\n')).toMatch(/computeAddFormat/);
    expect(check(FILE, source, 'result = None\nreturn result').ok).toBe(false);
  });
});

describe("a project's ambient declarations (mobx src/global.d.ts declaring __DEV__)", () => {
  const FILE = 'mobx/src/api/intercept-read.ts';
  const GLOBAL = 'mobx/src/global.d.ts';
  const source = ['export function interceptReads(thing: unknown): () => void {', "  throw new Error('not implemented');", '}', ''].join('\n');
  const body = 'if (__DEV__) {\n  console.warn(String(thing));\n}\nreturn () => undefined;';

  it('lists the declaration files beside the folders above the target, not those of other folders or node_modules', () => {
    const files = [FILE, GLOBAL, 'mobx/src/core/atom.ts', 'mobx/src/core/types.d.ts', 'mobx/types/env.d.ts', 'types/global.d.ts', 'other/src/global.d.ts', 'mobx/node_modules/x/index.d.ts'];
    expect(ambientDeclarationFiles(FILE, files)).toEqual([GLOBAL, 'mobx/types/env.d.ts', 'types/global.d.ts']);
  });

  it('accepts a body using the global once that file is read, and rejects it without', () => {
    expect(check(FILE, source, body, { [GLOBAL]: 'declare const __DEV__: boolean\n' })).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(FILE, source, body).errors.join('\n')).toMatch(/__DEV__/);
  });
});
