/**
 * A Debian package's Python file with one definition stubbed (`pass` for its body), for answer-check tests on real
 * source (/usr/lib/python3/dist-packages, installed by scripts/setup-test-deps.sh).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';

export const DIST_PACKAGES = '/usr/lib/python3/dist-packages';

export interface StubbedOptions {
  /** The definition starting at this line, when the file holds several of `qualname` (a property's setter). */
  defLine?: number;
  /** Other files of the package the check reads, as the job would have. */
  read?: readonly string[];
  /** Texts the job read beside them, by the checks' path (a dependency's module: `(dependencies)/python/pecan/rest.py`). */
  extra?: ReadonlyMap<string, string>;
  /** The snapshot's path list (ValidationInput.repoFiles), when the test gives one. */
  repoFiles?: readonly string[];
  /** An edit of the file's text before the stub is made (a line taken out, as a bench mutant takes out an import). */
  edit?: (original: string) => string;
}

/** `file`'s definition `qualname` stubbed: its original body (dedented) and a check of an answer in its place. */
export function stubbedDebianSource(file: string, qualname: string, options: StubbedOptions = {}) {
  const read = readFileSync(join(DIST_PACKAGES, file), 'utf8');
  const original = options.edit === undefined ? read : options.edit(read);
  const def = parsePython(original).definitions.find((d) => d.qualname === qualname && (options.defLine === undefined || d.range.start === options.defLine));
  if (!def) throw new Error(`${file} defines no ${qualname}${options.defLine === undefined ? '' : ` at line ${options.defLine}`}`);
  const lines = original.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd - 1] ?? '')![0];
  const bodyIndent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
  const body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(bodyIndent.length)).join('\n');
  const source = [...lines.slice(0, sigEnd), `${indent}    pass`, ...lines.slice(def.range.end)].join('\n');
  const parsed = parsePython(source);
  const target = parsed.definitions.find((d) => d.qualname === qualname && d.range.start === def.range.start)!;
  const stub = findStubs(source, parsed).find((s) => s.qualname === qualname && s.defLine === def.range.start)!;
  const readFiles = new Map([...(options.read ?? []).map((f) => [f, readFileSync(join(DIST_PACKAGES, f), 'utf8')] as const), ...(options.extra ?? [])]);
  return { body, check: (answer: string) => validateImplementation({ source, parsed, target, stub, body: answer, file, readFiles, ...(options.repoFiles === undefined ? {} : { repoFiles: options.repoFiles }) }) };
}
