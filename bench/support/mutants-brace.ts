/**
 * Mechanical mutants of a real Go or Rust body (issue 22's kinds, as bench/support/mutants.ts for
 * Python): a call of a package/module function renamed to a helper that exists nowhere, a method
 * on the receiver (`s.m(` / `self.m(`) renamed to one its type lacks, a call of a function of the
 * file with its arguments dropped, and a needed import (the body is the original; the file loses
 * an import line whose name the body uses: a Go import spec, a Rust `use crate::…::Name;`).
 */
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';
import type { Mutant } from './mutants.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORDS = new Set(['if', 'for', 'while', 'return', 'match', 'loop', 'fn', 'func', 'switch', 'go', 'defer', 'select', 'make', 'len', 'append', 'new', 'panic', 'cap', 'copy', 'delete', 'Some', 'Ok', 'Err', 'Box', 'Vec', 'String']);

/** Index of the parenthesis closing the one at `open`, or -1 (strings skipped roughly). */
function closing(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

function fresh(base: string, fileText: string, suffix: string): string {
  let name = `${base}${suffix}`;
  while (fileText.includes(name)) name += 'X';
  return name;
}

export interface BraceMutantInput {
  lang: 'go' | 'rust';
  body: string;
  fileText: string;
  parsed: ParsedModule;
  target: Definition;
  /** Functions of the rest of the package (Go: the directory's other files), besides the file's own. */
  packageFunctions?: readonly Definition[];
  /** Parameters a function of the file takes, or undefined when unknown/variadic. */
  requiredArgs(def: Definition): number | undefined;
}

export function braceMutants(input: BraceMutantInput): Mutant[] {
  const { lang, body, fileText, parsed, target } = input;
  const out: Mutant[] = [{ kind: 'original', body, name: '' }];
  const functions = new Map([...(input.packageFunctions ?? []), ...parsed.definitions].filter((d) => d.kind === 'function' && d.parent === undefined && d.declKind === undefined).map((d) => [d.name, d] as const));
  const calls = [...body.matchAll(/(?<![\w.:!])([A-Za-z_]\w*)\(/g)].map((m) => ({ name: m[1]!, at: m.index }));
  const fileCall = calls.find((c) => !KEYWORDS.has(c.name) && functions.has(c.name));
  if (fileCall) {
    const name = fresh(fileCall.name, fileText, lang === 'go' ? 'Checked' : '_checked');
    out.push({ kind: 'hallucinated-helper', body: body.replace(new RegExp(`(?<![\\w.:])${escape(fileCall.name)}\\(`, 'g'), `${name}(`), name });
  }
  const self = lang === 'rust' ? 'self' : target.receiver;
  if (self !== undefined && target.parent !== undefined) {
    const methods = new Set(parsed.definitions.filter((d) => d.parent === target.parent && d.kind === 'method').map((d) => d.name));
    const m = [...body.matchAll(new RegExp(`\\b${escape(self)}\\.(\\w+)\\(`, 'g'))].find((x) => methods.has(x[1]!));
    if (m) {
      const name = fresh(m[1]!, fileText, lang === 'go' ? 'All' : '_all');
      out.push({ kind: 'wrong-member', body: body.replace(new RegExp(`\\b${escape(self)}\\.${escape(m[1]!)}\\(`, 'g'), `${self}.${name}(`), name });
    }
  }
  for (const c of calls) {
    const def = functions.get(c.name);
    const required = def === undefined ? undefined : input.requiredArgs(def);
    if (def === undefined || required === undefined || required < 1) continue;
    if (parsed.definitions.filter((d) => d.qualname === def.qualname).length > 1) continue;
    const open = c.at + c.name.length;
    const close = closing(body, open);
    if (close === -1 || close === open + 1) continue;
    out.push({ kind: 'wrong-arity', body: `${body.slice(0, open + 1)}${body.slice(close)}`, name: c.name });
    break;
  }
  const lines = fileText.split('\n');
  for (const imp of parsed.imports) {
    if (imp.scope !== undefined || imp.boundName === '*' || imp.boundName === '_') continue;
    const line = lines[imp.line - 1] ?? '';
    if (imp.line !== (imp.endLine ?? imp.line)) continue;
    const single = lang === 'go'
      ? new RegExp(`^\\s*(import\\s+)?"${escape(imp.module)}"\\s*$`).test(line)
      : new RegExp(`^use\\s+crate::[\\w:]*\\b${escape(imp.boundName)}\\s*;\\s*$`).test(line);
    if (!single) continue;
    const used = lang === 'go' ? new RegExp(`(?<![\\w.])${escape(imp.boundName)}\\.`) : new RegExp(`(?<![\\w.:])${escape(imp.boundName)}\\b`);
    if (!used.test(body)) continue;
    out.push({ kind: 'needed-import', body, fileText: [...lines.slice(0, imp.line - 1), '', ...lines.slice(imp.line)].join('\n'), name: imp.boundName });
    break;
  }
  return out;
}
