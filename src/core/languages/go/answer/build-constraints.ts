/**
 * Go build constraints, as `go build` reads them: a file name's `_GOOS`, `_GOARCH` and
 * `_GOOS_GOARCH` suffixes (before `_test`), and the `//go:build` line (or the older `// +build`
 * lines) above the package clause. A package directory's files are one scope only among the files
 * built together: `zsyscall_netbsd_386.go` sees `zsysnum_netbsd_386.go`, never the Linux files.
 *
 * The checks pick ONE configuration the target's file is built under (linux/amd64 when it is, else
 * the first other platform that builds it, with the fewest tags changed from `go build`'s defaults);
 * the files built under it are the scope in which every name the body uses must be declared.
 */

export const KNOWN_OS = [
  'linux', 'darwin', 'windows', 'freebsd', 'netbsd', 'openbsd', 'dragonfly', 'solaris', 'illumos', 'aix', 'android', 'ios',
  'hurd', 'js', 'nacl', 'plan9', 'wasip1', 'zos',
] as const;
export const KNOWN_ARCH = [
  'amd64', 'arm64', '386', 'arm', 'riscv64', 'ppc64le', 'ppc64', 's390x', 'mips64le', 'mips64', 'mipsle', 'mips', 'loong64', 'wasm',
  'amd64p32', 'armbe', 'arm64be', 'mips64p32', 'mips64p32le', 'ppc', 'riscv', 's390', 'sparc', 'sparc64',
] as const;
const OS = new Set<string>(KNOWN_OS);
const ARCH = new Set<string>(KNOWN_ARCH);
/** go/build's unixOS: the systems the `unix` tag stands for. */
const UNIX = new Set(['aix', 'android', 'darwin', 'dragonfly', 'freebsd', 'hurd', 'illumos', 'ios', 'linux', 'netbsd', 'openbsd', 'solaris']);

export interface BuildConfig {
  goos: string;
  goarch: string;
  /** Tags set beyond the platform's (`cgo` and `gc` by default). */
  tags: ReadonlySet<string>;
}

type Expr = { t: 'tag'; name: string } | { t: 'not'; x: Expr } | { t: 'and' | 'or'; a: Expr; b: Expr };

/** Whether `tag` holds under `c` (GOOS android implies linux, illumos solaris, ios darwin). */
export function tagHolds(tag: string, c: BuildConfig): boolean {
  if (tag === c.goos || tag === c.goarch) return true;
  if (tag === 'linux' && c.goos === 'android') return true;
  if (tag === 'solaris' && c.goos === 'illumos') return true;
  if (tag === 'darwin' && c.goos === 'ios') return true;
  if (tag === 'unix') return UNIX.has(c.goos);
  if (/^go1\.\d+$/.test(tag)) return true;
  if (tag === 'gc') return !c.tags.has('gccgo');
  return c.tags.has(tag);
}

/** Whether the file name's suffixes allow building under `c`. */
export function nameAllows(path: string, c: BuildConfig): boolean {
  let name = path.slice(path.lastIndexOf('/') + 1).replace(/\.go$/, '');
  if (name.endsWith('_test')) name = name.slice(0, -'_test'.length);
  const i = name.indexOf('_');
  if (i < 0) return true;
  const parts = name.slice(i).split('_');
  const n = parts.length;
  if (n >= 2 && OS.has(parts[n - 2]!) && ARCH.has(parts[n - 1]!)) return tagHolds(parts[n - 2]!, c) && tagHolds(parts[n - 1]!, c);
  const last = parts[n - 1]!;
  return OS.has(last) || ARCH.has(last) ? tagHolds(last, c) : true;
}

function parseExpr(src: string): Expr | undefined {
  const toks = src.match(/\|\||&&|!|\(|\)|[\w.]+/g) ?? [];
  let k = 0;
  const or = (): Expr | undefined => {
    let a = and();
    while (a !== undefined && toks[k] === '||') {
      k++;
      const b = and();
      a = b === undefined ? undefined : { t: 'or', a, b };
    }
    return a;
  };
  const and = (): Expr | undefined => {
    let a = unary();
    while (a !== undefined && toks[k] === '&&') {
      k++;
      const b = unary();
      a = b === undefined ? undefined : { t: 'and', a, b };
    }
    return a;
  };
  const unary = (): Expr | undefined => {
    const tok = toks[k++];
    if (tok === '!') {
      const x = unary();
      return x === undefined ? undefined : { t: 'not', x };
    }
    if (tok === '(') {
      const x = or();
      return toks[k++] === ')' ? x : undefined;
    }
    return tok !== undefined && /^[\w.]+$/.test(tok) ? { t: 'tag', name: tok } : undefined;
  };
  const e = or();
  return k === toks.length ? e : undefined;
}

