/**
 * A JDK base's exact members from jdk-type-members.ts (interfaces and extendable classes of the Java SE modules' exported
 * packages, by reflection: java.base, java.desktop's Swing and AWT, java.naming...): a repository class extending or
 * implementing one of them has those members beside its own and no others, so such a base leaves the member set
 * closed (`remove()` under CharsetProvider is checked against CharsetProvider's two methods, not every JDK method named `remove`). A supertype outside the table leaves it open.
 * The JDK's internal packages (jdk-internal-types.ts: java.base's and every jdk.internal.* package, final types too) are in
 * the same table, and are listed for on-demand imports (`import sun.security.krb5.*;`). The other modules' types
 * (jdk-module-types.ts: the non-SE modules' exported packages, jdk.jfr.consumer, com.sun.source.*..., and every module's other
 * non-exported packages, jdk.jfr.internal.*...) join the table the first time a name in one of their packages is asked for.
 */
import { gunzipSync } from 'node:zlib';
import type { ParsedModule } from '../../types.js';
import { JAVA_BUILTINS } from './builtins.js';
import { OBJECT_METHODS } from './jdk-members.js';
import { JDK_MORE_PACKAGE_TYPES } from './jdk-more-packages.js';
import { JDK_INTERNAL_ROWS_GZIP_BASE64 } from './jdk-internal-types.js';
import { JDK_MODULE_PACKAGES, JDK_MODULE_ROWS_GZIP_BASE64 } from './jdk-module-types.js';
import { JDK_TYPE_ROWS_GZIP_BASE64 } from './jdk-type-members.js';
import { JDK_PACKAGE_TYPES } from './jdk-types.js';

export interface JdkShape {
  count: number;
  varargs: boolean;
}

export interface JdkTypeMembers {
  methods: ReadonlyMap<string, readonly JdkShape[]>;
  /** Fields, member types and methods. */
  names: ReadonlySet<string>;
  /** Every supertype is in the table: nothing else can be a member. */
  complete: boolean;
}

interface Row { supers: string[]; methods: [string, JdkShape[]][]; names: string[] }

let rows: Map<string, Row> | undefined;
let moduleRowsLoaded = false;
const MODULE_PACKAGES = new Set(JDK_MODULE_PACKAGES);

/** The package of a qualified type name (`a.b.C.D` -> `a.b`). */
function packageOf(qualified: string): string {
  const segs = qualified.split('.');
  const i = segs.findIndex((x) => /^[A-Z]/.test(x));
  return segs.slice(0, i === -1 ? segs.length : i).join('.');
}

function addRows(into: Map<string, Row>, data: string): void {
  for (const line of gunzipSync(Buffer.from(data, 'base64')).toString('utf8').split('\n')) {
    const [name = '', , supers = '', methods = '', names = ''] = line.split('|');
    into.set(name, {
      supers: supers === '' ? [] : supers.split(','),
      methods: methods === '' ? [] : methods.split(' ').map((item) => {
        const [n = '', counts = ''] = item.split('/');
        return [n, counts.split(',').map((c) => ({ count: Number(c.replace('+', '')), varargs: c.endsWith('+') }))];
      }),
      names: names === '' ? [] : names.split(' '),
    });
  }
}

/** The table; with `qualified` in one of jdk-module-types.ts's packages, those rows too (decoded once, on first need). */
function table(qualified?: string): Map<string, Row> {
  if (rows === undefined) {
    rows = new Map();
    addRows(rows, JDK_TYPE_ROWS_GZIP_BASE64);
    addRows(rows, JDK_INTERNAL_ROWS_GZIP_BASE64);
  }
  if (!moduleRowsLoaded && qualified !== undefined && MODULE_PACKAGES.has(packageOf(qualified))) {
    moduleRowsLoaded = true;
    addRows(rows, JDK_MODULE_ROWS_GZIP_BASE64);
  }
  return rows;
}

const flat = new Map<string, JdkTypeMembers | undefined>();

/** The members of the JDK type `qualified` (`java.nio.charset.spi.CharsetProvider`, `java.util.Map.Entry`), inherited ones and Object's included; undefined when not in the table. */
export function jdkTypeMembers(qualified: string): JdkTypeMembers | undefined {
  if (flat.has(qualified)) return flat.get(qualified);
  const t = table(qualified);
  if (!t.has(qualified)) {
    flat.set(qualified, undefined);
    return undefined;
  }
  const methods = new Map<string, JdkShape[]>();
  const names = new Set<string>();
  let complete = true;
  const seen = new Set<string>();
  const visit = (q: string): void => {
    if (seen.has(q)) return;
    seen.add(q);
    const row = table(q).get(q);
    if (row === undefined) {
      complete = false;
      return;
    }
    for (const [n, shapes] of row.methods) {
      names.add(n);
      methods.set(n, [...(methods.get(n) ?? []), ...shapes]);
    }
    for (const n of row.names) names.add(n);
    for (const s of row.supers) visit(s);
  };
  visit(qualified);
  for (const [n, counts] of OBJECT_METHODS) {
    names.add(n);
    if (!methods.has(n)) methods.set(n, [...counts].map((c) => ({ count: c, varargs: false })));
  }
  const out = { methods, names, complete };
  flat.set(qualified, out);
  return out;
}

/** The qualified JDK name a base names as `parsed`'s file sees it (qualified, a single import, an on-demand import of a JDK package, java.lang), when the table has it. */
export function jdkQualifiedBase(base: string, parsed: ParsedModule): string | undefined {
  const segs = base.split('.');
  const head = segs[0]!;
  let q: string | undefined;
  if (/^[a-z]/.test(head)) q = base;
  else {
    const single = parsed.imports.find((b) => b.boundName === head);
    if (single !== undefined) q = [single.module, ...segs].join('.');
    else {
      const pkg = parsed.imports.find((b) => b.boundName === '*' && jdkPackageTypes(b.module)?.has(head) === true)?.module
        ?? (JAVA_BUILTINS.has(head) ? 'java.lang' : undefined);
      if (pkg !== undefined) q = `${pkg}.${base}`;
    }
  }
  return q !== undefined && table(q).has(q) ? q : undefined;
}

let internalPackages: Map<string, Set<string>> | undefined;
let moduleRowsIndexed = false;
/** The public top-level type names of a JDK package, exported (jdk-types.ts, jdk-more-packages.ts) or internal (jdk-internal-types.ts, jdk-module-types.ts); undefined when not listed. */
export function jdkPackageTypes(pkg: string): ReadonlySet<string> | undefined {
  const listed = JDK_PACKAGE_TYPES.get(pkg) ?? JDK_MORE_PACKAGE_TYPES.get(pkg);
  if (listed !== undefined) return listed;
  const index = (data: string): void => {
    for (const line of gunzipSync(Buffer.from(data, 'base64')).toString('utf8').split('\n')) {
      const segs = (line.split('|')[0] ?? '').split('.');
      const i = segs.findIndex((x) => /^[A-Z]/.test(x));
      if (i !== segs.length - 1) continue;
      const p = segs.slice(0, i).join('.');
      internalPackages!.set(p, (internalPackages!.get(p) ?? new Set()).add(segs[i]!));
    }
  };
  if (internalPackages === undefined) {
    internalPackages = new Map();
    index(JDK_INTERNAL_ROWS_GZIP_BASE64);
  }
  if (!moduleRowsIndexed && MODULE_PACKAGES.has(pkg)) {
    moduleRowsIndexed = true;
    index(JDK_MODULE_ROWS_GZIP_BASE64);
  }
  return internalPackages.get(pkg);
}
