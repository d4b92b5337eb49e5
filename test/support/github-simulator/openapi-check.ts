/**
 * Every request the simulator serves is checked against GitHub's own description of it (the
 * request side of @octokit/openapi, extracted by scripts/extract-github-openapi.ts into
 * github-openapi.json): path parameters, query parameters (names, types, enums) and the JSON body
 * (types, required fields, enums, and no field GitHub does not know). A mismatch is a violation,
 * recorded for tests to assert on and printed, so a client or simulator route cannot drift from
 * GitHub's shapes unnoticed.
 */
import { readFileSync } from 'node:fs';

export interface Schema {
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  nullable?: boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface OpenApiOperation {
  method: string;
  path: string;
  operationId: string | null;
  parameters: Array<{ name: string; in: string; required: boolean; multiSegment?: boolean; schema: Schema }>;
  body?: { required: boolean; schema: Schema };
}

export interface CheckedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export function loadOperations(file = new URL('./github-openapi.json', import.meta.url)): OpenApiOperation[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { operations: OpenApiOperation[] }).operations;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Problems of `value` against `schema`, each prefixed with where it is (`body.comments[0].line`). */
export function schemaProblems(schema: Schema, value: unknown, at: string): string[] {
  if (value === null) return schema.nullable === true || schema.type === 'null' || schema.enum?.includes(null) === true ? [] : [`${at} is null`];
  const problems: string[] = [];
  for (const s of schema.allOf ?? []) problems.push(...schemaProblems(s, value, at));
  for (const options of [schema.oneOf, schema.anyOf]) {
    if (options !== undefined && !options.some((s) => schemaProblems(s, value, at).length === 0)) problems.push(`${at} fits none of its ${options.length} allowed shapes`);
  }
  const actual = typeOf(value);
  if (schema.type !== undefined && schema.type !== actual && !(schema.type === 'number' && actual === 'integer')) return [...problems, `${at} is ${actual}, not ${schema.type}`];
  if (schema.enum !== undefined && !schema.enum.includes(value)) problems.push(`${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && value.length > schema.maxLength) problems.push(`${at} is longer than ${schema.maxLength}`);
    if (schema.minLength !== undefined && value.length < schema.minLength) problems.push(`${at} is shorter than ${schema.minLength}`);
  }
  if (typeof value === 'number') {
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${at} is above ${schema.maximum}`);
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${at} is below ${schema.minimum}`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) problems.push(`${at} has more than ${schema.maxItems} items`);
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push(`${at} has fewer than ${schema.minItems} items`);
    if (schema.items !== undefined) value.forEach((item, i) => problems.push(...schemaProblems(schema.items!, item, `${at}[${i}]`)));
  }
  if (actual === 'object' && (schema.properties !== undefined || schema.type === 'object')) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) problems.push(`${at}.${name} is required`);
    for (const [name, v] of Object.entries(record)) {
      const property = schema.properties?.[name];
      if (property !== undefined) problems.push(...schemaProblems(property, v, `${at}.${name}`));
      else if (typeof schema.additionalProperties === 'object') problems.push(...schemaProblems(schema.additionalProperties, v, `${at}.${name}`));
      // Strict on purpose: a field GitHub does not know is a client bug GitHub would silently ignore.
      else if (schema.additionalProperties !== true && schema.properties !== undefined) problems.push(`${at}.${name} is not a field GitHub knows`);
    }
  }
  return problems;
}

/** A query or path value (always text) against a scalar schema. */
function textProblems(schema: Schema, text: string, at: string): string[] {
  if (schema.type === 'integer' && !/^-?\d+$/.test(text)) return [`${at} is ${JSON.stringify(text)}, not an integer`];
  if (schema.type === 'number' && !Number.isFinite(Number(text))) return [`${at} is ${JSON.stringify(text)}, not a number`];
  if (schema.type === 'boolean' && text !== 'true' && text !== 'false') return [`${at} is ${JSON.stringify(text)}, not a boolean`];
  if (schema.enum !== undefined && !schema.enum.map(String).includes(text)) return [`${at} is ${JSON.stringify(text)}, not one of ${JSON.stringify(schema.enum)}`];
  return [];
}

interface Matcher {
  op: OpenApiOperation;
  regex: RegExp;
  keys: string[];
  literals: number;
}

function matcher(op: OpenApiOperation): Matcher {
  const keys: string[] = [];
  const multi = new Set(op.parameters.filter((p) => p.multiSegment === true).map((p) => p.name));
  const pattern = op.path.replace(/\/\{(\w+)\}/g, (_m, key: string) => {
    keys.push(key);
    // A multi-segment parameter (a file path) may hold slashes, or be empty (the root of `contents`).
    return multi.has(key) ? '(?:/(.*))?' : '/([^/]+)';
  });
  return { op, regex: new RegExp(`^${pattern}$`), keys, literals: op.path.split('/').filter((s) => s !== '' && !s.startsWith('{')).length };
}

/** Returns the check: the violations of one request (empty when it fits GitHub's description). */
export function createOpenApiCheck(operations: OpenApiOperation[] = loadOperations()): (req: CheckedRequest) => string[] {
  const matchers = operations.map(matcher).sort((a, b) => b.literals - a.literals);
  return (req) => {
    const name = `${req.method} ${req.path}`;
    for (const m of matchers) {
      if (m.op.method !== req.method) continue;
      const hit = m.regex.exec(req.path);
      if (!hit) continue;
      const problems: string[] = [];
      m.keys.forEach((key, i) => {
        const param = m.op.parameters.find((p) => p.in === 'path' && p.name === key);
        const text = decodeURIComponent(hit[i + 1] ?? '');
        if (param !== undefined && !param.multiSegment) problems.push(...textProblems(param.schema, text, `path parameter ${key}`));
      });
      const queryParams = m.op.parameters.filter((p) => p.in === 'query');
      for (const [key, text] of Object.entries(req.query)) {
        const param = queryParams.find((p) => p.name === key);
        if (param === undefined) problems.push(`query parameter ${key} is not one GitHub knows`);
        else problems.push(...textProblems(param.schema, text, `query parameter ${key}`));
      }
      for (const p of queryParams) if (p.required && !(p.name in req.query)) problems.push(`query parameter ${p.name} is required`);
      const hasBody = req.body !== undefined && req.body !== '' && !(typeOf(req.body) === 'object' && Object.keys(req.body as object).length === 0);
      if (m.op.body === undefined && hasBody) problems.push('a body GitHub does not take');
      if (m.op.body !== undefined && req.body !== undefined) problems.push(...schemaProblems(m.op.body.schema, req.body, 'body'));
      if (m.op.body?.required === true && req.body === undefined) problems.push('the body is required');
      return problems.map((p) => `${name} (${m.op.operationId ?? m.op.path}): ${p}`);
    }
    return [`${name}: GitHub's description has no such operation`];
  };
}
