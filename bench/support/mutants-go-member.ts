/**
 * Go wrong-member mutants beyond the receiver's own methods (session 14, issue 22): a realistic model
 * mistake is a method or field name the value's type lacks, on any value whose type the code states
 * plainly. Read off the body's text (comments and strings blanked), independent of the answer checks:
 * - the receiver or a parameter of a type the package declares: a call of a promoted method (an
 *   embedded field's) or of a func-typed field, then a field of the struct (`p.name` -> `p.nameAll`);
 * - a parameter typed `pkg.T` with `pkg` the standard library or a package of the module;
 * - a local the body declares once, typed by its declaration: `x := T{...}` / `&pkg.T{...}` /
 *   `new(T)` / `var x T` / `x, err := NewT(...)` (a function of the package whose first result is a
 *   named type) / `x, err := pkg.F(...)` (a standard library function with a named result, from
 *   GO_STD_RESULTS).
 * The first call `v.m(` (or field) on such a value is renamed to a name the file does not contain, at
 * every occurrence where the value is in scope. bench/validate-brace.ts gives each mutant to `go build`
 * and keeps only those it refuses.
 */
import type { Definition, ParsedModule } from '../../src/core/languages/types.js';
import { ownTypeHint } from '../../src/core/languages/type-hints.js';
import { GO_STD_RESULTS } from '../../src/core/languages/go/answer/std-members.js';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const IDENT = '[A-Za-z_]\\w*';

export interface GoMemberInput {
  body: string;
  /** The body with comments, strings and interface literals blanked (same offsets). */
  code: string;
  fileText: string;
  parsed: ParsedModule;
  target: Definition;
  /** Definitions of the package's other files (functions, methods, types). */
  packageDefs: readonly Definition[];
  /** The module's path (`github.com/a/b`): an import under it is a package of the repository. */
  modulePath?: string;
}

export interface GoMemberMutant {
  body: string;
  name: string;
  /** Which rule drew it (for the report). */
  via: 'promoted' | 'param-foreign' | 'local' | 'field';
  /** The value's type as the code writes it (`T`, `pkg.T`; a standard library function's result: its `pkg.T`), for the closed/open label. */
  type?: string;
}

interface Receiver {
  name: string;
  /** Occurrences before this offset of the body are not this value. */
  from: number;
  via: GoMemberMutant['via'];
  type?: string;
}

function fresh(base: string, fileText: string): string {
  let name = `${base}All`;
  while (fileText.includes(name)) name += 'X';
  return name;
}

/** Names the body declares as locals or closure parameters, with how many times. */
function declarations(code: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (n: string): void => {
    if (n !== '_') out.set(n, (out.get(n) ?? 0) + 1);
  };
  for (const m of code.matchAll(new RegExp(`((?:${IDENT}\\s*,\\s*)*${IDENT})\\s*:=`, 'g'))) for (const n of m[1]!.split(',')) add(n.trim());
  for (const m of code.matchAll(new RegExp(`\\bvar\\s+((?:${IDENT}\\s*,\\s*)*${IDENT})`, 'g'))) for (const n of m[1]!.split(',')) add(n.trim());
  for (const m of code.matchAll(/\bfunc\s*\(([^()]*)\)/g)) for (const p of m[1]!.split(',')) add(/^\s*(\w+)/.exec(p)?.[1] ?? '_');
  // A grouped `var (...)` declares its lines' first names.
  for (const g of code.matchAll(/\bvar\s*\(([^()]*)\)/g)) for (const line of g[1]!.split('\n')) add(/^\s*(\w+)/.exec(line)?.[1] ?? '_');
  return out;
}

