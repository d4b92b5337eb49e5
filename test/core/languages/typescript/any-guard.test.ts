/**
 * A union the check could not narrow because the type guard comes from a module the job did not read (issue 22;
 * seen blind on held out 6: mockttp's `getProxySetting` narrows a `ProxySettingSource` with lodash's
 * `_.isFunction` / `_.isArray`, which the check types `any`, and the original body was rejected with TS2349 and
 * TS2488). The findings on the value such a guard narrows are dropped; the same findings without a guard, or
 * under a guard the check knows, stay.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';
import { tscOracleHost } from '../../../support/tsc-oracle-host.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

function check(file: string, source: string, body: string) {
  const parsed = parseTypeScript(source, file);
  const stub = parsed.stubs?.[0];
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source, parsed, target, stub, body, file, readFiles: new Map([[file, source]]), cache });
}

// The shape of mockttp 4.7.0's src/rules/proxy-config.ts, with lodash not read by the job.
const SOURCE = [
  "import * as _ from 'lodash';",
  '',
  'export interface ProxySetting { proxyUrl: string; noProxy?: string[] }',
  'export type ProxySettingCallbackParams = { hostname: string };',
  'export type ProxySettingCallback = (params: ProxySettingCallbackParams) => Promise<ProxySetting | undefined> | ProxySetting | undefined;',
  'export type ProxySettingSource = ProxySetting | ProxySettingCallback | Array<ProxySettingSource> | undefined;',
  '',
  'export async function getProxySetting(configSource: ProxySettingSource, params: ProxySettingCallbackParams): Promise<ProxySetting | undefined> {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');

const ORIGINAL = [
  'if (_.isFunction(configSource)) return configSource(params);',
  'else if (_.isArray(configSource)) {',
  '  let result: ProxySetting | undefined;',
  '  for (const source of configSource) {',
  '    result = await getProxySetting(source, params);',
  '    if (result) break;',
  '  }',
  '  return result;',
  '}',
  'else return configSource;',
].join('\n');

describe('a union narrowed by a type guard of an unread module', () => {
  it('accepts the original body: lodash would narrow configSource in each branch', () => {
    expect(check('src/rules/proxy-config.ts', SOURCE, ORIGINAL)).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects the same calls with no guard at all', () => {
    const r = check('src/rules/proxy-config.ts', SOURCE, 'for (const s of configSource) await getProxySetting(s, params);\nreturn configSource(params);');
    expect(r.ok).toBe(false);
    expect(r.errors.some((e) => e.includes('(TS2488)'))).toBe(true);
    expect(r.errors.some((e) => e.includes('(TS2349)'))).toBe(true);
  });

  it('still rejects a call the guard the check knows does not allow', () => {
    const r = check('src/rules/proxy-config.ts', SOURCE, 'if (Array.isArray(configSource)) return configSource(params);\nreturn undefined;');
    expect(r.ok).toBe(false);
    expect(r.errors.some((e) => e.includes('(TS2349)'))).toBe(true);
  });
});

/**
 * Held out 19's two false rejections (session 26, blind): the guard's early exit narrows what FOLLOWS the `if`.
 * v-calendar 3's src/utils/date/helpers.ts `isDayInMonth` (lodash's `isNumber`, unread: TS2365 on `unknown >= 1`) and
 * @nullvoxpopuli/ember-composable-helpers' src/helpers/join.ts (`isArray` of @ember/array, unread: TS2345 on
 * `string | T[]`), here with lodash's guards. Cross-checked with tsc over Debian's @types/lodash (node-lodash): clean.
 */
const DAY = [
  "import isNumber from 'lodash/isNumber';",
  '',
  'export type DayInMonth = number;',
  '',
  'export function isDayInMonth(dayInMonth: unknown): dayInMonth is DayInMonth {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
const DAY_ORIGINAL = 'if (!isNumber(dayInMonth)) return false;\nreturn dayInMonth >= 1 && dayInMonth <= 31;';
const JOIN = [
  "import isArray from 'lodash/isArray';",
  '',
  'export function join<T>([separator, rawArray]: [string | T[], T[]?]): string {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
const JOIN_ORIGINAL = "let array = rawArray ?? [];\nif (isArray(separator)) {\n  array = separator as T[];\n  separator = ',';\n}\nreturn array.join(separator);";

const work = mkdtempSync(join(tmpdir(), 'any-guard-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** tsc's errors for the body in place, with Debian's @types/lodash (the guards' real types). */
function tscErrors(source: string, body: string): string[] {
  const file = join(work, 'helpers.ts');
  writeFileSync(file, source.replace("  throw new Error('not implemented');", body.split('\n').map((l) => `  ${l}`).join('\n')));
  const options: ts.CompilerOptions = { noEmit: true, skipLibCheck: true, strict: true, esModuleInterop: true, lib: ['lib.es2022.d.ts'], types: [], typeRoots: ['/usr/share/nodejs/@types'], baseUrl: work, paths: { 'lodash/*': ['/usr/share/nodejs/@types/lodash/*'] }, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const program = ts.createProgram({ rootNames: [file], options, host: tscOracleHost(options) });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe('an unread guard whose early exit narrows what follows (held out 19)', () => {
  it('accepts both originals (tsc with lodash\'s types agrees)', () => {
    expect(existsSync('/usr/share/nodejs/@types/lodash/isNumber.d.ts')).toBe(true);
    expect(tscErrors(DAY, DAY_ORIGINAL)).toEqual([]);
    expect(tscErrors(JOIN, JOIN_ORIGINAL)).toEqual([]);
    expect(check('src/utils/date/helpers.ts', DAY, DAY_ORIGINAL)).toMatchObject({ ok: true, errors: [] });
    expect(check('src/helpers/join.ts', JOIN, JOIN_ORIGINAL)).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects the same use with no guard before it, or a guard on another value (tsc agrees)', () => {
    const bare = 'return dayInMonth >= 1 && dayInMonth <= 31;';
    expect(tscErrors(DAY, bare).join('\n')).toMatch(/unknown/);
    expect(check('src/utils/date/helpers.ts', DAY, bare).errors.join('\n')).toMatch(/\(TS(2365|18046)\)/);
    const other = 'const n: unknown = 3;\nif (!isNumber(n)) return false;\nreturn dayInMonth >= 1;';
    expect(tscErrors(DAY, other).join('\n')).toMatch(/unknown/);
    expect(check('src/utils/date/helpers.ts', DAY, other).errors.join('\n')).toMatch(/\(TS(2365|18046)\)/);
    const joined = 'const array = rawArray ?? [];\nreturn array.join(separator);';
    expect(tscErrors(JOIN, joined).join('\n')).toMatch(/not assignable/);
    expect(check('src/helpers/join.ts', JOIN, joined).errors.join('\n')).toMatch(/\(TS2345\)/);
  });
});
