/**
 * The validator on the original body of EVERY function and method of a package: stub it in
 * memory (`pass` after the docstring and any leading comments), put the original body back,
 * and require validation plus a byte-exact file. Bodies that are already stubs, and one-line
 * bodies, abstract methods, @overload signatures and Protocol members are skipped (they are not
 * implementation targets).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validateImplementation } from '../../src/core/generate/validate.js';
import { findStubs, parsePython } from '../../src/core/languages/python/index.js';
import type { Definition } from '../../src/core/languages/types.js';
import { DIST_PACKAGES } from './corpus.js';

const NOT_TARGETS = /\b(abstractmethod|abstractproperty|abstractclassmethod|abstractstaticmethod|overload|Protocol)\b/;
const lastSegment = (expr: string): string => expr.replace(/\(.*$/s, '').split('.').pop() ?? expr;

function protocolOwner(defs: Definition[], d: Definition): string {
  const owner = defs.find((x) => x.qualname === d.parent && x.kind === 'class');
  return owner ? ` ${owner.bases.map(lastSegment).join(' ')}` : '';
}

export interface SweepResult {
  pkg: string;
  checked: number;
  ok: number;
  skipped: number;
  failures: string[];
  warnings: string[];
}

function pythonFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (e === '__pycache__') continue;
    if (statSync(p).isDirectory()) pythonFiles(p, out);
    else if (p.endsWith('.py')) out.push(p);
  }
  return out;
}

export function sweepPackage(pkg: string): SweepResult {
  const result: SweepResult = { pkg, checked: 0, ok: 0, skipped: 0, failures: [], warnings: [] };
  for (const path of pythonFiles(join(DIST_PACKAGES, pkg)).sort()) {
    const src = readFileSync(path, 'utf8');
    const parsed = parsePython(src);
    const lines = src.split('\n');
    const alreadyStubs = new Set(findStubs(src, parsed).map((s) => `${s.qualname}@${s.defLine}`));
    const file = relative(DIST_PACKAGES, path);
    for (const d of parsed.definitions) {
      if ((d.kind !== 'function' && d.kind !== 'method') || !d.bodyRange) continue;
      let start = d.docstringRange ? d.docstringRange.end + 1 : d.bodyRange.start;
      if (!d.docstringRange) while (start - 1 > d.range.start && /^\s*(#.*)?$/.test(lines[start - 2] ?? '')) start--;
      while (start < d.range.end && (lines[start - 1] ?? '').trim() === '') start++;
      if (alreadyStubs.has(`${d.qualname}@${d.range.start}`) || start <= d.range.start || start > d.range.end) {
        result.skipped++;
        continue;
      }
      const indent = /^[ \t]*/.exec(lines[start - 1] ?? '')?.[0] ?? '';
      const stubbed = [...lines.slice(0, start - 1), `${indent}pass`, ...lines.slice(d.range.end)].join('\n');
      const sp = parsePython(stubbed);
      const stub = findStubs(stubbed, sp).find((s) => s.qualname === d.qualname && s.defLine === d.range.start);
      const target = sp.definitions.find((x) => x.qualname === d.qualname && x.range.start === d.range.start);
      if (!stub && NOT_TARGETS.test(d.decorators.map(lastSegment).join(' ') + protocolOwner(parsed.definitions, d))) {
        result.skipped++; // abstract methods, @overload signatures and Protocol members are meant to stay empty
        continue;
      }
      result.checked++;
      if (!stub || !target) {
        result.failures.push(`${file}:${d.qualname} — the stubbed function is not detected as a stub`);
        continue;
      }
      // The stub absorbs comment lines right after `pass` (a trailing `# ...` at body indent):
      // those lines belong to what a generated body replaces, so they are put back too.
      const absorbed = stub.bodyRange.end - start;
      const body = lines.slice(start - 1, d.range.end + absorbed).join('\n');
      const v = validateImplementation({ source: stubbed, parsed: sp, target, stub, body });
      if (v.ok && v.newSource === src) result.ok++;
      else result.failures.push(`${file}:${d.qualname} — ${v.errors.join(' ') || 'file not restored exactly'}`);
      if (v.warnings.length > 0) result.warnings.push(`${file}:${d.qualname} — ${v.warnings.join(' ')}`);
    }
  }
  return result;
}
