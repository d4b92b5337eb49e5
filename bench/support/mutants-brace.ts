/**
 * Mechanical mutants of a real Go, Rust or Java body (issue 22's kinds, as bench/support/mutants.ts
 * for Python): a call of a package/module function (Java: an unqualified call of a method of the
 * file; Rust, when the body calls none: `Self::f(`) renamed to a helper that exists nowhere, a
 * method on the receiver (`s.m(` / `self.m(`; Java: a parameter or local whose declared type the
 * repository declares, or `this.m(`; Go, when the receiver has none: a parameter typed with a type of the package) renamed to one its type lacks, a call of a function of the
 * file (Rust, when none: a method on `self`) with its arguments dropped, and a needed import (the
 * body is the original; the file loses an import line whose name the body uses and nothing outside the body reads: a Go import spec,
 * a Rust `use crate::…::Name;`, a Java single-type `import a.b.Name;` that no on-demand import of
 * the same package covers). Fresh names never occur in the file.
 */
import { ownTypeHint } from '../../src/core/languages/type-hints.js';
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';
import type { Mutant } from './mutants.js';
import { goMemberMutant } from './mutants-go-member.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORDS = new Set(['catch', 'synchronized', 'super', 'this', 'assert', 'switch', 'if', 'for', 'while', 'return', 'match', 'loop', 'fn', 'func', 'switch', 'go', 'defer', 'select', 'make', 'len', 'append', 'new', 'panic', 'cap', 'copy', 'delete', 'Some', 'Ok', 'Err', 'Box', 'Vec', 'String']);

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
  lang: 'go' | 'rust' | 'java';
  body: string;
  fileText: string;
  parsed: ParsedModule;
  target: Definition;
  /** Functions and methods of the rest of the package (Go: the directory's other files, and their types), besides the file's own. */
  packageFunctions?: readonly Definition[];
  /** Go: the module's path, to tell the repository's packages from other modules'. */
  goModulePath?: string;
  /** Parameters a function of the file takes, or undefined when unknown/variadic. */
  requiredArgs(def: Definition): number | undefined;
  /** Java: the methods of a type the repository declares (by simple name), undefined when it does not. */
  typeMethods?: (type: string) => Set<string> | undefined;
  /**
   * Java (session 23): the top-level types of the file's own package (its directory's other `.java` files). An import of a
   * type of the same simple name is no needed import: without it the name binds to the package's type and javac compiles
   * the file (held out 14's mockito InstantiatorProviderAdapter drops `import org.mockito.creation.instance.
   * InstantiationException;` beside the package's own deprecated InstantiationException: javac accepts it), so no such
   * mutant is made.
   */
  packageTypes?: ReadonlySet<string>;
}


/**
 * The body with its comments and string literals blanked (same length, line breaks kept), so that a
 * name in a comment (`// invoke premain(String args)`) or a string (`"Key must not be null"`) is
 * neither mutated nor counted as a use. Char literals only for Go/Java (a Rust `'a` is a lifetime).
 */