/** `// +build a,!b c` lines: a line is an OR of space-separated terms, a term an AND of commas; lines AND. */
function plusBuild(lines: string[]): Expr | undefined {
  const line = (l: string): Expr | undefined => l.split(/\s+/).filter(Boolean).map((term) => term.split(',').map((w): Expr => (w.startsWith('!') ? { t: 'not', x: { t: 'tag', name: w.slice(1) } } : { t: 'tag', name: w })).reduce((a, b) => ({ t: 'and', a, b })))
    .reduce<Expr | undefined>((a, b) => (a === undefined ? b : { t: 'or', a, b }), undefined);
  return lines.map(line).reduce<Expr | undefined>((a, b) => (a === undefined ? b : b === undefined ? a : { t: 'and', a, b }), undefined);
}

/** The file's constraint expression, from the comments above its package clause; undefined when it has none. */
export function constraintOf(text: string): Expr | undefined {
  const plus: string[] = [];
  // Only the lines above the package clause count: the rest of a (possibly huge) file is not split.
  const clause = /^package\s/m.exec(text);
  for (const raw of text.slice(0, clause === null ? text.length : clause.index + 1).split('\n')) {
    const l = raw.trim();
    if (/^package\s/.test(l)) break;
    const go = /^\/\/go:build\s+(.*)$/.exec(l);
    if (go) return parseExpr(go[1]!);
    const old = /^\/\/\s*\+build\s+(.*)$/.exec(l);
    if (old) plus.push(old[1]!);
  }
  return plus.length > 0 ? plusBuild(plus) : undefined;
}

function evaluate(e: Expr, c: BuildConfig): boolean {
  switch (e.t) {
    case 'tag': return tagHolds(e.name, c);
    case 'not': return !evaluate(e.x, c);
    case 'and': return evaluate(e.a, c) && evaluate(e.b, c);
    case 'or': return evaluate(e.a, c) || evaluate(e.b, c);
  }
}

function tagsOf(e: Expr | undefined, out = new Set<string>()): Set<string> {
  if (e === undefined) return out;
  if (e.t === 'tag') out.add(e.name);
  else if (e.t === 'not') tagsOf(e.x, out);
  else {
    tagsOf(e.a, out);
    tagsOf(e.b, out);
  }
  return out;
}

/** Whether `go build` under `c` compiles the file (`text` undefined: its name alone decides). */
export function builds(path: string, text: string | undefined, c: BuildConfig): boolean {
  if (!nameAllows(path, c)) return false;
  const e = text === undefined ? undefined : constraintOf(text);
  return e === undefined || evaluate(e, c);
}

const DEFAULT_TAGS = ['cgo'];
const PREFERRED: [string, string][] = [['linux', 'amd64'], ['linux', 'arm64'], ['darwin', 'arm64'], ['darwin', 'amd64'], ['windows', 'amd64']];

/** Subsets of `xs` by size (at most 2^6 of them). */
function subsets(xs: string[]): string[][] {
  const list = xs.slice(0, 6);
  const all: string[][] = [];
  for (let m = 0; m < 1 << list.length; m++) all.push(list.filter((_, i) => m & (1 << i)));
  return all.sort((a, b) => a.length - b.length);
}

/**
 * The configuration the target's file is checked under: linux/amd64 with cgo when that builds it,
 * else the first platform that does (preferred ones first), changing as few of the tags the file
 * names as needed. A file no configuration builds (a malformed line) gets linux/amd64.
 */
export function configFor(path: string, text: string): BuildConfig {
  const free = [...tagsOf(constraintOf(text))].filter((t) => !OS.has(t) && !ARCH.has(t) && t !== 'unix' && t !== 'gc' && !/^go1\.\d+$/.test(t));
  const pairs = [...PREFERRED, ...KNOWN_OS.flatMap((os) => KNOWN_ARCH.map((arch): [string, string] => [os, arch]))];
  for (const flip of subsets(free)) {
    const tags = new Set(DEFAULT_TAGS);
    for (const t of flip) if (tags.has(t)) tags.delete(t); else tags.add(t);
    for (const [goos, goarch] of pairs) {
      const c = { goos, goarch, tags };
      if (builds(path, text, c)) return c;
    }
  }
  return { goos: 'linux', goarch: 'amd64', tags: new Set(DEFAULT_TAGS) };
}

export const describeConfig = (c: BuildConfig): string => `${c.goos}/${c.goarch}${c.tags.size > 0 ? ` (tags ${[...c.tags].sort().join(', ')})` : ''}`;
