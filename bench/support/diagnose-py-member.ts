/**
 * Why a wrong-member mutant passes (issue 22 diagnosis): checks a body in a Debian Python package's function
 * three ways — with no other module read, with the modules scopeFiles asks for over three rounds, and with
 * every module of the package read — and prints each check's errors and warnings:
 * `tsx bench/support/diagnose-py-member.ts <pkg dir> <file> <qualname> <body>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findStubs, parsePython } from '../../src/core/languages/python/index.js';
import { python } from '../../src/core/languages/python/language.js';
import { validateImplementation } from '../../src/core/generate/validate.js';

const DIST = '/usr/lib/python3/dist-packages';
const [pkg, file, qualname, body] = process.argv.slice(2);
if (pkg === undefined || file === undefined || qualname === undefined || body === undefined) throw new Error('usage: diagnose-py-member.ts <pkg dir> <file> <qualname> <body>');

function pyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pyFiles(join(dir, e.name)) : e.name.endsWith('.py') ? [relative(DIST, join(dir, e.name))] : []));
}
const files = pyFiles(join(DIST, pkg));
const original = readFileSync(join(DIST, file), 'utf8');
const def = parsePython(original).definitions.find((d) => d.qualname === qualname);
if (def === undefined) throw new Error(`no ${qualname} in ${file}`);
const lines = original.split('\n');
const sigEnd = def.range.start + def.signature.split('\n').length - 1;
const indent = /^\s*/.exec(lines[sigEnd] ?? '')![0];
const source = [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n');
const parsed = parsePython(source);
const target = parsed.definitions.find((d) => d.qualname === qualname)!;
const stub = findStubs(source, parsed).find((s) => s.qualname === qualname)!;
const check = (readFiles: Map<string, string>) => validateImplementation({ source, parsed, target, stub, body, file, readFiles });

const scoped = new Map<string, string>();
for (let round = 0; round < 3; round++) {
  const fresh = (python.generation.scopeFiles?.(file, files, source, scoped) ?? []).filter((f) => !scoped.has(f));
  if (fresh.length === 0) break;
  console.log(`round ${round + 1} reads: ${fresh.join(', ')}`);
  for (const f of fresh) scoped.set(f, readFileSync(join(DIST, f), 'utf8'));
}
const all = new Map(files.filter((f) => f !== file).map((f) => [f, readFileSync(join(DIST, f), 'utf8')] as const));
for (const [label, read] of [['none', new Map<string, string>()], ['scopeFiles', scoped], ['all', all]] as const) {
  const r = check(read);
  console.log(`${label}: errors ${JSON.stringify(r.errors)} warnings ${JSON.stringify(r.warnings)}`);
}
