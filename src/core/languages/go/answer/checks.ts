/**
 * What `go build` would refuse in a Go body past the grammar, checked against the package the job
 * read: every free name bound (the function's own names, the package's declarations in all its
 * files, the file's imports, the universe block); a package the body uses but the file does not
 * import becomes a needed import; a member of a receiver or parameter whose type the package
 * declares must be one of its fields or methods (embedded types included); a call of a package
 * function or such a method must pass as many arguments as it takes; a variable the body declares
 * must be used. When the package is not wholly read, an unbound name is a warning instead: something
 * unread may declare it; when the file dot-imports a package, an unbound exported name is nothing unless every dot-imported
 * package was read (the module's, whole, or the standard library's table of names).
 */
import type { Definition, ParsedModule } from '../../types.js';
import { ownTypeHint } from '../../type-hints.js';
import type { NeededImport } from '../../../generate/types.js';
import { parseGoLite } from '../parser.js';
import { GO_BUILTINS } from './builtins.js';
import { bodyFacts, functionAt } from './body-facts.js';
import { importLine, resolvePackage } from './needed-imports.js';
import type { GoPackageView } from './package-view.js';
import { arityOf, firstResultOf } from './signature-shape.js';
import { GO_STD_MEMBERS, GO_STD_RESULTS, GO_STD_VERSION } from './std-members.js';
import { stdChainType } from './std-method-results.js';
import { GO_STD_NAMES } from './std-names.js';
import { foreignMembers, stdMembers, typeMembers, type TypeMembers } from './type-members.js';

export interface GoCheckInput {
  file: string;
  newSource: string;
  reparsed: ParsedModule;
  def: Definition;
  bodyStart: number;
  bodyEnd: number;
  view: GoPackageView;
  readFiles: ReadonlyMap<string, string>;
  knownNames: ReadonlySet<string>;
}

export interface GoFindings {
  errors: string[];
  warnings: string[];
  imports: NeededImport[];
}

/** The module's `go` version is later than the standard library the member table was generated from. */
function newerThanStd(version: string | undefined): boolean {
  if (version === undefined) return false;
  const [a = 0, b = 0] = version.split('.').map(Number);
  const [c = 0, d = 0] = GO_STD_VERSION.split('.').map(Number);
  return a > c || (a === c && b > d);
}

/** An import path's last element, a major-version suffix (`/v2`) skipped. */
function lastElement(path: string): string {
  const parts = path.split('/').filter((p) => p !== '');
  const last = parts.at(-1) ?? path;
  return /^v\d+$/.test(last) && parts.length > 1 ? parts.at(-2)! : last;
}

const list = (names: readonly string[]): string => names.map((n) => `\`${n}\``).join(', ');

/** Type parameters of a method's receiver (`func (s *Set[K, V])` binds K and V). */
function receiverTypeParams(signature: string): string[] {
  const m = /^func\s*\(\s*\w*\s*\*?\s*\w+\s*\[([^\]]*)\]\s*\)/.exec(signature);
  return m === null ? [] : m[1]!.split(',').map((s) => s.trim()).filter((s) => /^\w+$/.test(s));
}

/** Type parameters of a generic function (`func Map[K comparable, V any](` binds K and V). */
function functionTypeParams(signature: string): string[] {
  const m = /^func\s+\w+\s*\[([^\]]*)\]\s*\(/.exec(signature);
  return m === null ? [] : m[1]!.split(',').map((s) => /^\s*(\w+)/.exec(s)?.[1] ?? '').filter((s) => s !== '');
}

/** Names among `names` close to `name` (same words in another case, or a shared prefix): for the repair message. */
function nearest(name: string, names: Iterable<string>): string | undefined {
  const low = name.toLowerCase();
  const cands = [...names].filter((k) => k !== name && k.length > 2);
  return cands.find((k) => k.toLowerCase() === low) ?? cands.find((k) => low.startsWith(k.toLowerCase()) || k.toLowerCase().startsWith(low));
}

