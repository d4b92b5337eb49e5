/**
 * A value the check types `unknown` only because an unread module is `any` (issue 22; seen blind on
 * @apollo/server's `enablePluginsForSchemaResolvers`: `Object.values(schema.getTypeMap())` over an unread
 * graphql gives `unknown[]`, and `instanceof GraphQLObjectType` does not narrow) is not the body's
 * mistake; an `unknown` the body makes (a declared `unknown`, an explicit type argument) is.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

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

// The shape of @apollo/server's src/utils/schemaInstrumentation.ts, with graphql not read by the job.
const SOURCE = [
  "import { type GraphQLSchema, getNamedType, GraphQLObjectType } from 'graphql';",
  '',
  'function wrapField(field: unknown): void {}',
  '',
  'export function enablePlugins(schema: GraphQLSchema): GraphQLSchema {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');

const ORIGINAL = [
  'const typeMap = schema.getTypeMap();',
  'Object.values(typeMap).forEach((type) => {',
  "  if (!getNamedType(type).name.startsWith('__') && type instanceof GraphQLObjectType) {",
  '    const fields = type.getFields();',
  '    Object.values(fields).forEach((field) => wrapField(field));',
  '  }',
  '});',
  'for (const t of Object.values(typeMap)) t.describe();',
  'const first = Object.values(typeMap)[0];',
  'first.describe();',
  'return schema;',
].join('\n');

describe('members of an unknown the check made from an unread module', () => {
  it('accepts the original body: the unknown comes from a generic call over an `any`', () => {
    expect(check('src/plugins.ts', SOURCE, ORIGINAL)).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects members of an unknown the body makes', () => {
    const declared = check('src/plugins.ts', SOURCE, 'const v: unknown = schema.getTypeMap();\nv.describe();\nreturn schema;');
    expect(declared.errors).toEqual(["Body line 2: Property 'describe' does not exist on type 'unknown'. (TS2339)"]);
    const typed = check('src/plugins.ts', SOURCE, 'Object.values<unknown>(schema.getTypeMap()).forEach((t) => t.describe());\nreturn schema;');
    expect(typed.errors).toEqual(["Body line 1: Property 'describe' does not exist on type 'unknown'. (TS2339)"]);
  });
});

// The shape of uint8arrays' src/to-string.ts (seen on held out 5): the encodings are a `keyof` of a value
// from multiformats, which the job did not read, so the check sees `keyof any` (string | number | symbol).
const ENCODINGS = [
  "import { bases } from 'multiformats/basics';",
  '',
  "export type SupportedEncodings = 'utf8' | 'hex' | keyof typeof bases;",
  '',
  "export function toString(array: Uint8Array, encoding: SupportedEncodings = 'utf8'): string {",
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');

describe('a keyof over an unread module in a template literal', () => {
  it('accepts the original body: the symbol in `keyof any` is the check\'s, not the body\'s', () => {
    const body = "if (encoding === 'utf8') {\n  return new TextDecoder().decode(array);\n}\nthrow new Error(`Unsupported encoding \"${encoding}\"`);";
    expect(check('src/to-string.ts', ENCODINGS, body)).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects a symbol the body converts itself (a key typed PropertyKey)', () => {
    const source = ['export function describeKey(key: PropertyKey): string {', "  throw new Error('not implemented');", '}', ''].join('\n');
    const r = check('src/keys.ts', source, 'return `key ${key}`;');
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/TS2731/);
  });
});

// The shape of @msgpack/msgpack's src/decodeAsync.ts (seen blind on held out 6): `ReadableStreamLike<T>` is
// `AsyncIterable<T> | ReadableStream<T>`, and the check declares the DOM's `ReadableStream` as `any`, so the union
// is `any`, `ensureAsyncIterable(streamLike)` infers its `T` as `unknown`, and the `AsyncIterable<unknown>` it
// returns is "not assignable" where the real compiler, with the DOM's types, infers `T` from the argument.
const STREAMS = [
  'export type ReadableStreamLike<T> = AsyncIterable<T> | ReadableStream<T>;',
  '',
  'export function ensureAsyncIterable<T>(streamLike: ReadableStreamLike<T>): AsyncIterable<T> {',
  '  return streamLike as AsyncIterable<T>;',
  '}',
  '',
  'class Decoder {',
  '  public async decodeAsync(stream: AsyncIterable<ArrayLike<number> | ArrayBufferView | ArrayBufferLike>): Promise<unknown> {',
  '    for await (const chunk of stream) return chunk;',
  '    return undefined;',
  '  }',
  '}',
  '',
  'export async function decodeAsync(streamLike: ReadableStreamLike<ArrayLike<number> | BufferSource>): Promise<unknown> {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');

describe('an argument whose generic type the check inferred as unknown from an `any`', () => {
  it('accepts the original body: the type argument came from a host type the check declares as any', () => {
    const body = 'const stream = ensureAsyncIterable(streamLike);\nconst decoder = new Decoder();\nreturn decoder.decodeAsync(stream);';
    expect(check('src/decodeAsync.ts', STREAMS, body)).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects an unknown the body makes and passes on', () => {
    const declared = 'const stream: AsyncIterable<unknown> = ensureAsyncIterable(streamLike);\nreturn new Decoder().decodeAsync(stream);';
    const r = check('src/decodeAsync.ts', STREAMS, declared);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/TS2345/);
    const typed = 'const stream = ensureAsyncIterable<unknown>(streamLike);\nreturn new Decoder().decodeAsync(stream);';
    expect(check('src/decodeAsync.ts', STREAMS, typed).errors.join(' ')).toMatch(/TS2345/);
    const wrong = 'return new Decoder().decodeAsync([1, 2, 3].map((n) => String(n)));';
    expect(check('src/decodeAsync.ts', STREAMS, wrong).errors.join(' ')).toMatch(/TS2345/);
  });
});
