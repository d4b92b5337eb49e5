/**
 * A union the check could not narrow because the type guard comes from a module the job did not read (issue 22;
 * seen blind on held out 6: mockttp's `getProxySetting` narrows a `ProxySettingSource` with lodash's
 * `_.isFunction` / `_.isArray`, which the check types `any`, and the original body was rejected with TS2349 and
 * TS2488). The findings on the value such a guard narrows are dropped; the same findings without a guard, or
 * under a guard the check knows, stay.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);

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