export function checkGoBody(input: GoCheckInput): GoFindings {
  const { def, view, bodyStart, bodyEnd } = input;
  const errors: string[] = [];
  const warnings: string[] = [];
  // The function alone (its lines under a package clause): parsing the whole file again costs more than all the checks.
  const shift = def.range.start - 2;
  const tree = parseGoLite(`package _x\n${input.newSource.split('\n').slice(def.range.start - 1, def.range.end).join('\n')}\n`);
  const fn = functionAt(tree, 2);
  const facts = fn === undefined ? undefined : bodyFacts(tree, fn, shift);
  const declared = facts?.declared ?? new Set<string>();
  const fileImports = new Map(input.reparsed.imports.map((b) => [b.boundName, b] as const));
  const typeParams = new Set([...receiverTypeParams(def.signature), ...functionTypeParams(def.signature)]);
  const bound = new Set<string>([...def.parameters, ...def.locals, ...typeParams, ...declared]);
  // `rand := rand.New(...)`: the local does not bind the name where it is used before its declaration (the package is meant).
  for (const n of facts?.usedBeforeDeclared ?? []) if (!def.parameters.includes(n)) bound.delete(n);
  const dots = dotImports(input.reparsed, input.file, view);
  const certain = view.complete;
  // An import whose path's last element is no identifier (`github.com/eapache/go-xerial-snappy` declares `package
  // snappy`): its package name is its files' package clause, which the job did not read; a name that element holds may be it.
  // A package of the module the job read states its name (go-sqlite3's examples import `github.com/mattn/go-sqlite3`, whose
  // files say `package sqlite3`): then no other name is (`sql` with "database/sql" gone is a needed import, not maybe it).
  const irregular = input.reparsed.imports.filter((b) => b.alias === undefined && b.boundName !== '*' && b.boundName !== '_' && view.foreign(input.file, b.boundName)?.name !== b.boundName)
    .map((b) => lastElement(b.module)).filter((e) => !/^[A-Za-z_]\w*$/.test(e));
  const maybeImported = (n: string): boolean => n.length > 1 && irregular.some((e) => e.toLowerCase().includes(n.toLowerCase()));
  const isBound = (n: string): boolean => bound.has(n) || view.names.has(n) || fileImports.has(n) || GO_BUILTINS.has(n) || maybeImported(n);

  // Scope and needed imports.
  const inBody = def.references.filter((r) => r.line >= bodyStart && r.line <= bodyEnd && (r.kind === 'call' || r.kind === 'name' || r.kind === 'annotation'));
  const unbound = new Map<string, string | undefined>();
  for (const ref of inBody) {
    const head = ref.chain[0];
    if (head === undefined || isBound(head) || unbound.has(head)) continue;
    unbound.set(head, ref.chain[1]);
  }
  const imports: NeededImport[] = [];
  const missing: string[] = [];
  // A dot import brings the package's exported names alone, so a lowercase name stays unbound (a needed import, a helper).
  // When every dot-imported package was read (a package of the module read whole, or the standard library's table), an
  // exported name none of them declares is unbound too (gomega's ghttp dot-imports gomega: "undefined: CombineHandlersChecked");
  // a package not read may declare any exported name.
  if (dots.length > 0) for (const n of [...unbound.keys()]) if (/^\p{Lu}/u.test(n) && dots.some((d) => d.names === undefined || d.names.has(n))) unbound.delete(n);
  for (const [name, member] of unbound) {
    const path = member === undefined ? undefined : resolvePackage(name, member, input.file, input.readFiles);
    if (path !== undefined) imports.push({ ...importLine(input.newSource, input.reparsed, path), names: [name] });
    else if (certain || !input.knownNames.has(name)) missing.push(name);
  }
  if (missing.length > 0) {
    // The function's own names first (go-sqlite3's vtable example reads `csts` beside its parameter `cst`: go build says
    // "undefined: csts"), then the package's.
    // (Only a near spelling of a function's name: one or two letters more or fewer, `cst` / `csts`.)
    const own = (n: string): string | undefined => nearest(n, [...def.parameters, ...declared].filter((k) => Math.abs(k.length - n.length) <= 2));
    const hints = missing.flatMap((n) => {
      const mine = own(n);
      if (mine !== undefined) return [`\`${mine}\` is (not \`${n}\`), ${def.parameters.includes(mine) ? 'a parameter' : 'a local'} of this function`];
      const h = nearest(n, [...view.names, ...dots.flatMap((d) => [...(d.names ?? [])])]);
      return h === undefined ? [] : [`\`${h}\` is (not \`${n}\`) declared`];
    });
    const platform = view.config === 'linux/amd64 (tags cgo)' ? '' : ` as built for ${view.config}`;
    const dotted = dots.length === 0 ? '' : ` (${dots.map((d) => `\`. "${d.path}"\`${d.names === undefined ? ', not read' : d.std ? ` as of Go ${GO_STD_VERSION}` : ', every file read'}`).join(', ')})`;
    const where = `package \`${view.name}\`${platform}${view.complete ? '' : ' (as far as it was read)'}, this file's imports${dotted} or Go's builtins`;
    const msg = `${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not declared in ${where}${hints.length > 0 ? `; ${hints.join(', ')}` : ''}.`;
    (certain ? errors : warnings).push(msg);
  }

  // `store.NewItemAll(...)`: a name of another package of the module whose files were all read must be one it declares, and
  // exported (go build: "undefined: store.NewItemAll", "name not exported by package store"). A local or parameter of the
  // import's name anywhere in the function leaves it alone.
  const qualifiedMissing = new Map<string, string>();
  for (const ref of inBody) {
    const [head, member] = ref.chain;
    if (head === undefined || member === undefined || bound.has(head) || !fileImports.has(head) || qualifiedMissing.has(`${head}.${member}`)) continue;
    const other = view.foreign(input.file, head);
    if (other === undefined || !other.complete) continue;
    if (!other.names.has(member)) qualifiedMissing.set(`${head}.${member}`, `\`${head}.${member}\` is not declared in package \`${other.name}\` (\`${fileImports.get(head)!.module}\`, every file of it read${other.config === view.config ? '' : ` as built for ${other.config}`}).`);
    else if (!/^\p{Lu}/u.test(member)) qualifiedMissing.set(`${head}.${member}`, `\`${head}.${member}\`: \`${member}\` is not exported by package \`${other.name}\` (another package's unexported names are not accessible).`);
  }
  errors.push(...qualifiedMissing.values());

  // Members and calls on receivers and parameters whose type the package declares, or a package of the module
  // whose files were all read declares (`p *store.Item`: its exported members only).
  /** `std`: the standard library type (`importpath.Type`) it is, when it is one (its methods' results are known). */
  interface TypedAs { label: string; members: () => TypeMembers | undefined; foreign: boolean; std?: string }
  const typed = new Map<string, TypedAs>();
  const memo = (f: () => TypeMembers | undefined): (() => TypeMembers | undefined) => {
    let done = false;
    let value: TypeMembers | undefined;
    return () => {
      if (!done) [done, value] = [true, f()];
      return value;
    };
  };
  // A parameter the body redeclares (`if x, ok := x.F().(T); ok`) keeps its type outside the local's scope: before it starts
  // and (session 20) after its block ends (`for c, ok := range caps {...}` then `c.validatePlugin(...)`, cni's receiver `c`).
  const typeAt = (head: string, at: number): TypedAs | undefined => (facts?.scopes.get(head)?.some(([from, to]) => at >= from && at < to) === true ? undefined : typed.get(head));
  // A named type as written in `from` (a file of `inView`): the package's own (its whole member set, decided when the
  // package was wholly read), the standard library's (the generated table) or another package of the module's
  // (exported names, when all its files were read).
  const namedMembers = (inView: GoPackageView, from: string, alias: string | undefined, name: string): TypedAs | undefined => {
    if (alias === undefined) return inView === view ? { label: name, members: memo(() => typeMembers(name, view)), foreign: false } : undefined;
    const path = from === input.file ? fileImports.get(alias)?.module : inView.importPath(from, alias);
    if (path === undefined) return undefined;
    const std = stdMembers(`${path}.${name}`);
    if (std !== undefined) return std.size === 0 ? undefined : { label: `${alias}.${name}`, members: () => ({ names: std, methods: new Map(), viaStd: true }), foreign: true, std: `${path}.${name}` };
    return { label: `${alias}.${name}`, members: memo(() => foreignMembers(from, alias, name, inView)), foreign: true };
  };
  // `x := T{...}`, `&pkg.T{}`, `new(T)`, `var x T`, `x, err := NewT(...)` / `pkg.F(...)` (the function's first result as its
  // declaration says; a standard library function's from GO_STD_RESULTS): within that local's range (from the end of its
  // statement to the end of its block or the next declaration of the name), `x` has that type's members.
  // Whether the package-level name `ident`, written in the initializer of a declaration whose scope starts at `from`, is
  // shadowed there: by a parameter, a type parameter, or a local whose scope covers the statement. The declared local's own
  // scope starts only after its statement (Go spec), so `source := &source{..}` (pprof's parseFlags) still names the type.
  const shadowedAt = (ident: string, from: number): boolean => {
    if (def.parameters.includes(ident) || typeParams.has(ident)) return true;
    const ranges = facts?.scopes.get(ident);
    if (ranges === undefined) return bound.has(ident);
    return ranges.some(([a, b]) => a < from && b >= from);
  };
  /** A local of the standard library type `qualified` (its exported members from the table), initialised by `from`. */
  const stdTyped = (qualified: string, from: string): TypedAs | undefined => {
    const names = stdMembers(qualified);
    return names === undefined || names.size === 0 ? undefined : { label: `${qualified.replace(/^.*\//, '')} (from ${from})`, members: () => ({ names, methods: new Map(), viaStd: true }), foreign: true, std: qualified };
  };
  const localAt = (head: string, at: number): TypedAs | undefined => {
    const local = facts?.typedLocals.find((t) => t.name === head && at >= t.from && at < t.to);
    if (local === undefined) return undefined;
    // `t := s.Type()` (recli's setDefaults after `s := reflect.ValueOf(data).Elem()`): a method of a local or parameter of a
    // standard library type, its result from the table. The receiver is taken as it is in the declaring statement.
    if (local.alias !== undefined && local.via === 'call' && (def.parameters.includes(local.alias) || declared.has(local.alias))) {
      const recv = typeAt(local.alias, local.from - 1) ?? localAt(local.alias, local.from - 1);
      const type = recv?.std === undefined ? undefined : stdChainType(recv.std, [local.ident, ...(local.then ?? [])]);
      return type === undefined ? undefined : stdTyped(type, `${local.alias}.${local.ident}${(local.then ?? []).map((m) => `(..).${m}`).join('')}`);
    }
    if (local.alias === undefined ? shadowedAt(local.ident, local.from) : def.parameters.includes(local.alias) || declared.has(local.alias) || !fileImports.has(local.alias)) return undefined;
    const typed = (t: TypedAs | undefined): TypedAs | undefined => (t === undefined ? undefined : { ...t, label: `${t.label} (from ${local.alias === undefined ? '' : `${local.alias}.`}${local.ident})` });
    if (local.via === 'type') return typed(namedMembers(view, input.file, local.alias, local.ident));
    // `pkg.F(..).M(..)`: followed through the standard library's method results only (a module type's chain stays open).
    const then = local.then ?? [];
    if (local.alias === undefined && then.length > 0) return undefined;
    if (local.alias === undefined) {
      const d = view.names.has(local.ident) ? view.declaration(local.ident) : undefined;
      if (d?.def.kind === 'class') return typed(namedMembers(view, input.file, undefined, local.ident));
      const result = d?.def.kind === 'function' ? firstResultOf(d.def) : undefined;
      return result === undefined ? undefined : typed(namedMembers(view, d!.file, result.alias, result.name));
    }
    const path = fileImports.get(local.alias)?.module;
    const first = path === undefined ? undefined : GO_STD_RESULTS[`${path}.${local.ident}`];
    const qualified = first === undefined ? undefined : stdChainType(first, then);
    if (qualified !== undefined) return stdTyped(qualified, `${local.alias}.${local.ident}${then.map((m) => `(..).${m}`).join('')}`);
    if (then.length > 0) return undefined;
    // `time.Duration(n)`: a conversion to a standard library type.
    if (path !== undefined && /^\p{Lu}/u.test(local.ident) && GO_STD_MEMBERS[`${path}.${local.ident}`] !== undefined) return typed(namedMembers(view, input.file, local.alias, local.ident));
    // Another package of the module: its type (a conversion) or its function's first result, read in that package.
    const other = view.foreign(input.file, local.alias);
    const d = other?.names.has(local.ident) === true ? other.declaration(local.ident) : undefined;
    if (other === undefined || d === undefined) return undefined;
    if (d.def.kind === 'class') return typed(namedMembers(view, input.file, local.alias, local.ident));
    const result = d.def.kind === 'function' && /^\p{Lu}/u.test(local.ident) ? firstResultOf(d.def) : undefined;
    if (result === undefined) return undefined;
    if (result.alias !== undefined) return typed(namedMembers(other, d.file, result.alias, result.name));
    return /^\p{Lu}/u.test(result.name) ? typed(namedMembers(view, input.file, local.alias, result.name)) : undefined;
  };
  for (const p of def.parameters) {
    const hint = ownTypeHint(def.typeHints, p);
    const chain = hint?.via === 'annotation' ? hint.chains[0] : undefined;
    if (chain?.length === 1 && !typeParams.has(chain[0]!)) typed.set(p, { label: chain[0]!, members: memo(() => typeMembers(chain[0]!, view)), foreign: false });
    // `p *store.Item`, `w io.Writer`: another package of the module (its exported members) or the standard library's.
    // `func UnmountNS(ns ns.NetNS)`: a parameter's scope is the body, so the signature's `ns.` is still the import.
    else if (chain?.length === 2 && fileImports.has(chain[0]!) && (chain[0] === p || !def.parameters.includes(chain[0]!)) && /^\p{Lu}/u.test(chain[1]!)) {
      const t = namedMembers(view, input.file, chain[0], chain[1]!);
      if (t !== undefined) typed.set(p, t);
    }
  }
  const badMembers = new Set<string>();
  for (const { head, member, at, line } of facts?.selectors ?? []) {
    if (line < bodyStart || line > bodyEnd) continue;
    const type = typeAt(head, at) ?? localAt(head, at);
    if (type === undefined) continue;
    const members = type.members();
    if (members === undefined || members.names.has(member) || badMembers.has(`${head}.${member}`)) continue;
    // An exported name may be promoted from another package's embedded type the checks do not read.
    if (members.exportedOpen === true && /^\p{Lu}/u.test(member)) continue;
    // A type over a cgo type: not one of its methods, but maybe a field of the C struct (the C headers say): a warning.
    if (members.cgo !== undefined) {
      if (!badMembers.has(`${head}.${member}`)) warnings.push(`\`${head}.${member}\`: \`${type.label}\` has no method \`${member}\`; it may only be a field of its cgo type \`${members.cgo}\`, which the C headers declare (not read).`);
      badMembers.add(`${head}.${member}`);
      continue;
    }
    badMembers.add(`${head}.${member}`);
    const close = [...members.names].filter((n) => n.toLowerCase().includes(member.toLowerCase()) || member.toLowerCase().includes(n.toLowerCase()));
    // A package not wholly read (more files than the checks read) may declare the method in a file not read; a standard
    // library type embedded in a module for a newer Go than the table's may have gained it: a warning then.
    const newerStd = members.viaStd === true && newerThanStd(view.goVersion);
    const sure = (type.foreign || view.complete) && !newerStd;
    const why = !sure && !newerStd ? ' (as far as the package was read)' : newerStd ? ` (as of Go ${GO_STD_VERSION}'s standard library; the module asks for Go ${view.goVersion ?? ''})` : '';
    const exportedOnly = type.foreign && !/^\p{Lu}/u.test(member) ? ' (another package\'s unexported names are not accessible)' : '';
    (sure ? errors : warnings).push(`\`${head}.${member}\`: \`${type.label}\` has no field or method \`${member}\`${why}${exportedOnly}${close.length > 0 ? `; it has ${list(close.slice(0, 5))}` : ''}.`);
  }
  for (const call of facts?.calls ?? []) {
    if (call.line < bodyStart || call.line > bodyEnd) continue;
    let callee: Definition | undefined;
    // `matchers := matchers(m.Elements)` (gomega's ConsistOf): the local's scope starts after its statement, so the call is
    // the package's function; a local (or parameter) whose scope covers the call is what it calls instead.
    if (call.chain.length === 1 && !shadowedAt(call.chain[0]!, call.at)) {
      const name = call.chain[0]!;
      const d = view.names.has(name) ? view.declaration(name)?.def : /^\p{Lu}/u.test(name) ? dots.find((p) => p.names?.has(name) === true)?.view?.declaration(name)?.def : undefined;
      if (d?.kind === 'function') callee = d;
    } else if (call.chain.length === 2) {
      callee = (typeAt(call.chain[0]!, call.at) ?? localAt(call.chain[0]!, call.at))?.members()?.methods.get(call.chain[1]!);
    }
    const arity = callee === undefined ? undefined : arityOf(callee);
    if (callee === undefined || arity === undefined || (call.singleCallArg && arity.count > 1)) continue;
    const fits = call.spread ? arity.variadic && call.args === arity.count : arity.variadic ? call.args >= arity.count - 1 : call.args === arity.count;
    if (fits) continue;
    const takes = arity.variadic ? `at least ${arity.count - 1}` : `${arity.count}`;
    errors.push(`\`${call.chain.join('.')}\` takes ${takes} argument${takes === '1' ? '' : 's'} (\`${callee.signature.split('\n')[0]}\`), the body passes ${call.args}${call.spread ? ' with `...`' : ''} (body line ${call.line - bodyStart + 1}).`);
  }

  // Declared and not used: Go refuses to compile it.
  for (const u of facts?.unused ?? []) {
    if (u.line >= bodyStart && u.line <= bodyEnd) errors.push(`\`${u.name}\` is declared and not used (body line ${u.line - bodyStart + 1}): Go refuses to compile that.`);
  }
  return { errors, warnings, imports: dedupe(imports) };
}

