/**
 * Mechanical mutants of a real Python body, each a realistic model mistake (issue 22): a call
 * renamed to a helper that exists nowhere, a call of a member the receiver's class lacks (on `self`,
 * or on a local the body constructs), a call
 * with its required arguments dropped, and a needed import (the body is the original; the file
 * loses the import of a repository definition the body uses).
 */
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';
import { PYTHON_BUILTINS } from '../../src/core/languages/python/answer/builtins.js';

export type MutantKind = 'original' | 'hallucinated-helper' | 'wrong-member' | 'wrong-arity' | 'needed-import';

export interface Mutant {
  kind: MutantKind;
  /** What the scripted model answers first. */
  body: string;
  /** The file as the job sees it (only the needed-import mutant changes it). */
  fileText?: string;
  /** The name the mutation is about. */
  name: string;
  /** Wrong member: the qualname (in the target's file) of the receiver's class. */
  receiverClass?: string;
  /** Wrong member (Go, Java): the receiver's type as the code writes it (`T`, `pkg.T`, `a.b.C`), for the closed/open label. */
  receiverType?: string;
}

const KEYWORDS = new Set(['if', 'for', 'while', 'return', 'not', 'and', 'or', 'in', 'is', 'print', 'lambda', 'yield', 'await', 'assert', 'del', 'elif', 'with', 'except', 'raise']);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Index of the parenthesis closing the one at `open`, or -1. Strings are skipped roughly. */
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
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The text with comments and the contents of string literals (single, triple-quoted, prefixed) blanked, line
 * breaks and quotes kept: what is left is code, so a name found in it is read by code (ironic's
 * `LOG.exception('Unexpected exception when ...')` reads no module `exception`).
 */
