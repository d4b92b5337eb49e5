/**
 * Session 21 (issue 22): the bounded zip reader (adapters/dependencies/zip.ts) and the class-file reader
 * (core/languages/java/dependencies/class-file.ts) on real jars: Debian's Guava (libguava-java) read whole and checked
 * against `unzip -Z1` and `javap -s -p` (the JDK's own reader), and class files javac 17 writes for a record, lambdas,
 * string concatenation and a module-info (constant pool tags 15-20); then zip bombs and lying sizes are refused.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bufferAccess, openZip } from '../../../src/adapters/dependencies/zip.js';
import { ACC, methodTypes, readClassFile } from '../../../src/core/languages/java/dependencies/class-file.js';

const GUAVA = '/usr/share/java/guava.jar';
const JDK = '/usr/lib/jvm/java-17-openjdk-amd64/bin';
const TMP = mkdtempSync(join(tmpdir(), 'dycoder-jar-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe('a real jar (Debian libguava-java)', () => {
  it('lists the entries unzip lists and reads every class file', async () => {
    const zip = await openZip(bufferAccess(readFileSync(GUAVA)));
    const listed = execFileSync('unzip', ['-Z1', GUAVA], { maxBuffer: 1 << 26 }).toString('utf8').split('\n').filter((l) => l !== '');
    expect([...zip.entries.keys()].sort()).toEqual(listed.sort());
    const classes = listed.filter((n) => n.endsWith('.class'));
    expect(classes.length).toBeGreaterThan(1500);
    let read = 0;
    for (const name of classes) {
      const bytes = await zip.read(name);
      expect(bytes, name).toBeDefined();
      const info = readClassFile(bytes!);
      expect(`${info.thisClass}.class`).toBe(name);
      read += 1;
    }
    expect(read).toBe(classes.length);
  });

  it('agrees with javap on fields, methods and descriptors', async () => {
    const zip = await openZip(bufferAccess(readFileSync(GUAVA)));
    const names = ['com/google/common/base/Preconditions', 'com/google/common/collect/ImmutableList', 'com/google/common/base/Splitter', 'com/google/common/cache/CacheBuilder'];
    for (const name of names) {
      const info = readClassFile((await zip.read(`${name}.class`))!);
      const javap = execFileSync(`${JDK}/javap`, ['-s', '-p', '-cp', GUAVA, name.replace(/\//g, '.')], { maxBuffer: 1 << 26 }).toString('utf8');
      const descriptors = [...javap.matchAll(/descriptor: (\S+)/g)].map((m) => m[1]!).sort();
      // javap -p lists every field and method (the static initializer as `static {}`), each with its descriptor.
      expect([...info.fields, ...info.methods].map((m) => m.descriptor).sort()).toEqual(descriptors);
    }
    const pre = readClassFile((await zip.read('com/google/common/base/Preconditions.class'))!);
    const varargs = pre.methods.filter((m) => m.name === 'checkArgument' && (m.access & ACC.VARARGS) !== 0);
    expect(varargs.map((m) => methodTypes(m.descriptor).params)).toEqual([['boolean', 'java.lang.String', 'java.lang.Object[]']]);
  });
});

describe('class files javac 17 writes (records, lambdas, indy string concatenation, a module)', () => {
  it('reads every constant pool tag they use', () => {
    const src = join(TMP, 'src');
    mkdirSync(join(src, 'p'), { recursive: true });
    writeFileSync(join(src, 'module-info.java'), 'module m { exports p; requires java.logging; }\n');
    writeFileSync(join(src, 'p', 'R.java'), [
      'package p;',
      'import java.util.function.Supplier;',
      'public record R(int a, long b, double c, String s) implements Comparable<R> {',
      '  public static final long BIG = 1L << 40; public static final double D = 2.5; public static final float F = 1.5f;',
      '  public int compareTo(R o) { Supplier<String> f = () -> s + a + b; return f.get().compareTo(o.s()); }',
      '  public static String join(String sep, Object... xs) { return sep + xs.length; }',
      '  public class Inner { public void run() {} }',
      '}',
    ].join('\n'));
    const out = join(TMP, 'out');
    execFileSync(`${JDK}/javac`, ['-d', out, join(src, 'module-info.java'), join(src, 'p', 'R.java')], { timeout: 120_000 });
    const r = readClassFile(readFileSync(join(out, 'p', 'R.class')));
    expect(r).toMatchObject({ thisClass: 'p/R', superClass: 'java/lang/Record', interfaces: ['java/lang/Comparable'], isRecord: true });
    expect(r.methods.map((m) => m.name)).toEqual(expect.arrayContaining(['a', 'b', 'c', 's', 'compareTo', 'join', 'toString', 'hashCode', 'equals']));
    expect(r.methods.find((m) => m.name === 'join')!.access & ACC.VARARGS).toBe(ACC.VARARGS);
    expect(r.innerClasses).toEqual(expect.arrayContaining([expect.objectContaining({ inner: 'p/R$Inner', outer: 'p/R', name: 'Inner' })]));
    const mod = readClassFile(readFileSync(join(out, 'module-info.class')));
    expect(mod.thisClass).toBe('module-info');
  });
});

/** A one-entry zip whose central directory says `declared` bytes for `data` deflated. */
function zipOf(name: string, data: Buffer, declared: number): Uint8Array {
  const packed = deflateRawSync(data);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18); local.writeUInt32LE(declared, 22); local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20); central.writeUInt32LE(declared, 24); central.writeUInt16LE(nameBytes.length, 28); central.writeUInt32LE(0, 42);
  const dirOffset = local.length + nameBytes.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12); end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, nameBytes, packed, central, nameBytes, end]);
}

describe('zip bombs and lying sizes', () => {
  it('reads an honest entry, refuses one over the cap and one that inflates past its declared size', async () => {
    const ten = Buffer.alloc(10_000_000);
    expect((await (await openZip(bufferAccess(zipOf('a.class', Buffer.from('hello'), 5)))).read('a.class'))?.length).toBe(5);
    // Declared honestly, but over the entry cap: never inflated.
    expect(await (await openZip(bufferAccess(zipOf('big.class', ten, ten.length)), { maxDirectoryBytes: 1 << 20, maxEntryBytes: 1 << 20, maxEntries: 10 })).read('big.class')).toBeUndefined();
    // Declared small, inflating to 10 MB: inflation stops at the declared size and the entry is refused.
    expect(await (await openZip(bufferAccess(zipOf('bomb.class', ten, 1000)))).read('bomb.class')).toBeUndefined();
  });

  it('refuses a central directory over its cap and a file that is no zip', async () => {
    await expect(openZip(bufferAccess(zipOf('a.class', Buffer.from('x'), 1)), { maxDirectoryBytes: 10, maxEntryBytes: 100, maxEntries: 10 })).rejects.toThrow(/cap/);
    await expect(openZip(bufferAccess(Buffer.from('not a zip at all, just text')))).rejects.toThrow(/end of central directory/);
  });
});