export function codeOnly(body: string, lang: 'go' | 'rust' | 'java'): string {
  const blank = (m: string): string => m.replace(/[^\n]/g, ' ');
  const pattern = lang === 'rust'
    ? /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\]|\\.)*"/g
    : lang === 'go'
      ? /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|`[^`]*`|'(?:[^'\\\n]|\\.)+'/g
      : /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)+'/g;
  return body.replace(pattern, blank);
}

/** `rename` on code only: matches inside comments and strings are left as they are. */
const renameCode = (body: string, code: string, pattern: string, to: string): string => {
  let out = '';
  let last = 0;
  for (const m of code.matchAll(new RegExp(pattern, 'g'))) {
    out += body.slice(last, m.index) + to;
    last = m.index + m[0].length;
  }
  return out + body.slice(last);
};

export function braceMutants(input: BraceMutantInput): Mutant[] {
  const { lang, body, fileText, parsed, target } = input;
  const out: Mutant[] = [{ kind: 'original', body, name: '' }];
  // Rust marks every function with a body declKind 'fn' (Go leaves plain functions without one).
  const callable = (d: Definition): boolean => (lang === 'java' ? d.kind === 'method' && d.declKind === undefined
    : d.kind === 'function' && d.parent === undefined && (d.declKind === undefined || (lang === 'rust' && d.declKind === 'fn')));
  const functions = new Map([...(input.packageFunctions ?? []), ...parsed.definitions].filter(callable).map((d) => [d.name, d] as const));
  // Go: a method spec of an interface type literal (`err.(interface{ Is(error) bool })`) is no call: blanked like a comment.
  const code = lang === 'go' ? codeOnly(body, lang).replace(/\binterface\s*\{[^{}]*\}/g, (m) => m.replace(/[^\n]/g, ' ')) : codeOnly(body, lang);
  // Rust: `fn name(` is a declaration, no call; a name the body declares so (xattr's `extern "C" { fn fsetxattr(..); }` inside the
  // wrapper of that name) is the body's own item, not the file's function: renaming its calls is no hallucination, its arity not the file's.
  const bodyFns = new Set(lang === 'rust' ? [...code.matchAll(/\bfn\s+([A-Za-z_]\w*)/g)].map((m) => m[1]!) : []);
  const calls = [...code.matchAll(/(?<![\w.:!$])([A-Za-z_]\w*)\(/g)].filter((m) => !/\bnew\s+$/.test(code.slice(Math.max(0, m.index - 6), m.index)))
    .filter((m) => !bodyFns.has(m[1]!)).map((m) => ({ name: m[1]!, at: m.index }));
  // Rust: a function a `use` of the crate brings (`use crate::a::helper;`, `use super::{f, g};`) is called the same way.
  const usedFns = new Set(lang === 'rust' ? parsed.imports.filter((b) => b.scope === undefined && /^[a-z_]\w*$/.test(b.boundName) && /^(crate|super|self)\b/.test(b.module)).map((b) => b.boundName) : []);
  const fileCall = calls.find((c) => !KEYWORDS.has(c.name) && (functions.has(c.name) || usedFns.has(c.name)) && !target.parameters.includes(c.name) && !target.locals.includes(c.name));
  // Go: methods of the receiver's type declared in the package's other files count too (one scope).
  const ownMethods = new Set([...parsed.definitions, ...(lang === 'go' ? input.packageFunctions ?? [] : [])].filter((d) => d.parent === target.parent && d.kind === 'method').map((d) => d.name));
  const rustAssoc = lang === 'rust' && target.parent !== undefined ? [...code.matchAll(/\bSelf::([a-z_]\w*)\(/g)].find((x) => ownMethods.has(x[1]!)) : undefined;
  if (fileCall) {
    const name = fresh(fileCall.name, fileText, lang === 'rust' ? '_checked' : 'Checked');
    out.push({ kind: 'hallucinated-helper', body: renameCode(body, code, `(?<![\\w.:$])${escape(fileCall.name)}\\(`, `${name}(`), name });
  } else if (rustAssoc) {
    const name = fresh(rustAssoc[1]!, fileText, '_checked');
    out.push({ kind: 'hallucinated-helper', body: renameCode(body, code, `\\bSelf::${escape(rustAssoc[1]!)}\\(`, `Self::${name}(`), name });
  } else if (lang === 'rust') {
    // `Type::f(` of a struct/enum/trait the file declares, whose associated function `f` the file defines.
    const typeCall = [...code.matchAll(/(?<![\w:])([A-Z]\w*)::([a-z_]\w*)\(/g)].find((x) => parsed.definitions.some((d) => d.parent === x[1] && d.kind === 'method' && d.name === x[2]) && parsed.definitions.some((d) => d.name === x[1] && d.kind === 'class'));
    if (typeCall) {
      const name = fresh(typeCall[2]!, fileText, '_checked');
      out.push({ kind: 'hallucinated-helper', body: renameCode(body, code, `(?<![\\w:])${escape(typeCall[1]!)}::${escape(typeCall[2]!)}\\(`, `${typeCall[1]!}::${name}(`), name });
    }
  }
  const self = lang === 'rust' ? 'self' : lang === 'java' ? 'this' : target.receiver;
  // Java: receivers whose declared type the repository declares, then `this`.
  const receivers: [string, Set<string>, string][] = [];
  if (lang === 'java' && input.typeMethods !== undefined) {
    for (const [v, hint] of Object.entries(target.typeHints ?? {})) {
      const type = hint.via === 'annotation' && hint.chains[0]?.length === 1 ? hint.chains[0][0]! : undefined;
      const methods = type === undefined ? undefined : input.typeMethods(type);
      if (methods !== undefined && methods.size > 0) receivers.push([v, methods, type!]);
    }
    // Fields of the enclosing class with a repository type, and static calls on a repository type.
    const owner = parsed.definitions.find((d) => d.kind === 'class' && d.qualname === target.parent);
    const shadowed = new Set([...target.parameters, ...target.locals]);
    for (const a of owner?.attributes ?? []) {
      const methods = a.annotation?.length === 1 && !shadowed.has(a.name) ? input.typeMethods(a.annotation[0]!) : undefined;
      if (methods !== undefined && methods.size > 0) receivers.push([a.name, methods, a.annotation![0]!]);
    }
    for (const m of code.matchAll(/(?<![\w.])([A-Z]\w*)\.[a-z]\w*\(/g)) {
      const methods = shadowed.has(m[1]!) ? undefined : input.typeMethods(m[1]!);
      if (methods !== undefined && methods.size > 0 && !receivers.some(([r]) => r === m[1])) receivers.push([m[1]!, methods, m[1]!]);
    }
  }
  if (self !== undefined && target.parent !== undefined) receivers.push([self, ownMethods, target.parent]);
  // Go: then a parameter typed with a type of the package (`b *Buffer`, `n Node`) whose methods the package declares
  // (the checks decide those members too); one the body redeclares is left out (its type may change).
  if (lang === 'go') {
    const packageDefs = [...parsed.definitions, ...(input.packageFunctions ?? [])];
    for (const p of target.parameters) {
      const hint = ownTypeHint(target.typeHints, p);
      const type = hint?.via === 'annotation' && hint.chains[0]?.length === 1 ? hint.chains[0][0]! : undefined;
      if (type === undefined || p === self || target.locals.includes(p)) continue;
      const methods = new Set(packageDefs.filter((d) => d.kind === 'method' && d.parent === type).map((d) => d.name));
      if (methods.size > 0) receivers.push([p, methods, type]);
    }
  }
  for (const [recv, methods, recvType] of receivers) {
    const m = [...code.matchAll(new RegExp(`(?<![\\w.])${escape(recv)}\\.(\\w+)\\(`, 'g'))].find((x) => methods.has(x[1]!));
    if (!m) continue;
    const name = fresh(m[1]!, fileText, lang === 'rust' ? '_all' : 'All');
    // `this` / the Go receiver: the enclosing type's qualname in the file (receiverClass); otherwise the type as written.
    const where = recv === self ? { receiverClass: recvType } : { receiverType: recvType };
    out.push({ kind: 'wrong-member', body: renameCode(body, code, `(?<![\\w.])${escape(recv)}\\.${escape(m[1]!)}\\(`, `${recv}.${name}(`), name, ...where });
    break;
  }
  // Go, when none of those: a promoted method, a parameter of another package's type, a typed local, a field (mutants-go-member.ts).
  if (lang === 'go' && !out.some((m) => m.kind === 'wrong-member')) {
    const m = goMemberMutant({ body, code, fileText, parsed, target, packageDefs: input.packageFunctions ?? [], ...(input.goModulePath === undefined ? {} : { modulePath: input.goModulePath }) });
    if (m !== undefined) out.push({ kind: 'wrong-member', body: m.body, name: m.name, ...(m.type === undefined ? {} : { receiverType: m.type }) });
  }
  // Rust bodies seldom call a free function of the file: a method on `self` then (its `self` not counted).
  const selfCalls = lang === 'rust' && target.parent !== undefined
    ? [...code.matchAll(/\bself\.([a-z_]\w*)\(/g)].map((m) => ({ name: m[1]!, at: m.index + 5, method: true })) : [];
  for (const c of [...calls.map((x) => ({ ...x, method: false })), ...selfCalls]) {
    const def = c.method ? parsed.definitions.find((d) => d.parent === target.parent && d.kind === 'method' && d.name === c.name) : functions.get(c.name);
    const counted = def === undefined ? undefined : input.requiredArgs(def);
    const required = counted === undefined || def === undefined ? undefined : counted - (c.method && /\(\s*&?\s*(mut\s+)?self\b/.test(def.signature) ? 1 : 0);
    if (def === undefined || required === undefined || required < 1) continue;
    if (parsed.definitions.filter((d) => d.qualname === def.qualname).length > 1) continue;
    const open = c.at + c.name.length;
    const close = closing(code, open);
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
      : lang === 'java'
        ? new RegExp(`^import\\s+[\\w.]+\\.${escape(imp.boundName)}\\s*;\\s*$`).test(line) && /^[A-Z]/.test(imp.boundName)
          && !parsed.imports.some((b) => b.boundName === '*' && b.module === imp.module) && input.packageTypes?.has(imp.boundName) !== true
        : new RegExp(`^use\\s+(crate|super|self)::[\\w:]*\\b${escape(imp.boundName)}\\s*;\\s*$`).test(line);
    // Rust: one name of a one-line group `use crate::a::{B, C};` (the group keeps the others).
    const group = lang === 'rust' && !single ? new RegExp(`^use\\s+(crate|super|self)::[\\w:]*::\\{([^{}]*)\\}\\s*;\\s*$`).exec(line) : null;
    const members = group?.[2]?.split(',').map((x) => x.trim()).filter(Boolean) ?? [];
    if (!single && !(group && members.length > 1 && members.includes(imp.boundName))) continue;
    const used = lang === 'go' ? new RegExp(`(?<![\\w.])${escape(imp.boundName)}\\.`) : new RegExp(`(?<![\\w.:])${escape(imp.boundName)}\\b`);
    if (!used.test(code)) continue;
    // Only an import nothing outside the body reads (the rest of the file, the target's signature included, minus the
    // import's own line): a body cannot "forget" an import its file needs anyway, and a name the signature binds
    // (a parameter `key` beside `use crate::key;`) would make the mutant no mistake at all.
    if (used.test(codeOnly(lines.filter((_, i) => i !== imp.line - 1).join('\n'), lang))) continue;
    const kept = single ? '' : line.replace(/\{[^{}]*\}/, `{${members.filter((x) => x !== imp.boundName).join(', ')}}`);
    out.push({ kind: 'needed-import', body, fileText: [...lines.slice(0, imp.line - 1), kept, ...lines.slice(imp.line)].join('\n'), name: imp.boundName });
    break;
  }
  return out;
}
