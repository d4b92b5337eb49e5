/**
 * `keyof` over an interface of a global namespace the check cannot see whole (issue 22; a false rejection of blind
 * held out 11): @pothos/core's `SchemaBuilder.registerPlugin<T extends keyof PluginConstructorMap<SchemaTypes>>(name:
 * T, ...)` puts `name` in a template literal and passes it where a `string` goes. `PluginConstructorMap` maps over
 * `keyof PothosSchemaTypes.Plugins<...>`, an empty interface of a `declare global` namespace that plugin packages
 * augment; it is declared in src/types/global/schema-types.ts, which nothing imports by name (src/types/index.ts
 * imports './global/index.js' for its side effect). Unread, or read but not in the program, the interface is `any`
 * to the check and the keys `string | number | symbol`: "Implicit conversion of a 'symbol'" (TS2731) and "Argument of
 * type 'string | number | symbol' is not assignable to parameter of type 'string'" (TS2345). The real compiler sees
 * the interface's declared keys (names; augmentation adds names), never a symbol. Two mechanisms: a read file that
 * augments the global scope is compiled as the project's tsconfig would (check/program.ts: a root, imported or not),
 * and a `keyof` whose keys come from an `any` (through a type parameter's constraint and a mapped type) is the check's
 * blind spot (check/unknown-from-any.ts); a symbol the body's own types hold stays an error.
 * Verbatim files of @pothos/core 4.15.1 (ISC) in test/fixtures/pothos-core-plugins, stored as `.txt`.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const FIXTURE = fixtureStub('pothos-core-plugins', 'src/builder.ts', 'SchemaBuilder.registerPlugin', '  ) {\n', '\n  }\n', '    ', cache, 'static registerPlugin<');
const BODY = FIXTURE.body;
const check = (body: string, files: readonly string[]) => FIXTURE.check(body, files);

const INDEX = ['src/types/index.ts', 'src/types/plugins.ts'];
const WITH_GLOBAL = [...INDEX, 'src/types/global/schema-types.ts'];

describe("keyof over a global namespace's interface the check cannot see whole (@pothos/core's registerPlugin)", () => {
  it('accepts the original body with the namespace unread, and with its file read but imported by nobody', () => {
    expect(BODY).toContain('multiple implementations for plugin ${name}');
    expect(check(BODY, INDEX)).toMatchObject({ ok: true, errors: [] });
    expect(check(BODY, ['src/types/plugins.ts'])).toMatchObject({ ok: true, errors: [] });
    expect(check(BODY, WITH_GLOBAL)).toMatchObject({ ok: true, errors: [] });
  });

  it("still rejects a symbol the body's own types hold, and a wrong argument", () => {
    const own = BODY.replace('plugin ${name}`', 'plugin ${key}`').replace('  throw new PothosError', '  const key: PropertyKey = name;\n  throw new PothosError');
    expect(own).not.toBe(BODY);
    for (const files of [INDEX, WITH_GLOBAL]) {
      const r = check(own, files);
      expect(r.ok).toBe(false);
      expect(r.errors.join(' ')).toMatch(/TS2731/);
    }
    // A number where the map's string key goes: TS2345 under the lenient and the strict settings alike (the fixture has no
    // tsconfig, so the check asks both, check/strictness.ts), and for tsc on the whole package.
    const wrongArgument = BODY.replace('optionNormalizers.set(name, normalizeOptions)', 'optionNormalizers.set(42, normalizeOptions)');
    expect(wrongArgument).not.toBe(BODY);
    for (const files of [INDEX, WITH_GLOBAL]) {
      const r = check(wrongArgument, files);
      expect(r.ok).toBe(false);
      expect(r.errors.join(' ')).toMatch(/TS2345/);
    }
    // `plugin` there: with the namespace read the plugin map is empty, `plugin` is `never` and fits anywhere, for tsc on the
    // whole package too; unread, only the lenient settings' view of the `any` namespace objects, and a strict run does not
    // agree, so it is no finding (session 29: a lenient type finding needs the strict run's agreement when the settings are
    // unknown).
    const pluginKey = BODY.replace('optionNormalizers.set(name, normalizeOptions)', 'optionNormalizers.set(plugin, normalizeOptions)');
    expect(check(pluginKey, WITH_GLOBAL)).toMatchObject({ ok: true, errors: [] });
    expect(check(pluginKey, INDEX)).toMatchObject({ ok: true, errors: [] });
  });
});

describe('a read module that augments the global scope, imported by nobody (a tsconfig compiles every file)', () => {
  const GLOBALS = "declare global {\n  function track(event: string): void;\n  namespace App {\n    interface Config {\n      name: string;\n    }\n  }\n}\nexport {};\n";
  const TARGET = 'src/report.ts';
  const SOURCE_R = "export function report(config: App.Config): string {\n  throw new Error('not implemented');\n}\n";
  function run(body: string, globals: boolean) {
    const parsed = parseTypeScript(SOURCE_R, TARGET);
    const stub = parsed.stubs?.[0];
    const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
    if (!stub || !target) throw new Error('no stub');
    const readFiles = new Map([[TARGET, SOURCE_R], ...(globals ? [['src/globals.ts', GLOBALS] as const] : [])]);
    return validateImplementation({ source: SOURCE_R, parsed, target, stub, body, file: TARGET, readFiles, cache });
  }

  it('knows its globals: a function it declares is bound, a member its interface lacks is rejected', () => {
    expect(run("track('report');\nreturn config.name;", true)).toMatchObject({ ok: true, errors: [] });
    const wrong = run("track('report');\nreturn config.nmae;", true);
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join(' ')).toMatch(/nmae.*TS(2339|2551)/);
    // Not read: `track` is unbound (the check cannot know better), `App` open.
    expect(run("track('report');\nreturn config.name;", false).errors.join(' ')).toMatch(/track.*TS2304/);
  });
});