/** A dot-imported package and the exported names it brings (undefined: not read, it may bring any exported name). */
interface DotImport {
  path: string;
  std: boolean;
  names: ReadonlySet<string> | undefined;
  view: GoPackageView | undefined;
}

const stdNames = new Map<string, ReadonlySet<string>>();

/**
 * The file's dot imports: a package of the module whose files were all read (its exported package-level names), a standard
 * library package of the table when the module does not ask for a newer Go than the table's; else unread.
 */
function dotImports(parsed: ParsedModule, file: string, view: GoPackageView): DotImport[] {
  return parsed.imports.filter((b) => b.boundName === '*').map((b): DotImport => {
    const other = view.imported(file, b.module);
    if (other !== undefined) return { path: b.module, std: false, names: other.complete ? new Set([...other.names].filter((n) => /^\p{Lu}/u.test(n))) : undefined, view: other };
    const table = GO_STD_NAMES[b.module];
    if (table === undefined || newerThanStd(view.goVersion)) return { path: b.module, std: false, names: undefined, view: undefined };
    let names = stdNames.get(b.module);
    if (names === undefined) stdNames.set(b.module, (names = new Set(table.split(' '))));
    return { path: b.module, std: true, names, view: undefined };
  });
}

function dedupe(imports: NeededImport[]): NeededImport[] {
  const seen = new Map<string, NeededImport>();
  for (const imp of imports) seen.set(imp.text, imp);
  return [...seen.values()];
}
