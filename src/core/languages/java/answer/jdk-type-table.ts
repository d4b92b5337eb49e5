/**
 * A JDK base's exact members from jdk-type-members.ts (interfaces and extendable classes of the Java SE modules' exported
 * packages, by reflection: java.base, java.desktop's Swing and AWT, java.naming...): a repository class extending or
 * implementing one of them has those members beside its own and no others, so such a base leaves the member set
 * closed (`remove()` under CharsetProvider is checked against CharsetProvider's two methods, not every JDK method named `remove`). A supertype outside the table leaves it open.
 * The JDK's internal packages (jdk-internal-types.ts: java.base's and every jdk.internal.* package, final types too) are in
 * the same table, and are listed for on-demand imports (`import sun.security.krb5.*;`).
 */
import { gunzipSync } from 'node:zlib';
import type { ParsedModule } from '../../types.js';
import { JAVA_BUILTINS } from './builtins.js';
import { OBJECT_METHODS } from './jdk-members.js';
import { JDK_MORE_PACKAGE_TYPES } from './jdk-more-packages.js';
import { JDK_INTERNAL_ROWS_GZIP_BASE64 } from './jdk-internal-types.js';
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
function table(): Map<string, Row> {
  if (rows !== undefined) return rows;
  rows = new Map();
  const lines = [JDK_TYPE_ROWS_GZIP_BASE64, JDK_INTERNAL_ROWS_GZIP_BASE64].flatMap((data) => gunzipSync(Buffer.from(data, 'base64')).toString('utf8').split('\n'));
  for (const line of lines) {
    const [name = '', , supers = '', methods = '', names = ''] = line.split('|');
    rows.set(name, {
      supers: supers === '' ? [] : supers.split(','),
      methods: methods === '' ? [] : methods.split(' ').map((item) => {
        const [n = '', counts = ''] = item.split('/');
        return [n, counts.split(',').map((c) => ({ count: Number(c.replace('+', '')), varargs: c.endsWith('+') }))];
      }),
      names: names === '' ? [] : names.split(' '),
    });
  }
  return rows;
}

const flat = new Map<string, JdkTypeMembers | undefined>();

/** The members of the JDK type `qualified` (`java.nio.charset.spi.CharsetProvider`, `java.util.Map.Entry`), inherited ones and Object's included; undefined when not in the table. */
export function jdkTypeMembers(qualified: string): JdkTypeMembers | undefined {
  if (flat.has(qualified)) return flat.get(qualified);
  const t = table();
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
    const row = t.get(q);
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
  return q !== undefined && table().has(q) ? q : undefined;
}

let internalPackages: Map<string, Set<string>> | undefined;
/** The public top-level type names of a JDK package, exported (jdk-types.ts, jdk-more-packages.ts) or internal (jdk-internal-types.ts); undefined when not listed. */
export function jdkPackageTypes(pkg: string): ReadonlySet<string> | undefined {
  const listed = JDK_PACKAGE_TYPES.get(pkg) ?? JDK_MORE_PACKAGE_TYPES.get(pkg);
  if (listed !== undefined) return listed;
  if (internalPackages === undefined) {
    internalPackages = new Map();
    for (const line of gunzipSync(Buffer.from(JDK_INTERNAL_ROWS_GZIP_BASE64, 'base64')).toString('utf8').split('\n')) {
      const segs = (line.split('|')[0] ?? '').split('.');
      const i = segs.findIndex((x) => /^[A-Z]/.test(x));
      if (i !== segs.length - 1) continue;
      const p = segs.slice(0, i).join('.');
      internalPackages.set(p, (internalPackages.get(p) ?? new Set()).add(segs[i]!));
    }
  }
  return internalPackages.get(pkg);
}