export function codeOnly(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      out += quote;
      i += quote.length;
      while (i < text.length && !text.startsWith(quote, i)) {
        if (!triple && text[i] === '\n') break;
        if (text[i] === '\\' && i + 1 < text.length) {
          out += text[i + 1] === '\n' ? ' \n' : '  ';
          i += 2;
          continue;
        }
        out += text[i] === '\n' ? '\n' : ' ';
        i++;
      }
      if (text.startsWith(quote, i)) {
        out += quote;
        i += quote.length;
      }
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** `body` with each match of `pattern` in its code (`code` = codeOnly(body), same offsets) replaced: never inside a comment or a string. */
function replaceInCode(body: string, code: string, pattern: RegExp, replacement: string): string {
  let out = '';
  let last = 0;
  for (const m of code.matchAll(pattern)) {
    out += body.slice(last, m.index) + replacement;
    last = m.index + m[0].length;
  }
  return out + body.slice(last);
}

/** Whether `name` is read by the code of `text` (outside comments and strings) as a bare name, not as `x.name`. */
function readsName(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w.])${escape(name)}\\b`).test(codeOnly(text));
}

/**
 * Whether the body (or a function around the target) binds `name` itself — a parameter, an assignment, a loop or
 * `with`/`except` target, a nested def, a local import — so that its calls of `name` are not calls of the
 * module-level definition (swagger_spec_validator's `validate_apis(apis, deref)` calls its parameter `deref`,
 * not the module's `deref(...)`).
 */
function bindsLocally(name: string, body: string, parsed: ParsedModule, target: Definition): boolean {
  const scopes: Definition[] = [target];
  for (let p = target.parent; p !== undefined;) {
    const d = parsed.definitions.find((x) => x.qualname === p);
    if (!d) break;
    if (d.kind !== 'class') scopes.push(d);
    p = d.parent;
  }
  if (scopes.some((d) => d.parameters.includes(name))) return true;
  const n = escape(name);
  return new RegExp(`\\bdef\\s+${n}\\b|(?<![\\w.])${n}\\s*(?:,[^=\\n]*)?(?:=(?!=)|:=)|\\bas\\s+${n}\\b|\\bfor\\s+[^\\n]*?(?<![\\w.])${n}\\b[^\\n]*?\\bin\\b|\\bimport\\s+[^\\n]*\\b${n}\\b|\\b(?:global|nonlocal)\\s+[^\\n]*\\b${n}\\b`).test(codeOnly(body));
}

/**
 * Whether the file, with the import taken out (`edited`), still reads the name outside the body: then the
 * mutant breaks code outside the body (capirca's `class Term(gcp.Term)` after `from capirca.lib import gcp` is
 * gone), which is no model's mistake. A name listed in `__all__` is re-exported by the file: also kept.
 */
function readOutsideBody(name: string, edited: string): boolean {
  if (readsName(edited, name)) return true;
  // An f-string's replacement fields are code too (codeOnly blanks them with the string).
  const field = new RegExp(`\\{[^{}]*(?<![\\w.])${escape(name)}\\b`);
  if (edited.split('\n').some((l) => /(?<![\w])[rR]?[fF][rR]?["']/.test(l) && field.test(l))) return true;
  return /\b__all__\b/.test(edited) && new RegExp(`(["'])${escape(name)}\\1`).test(edited);
}

/** The parameter list split at its top-level commas (an annotation `Mapping[str, Any]` or a default `(1, 2)` is one parameter). */
function topLevelParams(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, inner.slice(start)];
}

/**
 * Required positional parameters (after `self` for a method). Split at top-level commas (session 18): aiohttp_cors's
 * `_parse_config_options(config: Mapping[str, Union[ResourceOptions, Mapping[str, Any]]]=None)` has none, but a split
 * at every comma counted three, and the arity mutant `_parse_config_options()` was a correct call.
 */
function requiredPositional(def: Definition): number {
  const inner = def.signature.slice(def.signature.indexOf('(') + 1, def.signature.lastIndexOf(')'));
  let count = 0;
  for (const raw of topLevelParams(inner)) {
    const p = raw.trim();
    if (p === '' || p.startsWith('*') || p === '/' || p.includes('=')) {
      if (p.startsWith('*')) break;
      continue;
    }
    count++;
  }
  return def.kind === 'method' && !def.decorators.includes('staticmethod') ? count - 1 : count;
}

/**
 * `pkg` is the package's top-level name: a needed-import mutant removes an import of the package's own
 * modules only (relative, or absolute under `pkg`), never of a third-party module, and never one whose
 * name is also a builtin (without `from six.moves import input`, `input` is still bound: nothing is needed).
 * `boundByStar(name)` (session 18): whether a star import of the file still binds the name (the caller's
 * independent rule, bench/support/py-star-binds.py): then taking its import out is not wrong either
 * (pyglet's s3tc.py keeps `gl_info` through `from pyglet.gl import *`), and the next candidate is tried.
 */
export function mutantsOf(body: string, fileText: string, parsed: ParsedModule, target: Definition, pkg?: string, boundByStar?: (name: string) => boolean): Mutant[] {
  const out: Mutant[] = [{ kind: 'original', body, name: '' }];
  const topLevel = new Map(parsed.definitions.filter((d) => d.parent === undefined).map((d) => [d.name, d] as const));
  const fileNames = new Set([...topLevel.keys(), ...parsed.imports.map((i) => i.boundName)]);
  // Code only (session 15): a call in a comment or a string is no call (dendropy's `# self.validate_rooting(...)`
  // became a wrong-member and a wrong-arity mutant that changed nothing the interpreter runs).
  const code = codeOnly(body);
  const calls = [...code.matchAll(/(?<![\w.])([A-Za-z_]\w*)\(/g)].map((m) => ({ name: m[1]!, at: m.index }));
  // A name the body binds itself (`def check(...)` nested in it, session 22: roslib's `check_required`) is the body's
  // own, not the file's helper: renaming its def and calls left `return check` reading the module's `check`, no mistake.
  const fileCall = calls.find((c) => !KEYWORDS.has(c.name) && fileNames.has(c.name) && !bindsLocally(c.name, body, parsed, target));
  if (fileCall) {
    let fresh = `${fileCall.name}_checked`;
    while (fileText.includes(fresh)) fresh += '_x';
    out.push({ kind: 'hallucinated-helper', body: replaceInCode(body, code, new RegExp(`(?<![\\w.])${escape(fileCall.name)}\\(`, 'g'), `${fresh}(`), name: fresh });
  }
  // Wrong member: a method call on a receiver whose class this file defines — `self` in a method, else
  // a local the body binds once to `Cls(...)` — renamed to a method the class lacks.
  const methodsOf = (qualname: string): Set<string> => new Set(parsed.definitions.filter((d) => d.parent === qualname && d.kind === 'method').map((d) => d.name));
  const receivers: [name: string, methods: Set<string>, cls: string][] = [];
  const cls = target.kind === 'method' ? parsed.definitions.find((d) => d.qualname === target.parent && d.kind === 'class') : undefined;
  const selfName = target.parameters[0];
  if (cls && selfName) receivers.push([selfName, methodsOf(cls.qualname), cls.qualname]);
  for (const [, local, clsName] of code.matchAll(/^[ \t]*([A-Za-z_]\w*) = ([A-Za-z_]\w*)\(/gm)) {
    const c = topLevel.get(clsName!);
    if (c?.kind === 'class' && [...code.matchAll(new RegExp(`(?<![\\w.])${escape(local!)}\\s*(=|:=|\\bin\\b)`, 'g'))].length === 1) receivers.push([local!, methodsOf(c.qualname), c.qualname]);
  }
  // The receiver is the bare name (session 17): `c.sqlmeta.addColumn(...)` is a call on another object's
  // attribute `sqlmeta`, not on the classmethod's own first parameter `sqlmeta` (`\b` matched after the dot).
  for (const [recv, methods, recvClass] of receivers) {
    const m = [...code.matchAll(new RegExp(`(?<![\\w.])${escape(recv)}\\.(\\w+)\\(`, 'g'))].find((x) => methods.has(x[1]!));
    if (!m) continue;
    let fresh = `${m[1]!}_all`;
    while (fileText.includes(fresh)) fresh += '_x';
    out.push({ kind: 'wrong-member', body: replaceInCode(body, code, new RegExp(`(?<![\\w.])${escape(recv)}\\.${escape(m[1]!)}\\(`, 'g'), `${recv}.${fresh}(`), name: fresh, receiverClass: recvClass });
    break;
  }
  // Wrong arity: a call of a plain function of this file that has required parameters, with its arguments dropped.
  for (const c of calls) {
    const def = topLevel.get(c.name);
    if (!def || def.kind !== 'function' || def.decorators.length > 0 || requiredPositional(def) < 1) continue;
    if (bindsLocally(c.name, body, parsed, target)) continue;
    if (parsed.definitions.filter((d) => d.qualname === def.qualname).length > 1) continue;
    const open = c.at + c.name.length;
    const close = closing(code, open);
    if (close === -1 || close === open + 1) continue;
    out.push({ kind: 'wrong-arity', body: `${body.slice(0, open + 1)}${body.slice(close)}`, name: c.name });
    break;
  }
  // Wrong arity (session 12), when the body calls no such function: a call `self.m(...)` of a method the
  // target's class defines once, undecorated, with required parameters after `self`, its arguments dropped.
  if (!out.some((m) => m.kind === 'wrong-arity') && cls && selfName) {
    for (const m of code.matchAll(new RegExp(`(?<![\\w.])${escape(selfName)}\\.(\\w+)\\(`, 'g'))) {
      const defs = parsed.definitions.filter((d) => d.parent === cls.qualname && d.name === m[1]);
      const def = defs.length === 1 ? defs[0] : undefined;
      if (!def || def.kind !== 'method' || def.decorators.length > 0 || requiredPositional(def) < 1) continue;
      const open = m.index + m[0].length - 1;
      const close = closing(code, open);
      if (close === -1 || close === open + 1) continue;
      out.push({ kind: 'wrong-arity', body: `${body.slice(0, open + 1)}${body.slice(close)}`, name: m[1]! });
      break;
    }
  }
  // Needed import: a one-name `from <package module> import f` line whose name the body uses.
  const lines = fileText.split('\n');
  for (const imp of parsed.imports) {
    if (imp.scope !== undefined || imp.kind !== 'from' || imp.name === '*' || imp.alias !== undefined) continue;
    const line = lines[imp.line - 1] ?? '';
    if (!new RegExp(`^from\\s+\\S+\\s+import\\s+${escape(imp.boundName)}\\s*$`).test(line)) continue;
    if (imp.level === 0 && !imp.module.includes('.')) continue;
    if (imp.level === 0 && pkg !== undefined && imp.module.split('.')[0] !== pkg) continue;
    if (PYTHON_BUILTINS.has(imp.boundName) || boundByStar?.(imp.boundName) === true) continue;
    // Code only: a name in a comment (`# Retrieve all credentials`) or a string needs no import.
    if (!readsName(body, imp.boundName)) continue;
    const edited = [...lines.slice(0, imp.line - 1), '', ...lines.slice(imp.line)].join('\n');
    if (readOutsideBody(imp.boundName, edited)) continue;
    out.push({ kind: 'needed-import', body, fileText: edited, name: imp.boundName });
    break;
  }
  // Needed import (session 12), when no one-name line fits: one name taken out of a `from <package module>
  // import a, b` line, or out of a parenthesised import where the name has a line of its own.
  if (!out.some((m) => m.kind === 'needed-import')) {
    for (const imp of parsed.imports) {
      if (imp.scope !== undefined || imp.kind !== 'from' || imp.name === undefined || imp.name === '*' || imp.alias !== undefined) continue;
      if (imp.level === 0 && (!imp.module.includes('.') || (pkg !== undefined && imp.module.split('.')[0] !== pkg))) continue;
      if (PYTHON_BUILTINS.has(imp.boundName) || topLevel.has(imp.boundName) || boundByStar?.(imp.boundName) === true) continue;
      if (parsed.imports.filter((i) => i.boundName === imp.boundName).length !== 1) continue;
      if (!readsName(body, imp.boundName)) continue;
      const n = escape(imp.boundName);
      const at = imp.line - 1;
      const line = lines[at] ?? '';
      let edited: string[] | undefined;
      if (new RegExp(`^from\\s+\\S+\\s+import\\s+[\\w\\s,]+$`).test(line.trimEnd())) {
        const names = line.slice(line.indexOf(' import ') + 8).split(',').map((x) => x.trim()).filter((x) => x !== '');
        if (names.length >= 2 && names.includes(imp.boundName)) edited = [...lines.slice(0, at), `${line.slice(0, line.indexOf(' import ') + 8)}${names.filter((x) => x !== imp.boundName).join(', ')}`, ...lines.slice(at + 1)];
      } else if (/^from\s+\S+\s+import\s+\(\s*$/.test(line)) {
        let own = -1;
        let others = 0;
        for (let k = at + 1; k < lines.length && k < at + 200; k++) {
          const l = lines[k]!;
          if (new RegExp(`^\\s*${n}\\s*,?\\s*$`).test(l)) own = k;
          else if (/\w/.test(l.replace(/#.*/, ''))) others++;
          if (l.includes(')')) break;
        }
        if (own !== -1 && others > 0) edited = [...lines.slice(0, own), ...lines.slice(own + 1)];
      }
      if (edited === undefined || readOutsideBody(imp.boundName, edited.join('\n'))) continue;
      out.push({ kind: 'needed-import', body, fileText: edited.join('\n'), name: imp.boundName });
      break;
    }
  }
  return out;
}