export function goMemberMutant(input: GoMemberInput): GoMemberMutant | undefined {
  const { body, code, fileText, parsed, target } = input;
  const defs = [...parsed.definitions, ...input.packageDefs];
  const packageType = (t: string): Definition | undefined => defs.find((d) => d.kind === 'class' && d.parent === undefined && d.name === t && !/^type\s+\w+\s*\[/.test(d.signature));
  const imports = new Map(parsed.imports.filter((b) => b.scope === undefined).map((b) => [b.boundName, b.module] as const));
  const repoOrStd = (alias: string): boolean => {
    const path = imports.get(alias);
    if (path === undefined) return false;
    return !/^[^/]*\./.test(path) || (input.modulePath !== undefined && (path === input.modulePath || path.startsWith(`${input.modulePath}/`)));
  };
  const isStd = (alias: string): boolean => imports.has(alias) && !/^[^/]*\./.test(imports.get(alias)!);
  /** A type as written is one of the package's, the standard library's or the module's (`T`, `pkg.T`). */
  const knownType = (written: string): boolean => {
    const [a, b] = written.split('.');
    return b === undefined ? packageType(a!) !== undefined : repoOrStd(a!) && /^[A-Z]/.test(b);
  };
  const decls = declarations(code);
  const shadowed = (n: string): boolean => (decls.get(n) ?? 0) > 0 || target.parameters.filter((p) => p === n).length > 1;
  const receivers: Receiver[] = [];
  const self = target.receiver;
  const typeOfParam = (p: string): string | undefined => {
    const hint = ownTypeHint(target.typeHints, p);
    const chain = hint?.via === 'annotation' ? hint.chains[0] : undefined;
    return chain === undefined ? undefined : chain.join('.');
  };
  // The receiver and parameters of a package type: a promoted method or a func-typed field (any call on them).
  const ownTyped = [...(self !== undefined && target.parent !== undefined ? [self] : []), ...target.parameters.filter((p) => p !== self)]
    .filter((p) => !shadowed(p) && (p === self || (typeOfParam(p) !== undefined && !typeOfParam(p)!.includes('.') && packageType(typeOfParam(p)!) !== undefined)));
  for (const p of ownTyped) receivers.push({ name: p, from: 0, via: 'promoted', ...(p === self ? { type: target.parent! } : { type: typeOfParam(p)! }) });
  // Parameters typed with a standard library or module package's type.
  for (const p of target.parameters) {
    const t = typeOfParam(p);
    if (t !== undefined && t.includes('.') && p !== self && !shadowed(p) && knownType(t)) receivers.push({ name: p, from: 0, via: 'param-foreign', type: t });
  }
  // Locals the body declares once, typed by their declaration.
  for (const [name, count] of decls) {
    if (count !== 1 || target.parameters.includes(name) || name === self) continue;
    const n = escape(name);
    let type: string | undefined;
    const patterns: [RegExp, (m: RegExpExecArray) => boolean][] = [
      [new RegExp(`(?<![\\w.])${n}\\s*:=\\s*&?(${IDENT}(?:\\.${IDENT})?)\\s*\\{`), (m) => knownType(m[1]!)],
      [new RegExp(`(?<![\\w.])${n}\\s*:=\\s*new\\((${IDENT}(?:\\.${IDENT})?)\\)`), (m) => knownType(m[1]!)],
      [new RegExp(`\\bvar\\s+${n}\\s+\\*?(${IDENT}(?:\\.${IDENT})?)\\s*(?:\\n|;|$)`), (m) => knownType(m[1]!)],
      [new RegExp(`\\bvar\\s+${n}\\s*=\\s*&?(${IDENT}(?:\\.${IDENT})?)\\s*\\{`), (m) => knownType(m[1]!)],
      [new RegExp(`(?<![\\w.])${n}(?:\\s*,\\s*${IDENT})*\\s*:=\\s*(${IDENT})\\(`), (m) => {
        const fn = defs.find((d) => d.kind === 'function' && d.parent === undefined && d.name === m[1]);
        const result = fn === undefined || /^func\s+\w+\s*\[/.test(fn.signature) ? undefined : /\)\s*\(?\s*(?:\w+\s+)?\*?(\w+(?:\.\w+)?)\s*(?:[,)]|$)/.exec(fn.signature.slice(fn.signature.indexOf('(')).replace(/^\((?:[^()]|\([^()]*\))*\)/, ')'));
        type = result?.[1];
        return result !== undefined && result !== null && knownType(result[1]!);
      }],
      [new RegExp(`(?<![\\w.])${n}(?:\\s*,\\s*${IDENT})*\\s*:=\\s*(${IDENT})\\.(${IDENT})\\(`), (m) => {
        type = `std:${imports.get(m[1]!)}.${m[2]}`;
        return isStd(m[1]!) && GO_STD_RESULTS[`${imports.get(m[1]!)}.${m[2]}`] !== undefined;
      }],
    ];
    for (const [re, ok] of patterns) {
      const m = re.exec(code);
      if (m !== null && ok(m)) {
        const end = code.indexOf('\n', m.index);
        receivers.push({ name, from: end === -1 ? code.length : end, via: 'local', type: type ?? m[1]! });
        break;
      }
    }
  }
  for (const r of receivers) {
    const re = new RegExp(`(?<![\\w.])${escape(r.name)}\\.(${IDENT})\\(`, 'g');
    const call = [...code.matchAll(re)].find((x) => x.index >= r.from);
    if (call === undefined) continue;
    const name = fresh(call[1]!, fileText);
    return { body: rename(body, code, r.name, call[1]!, name, r.from, true), name, via: r.via, ...(r.type === undefined ? {} : { type: r.type }) };
  }
  // A field of a struct the package declares, on the receiver or a parameter (read or written).
  for (const p of ownTyped) {
    const t = p === self ? target.parent : typeOfParam(p);
    const decl = t === undefined ? undefined : packageType(t);
    if (decl?.declKind !== 'struct') continue;
    const fields = new Set(decl.attributes.map((a) => a.name));
    const use = [...code.matchAll(new RegExp(`(?<![\\w.])${escape(p)}\\.(${IDENT})\\b(?!\\s*\\()`, 'g'))].find((x) => fields.has(x[1]!));
    if (use === undefined) continue;
    const name = fresh(use[1]!, fileText);
    return { body: rename(body, code, p, use[1]!, name, 0, false), name, via: 'field', ...(t === undefined ? {} : { type: t }) };
  }
  return undefined;
}

/** `v.member(` (call) or `v.member` (field) renamed to `v.to` at every code occurrence from offset `from`. */
function rename(body: string, code: string, v: string, member: string, to: string, from: number, call: boolean): string {
  const re = new RegExp(`(?<![\\w.])${escape(v)}\\.${escape(member)}${call ? '\\(' : '\\b(?!\\s*\\()'}`, 'g');
  let out = '';
  let last = 0;
  for (const m of code.matchAll(re)) {
    if (m.index < from) continue;
    out += `${body.slice(last, m.index)}${v}.${to}${call ? '(' : ''}`;
    last = m.index + m[0].length;
  }
  return out + body.slice(last);
}
