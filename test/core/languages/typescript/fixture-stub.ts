/**
 * A stub made from a verbatim fixture file (test/fixtures/<dir>/<file>.txt) for the TypeScript/JavaScript answer-check
 * tests: the function's original body is cut out (between `head` and the first `close` after it) and replaced by a
 * `throw new Error('not implemented')` stub (indented as the body's first line, else by `indent`); `check` validates a body in place of the stub with the given read files.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import type { ValidationCache } from '../../../../src/core/generate/validation-cache.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';

export interface FixtureStub {
  /** A fixture file of the same folder, verbatim. */
  read(file: string): string;
  /** The original body, dedented by `indent`. */
  body: string;
  /** The file with the stub in place of the body. */
  source: string;
  /** Validates `body` in place of the stub; `files` are fixture files (read verbatim) or [path, text] pairs. */
  check(body: string, files: readonly (string | readonly [string, string])[]): ValidationResult;
}

/** `after`: a text before `head` that makes it the function's own (a signature's last line is often not unique). */
export function fixtureStub(dir: string, file: string, qualname: string, head: string, close: string, indent: string, cache: ValidationCache, after = ''): FixtureStub {
  const read = (f: string): string => readFileSync(resolve(import.meta.dirname, '../../../fixtures', dir, `${f}.txt`), 'utf8');
  const original = read(file);
  const start = original.indexOf(head, original.indexOf(after)) + head.length;
  const end = original.indexOf(close, start);
  const inner = /^[ \t]*/.exec(original.slice(start))?.[0] ?? indent;
  const body = original.slice(start, end).replace(new RegExp(`^${inner}`, 'gm'), '');
  const source = `${original.slice(0, start)}${inner}throw new Error('not implemented');${original.slice(end)}`;
  return {
    read,
    body,
    source,
    check(b, files) {
      const parsed = parseTypeScript(source, file);
      const stub = parsed.stubs?.find((s) => s.qualname === qualname);
      const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
      if (!stub || !target) throw new Error('no stub');
      const readFiles = new Map<string, string>([[file, source], ...files.map((f) => (typeof f === 'string' ? ([f, read(f)] as const) : f))]);
      return validateImplementation({ source, parsed, target, stub, body: b, file, readFiles, cache });
    },
  };
}
