/**
 * A small, bounded reader of Java class files (JVMS 4): the constant pool (every tag up to Java 21), the access flags,
 * this and super class, interfaces, fields and methods with their descriptors (-> parameter counts, varargs) and the
 * InnerClasses attribute (member types). Code, annotations and generic signatures are skipped. A malformed or truncated
 * file throws ClassFileError; the caller treats that as "not available".
 */
export class ClassFileError extends Error {}

export const ACC = { PUBLIC: 0x0001, PRIVATE: 0x0002, PROTECTED: 0x0004, STATIC: 0x0008, FINAL: 0x0010, BRIDGE: 0x0040, VARARGS: 0x0080, INTERFACE: 0x0200, ABSTRACT: 0x0400, SYNTHETIC: 0x1000, ANNOTATION: 0x2000, ENUM: 0x4000 } as const;

export interface ClassMember {
  name: string;
  descriptor: string;
  access: number;
}

export interface InnerClassEntry {
  /** Binary name of the member type (`a/b/Outer$Inner`). */
  inner: string;
  /** Binary name of the type declaring it, when it is a member type. */
  outer?: string;
  /** Its simple name, absent for an anonymous class. */
  name?: string;
  access: number;
}

export interface ClassInfo {
  major: number;
  access: number;
  /** Binary names (`org/objectweb/asm/MethodVisitor`). */
  thisClass: string;
  superClass?: string;
  interfaces: string[];
  fields: ClassMember[];
  methods: ClassMember[];
  innerClasses: InnerClassEntry[];
  isRecord: boolean;
}

/** Largest class file read (the biggest of the JDK's are ~1 MB). */
const MAX_CLASS_BYTES = 4_000_000;

type Entry = { tag: 1; text: string } | { tag: 7; name: number } | { tag: number };

/** Modified UTF-8 (JVMS 4.4.7): surrogates are encoded one by one, NUL as two bytes. */
function modifiedUtf8(b: Uint8Array, start: number, end: number): string {
  const units: number[] = [];
  let i = start;
  while (i < end) {
    const x = b[i]!;
    if (x < 0x80) {
      units.push(x);
      i += 1;
    } else if ((x & 0xe0) === 0xc0 && i + 1 < end) {
      units.push(((x & 0x1f) << 6) | (b[i + 1]! & 0x3f));
      i += 2;
    } else if ((x & 0xf0) === 0xe0 && i + 2 < end) {
      units.push(((x & 0x0f) << 12) | ((b[i + 1]! & 0x3f) << 6) | (b[i + 2]! & 0x3f));
      i += 3;
    } else throw new ClassFileError(`bad modified UTF-8 at ${i}`);
  }
  let out = '';
  for (let k = 0; k < units.length; k += 4096) out += String.fromCharCode(...units.slice(k, k + 4096));
  return out;
}

export function readClassFile(bytes: Uint8Array): ClassInfo {
  if (bytes.length > MAX_CLASS_BYTES) throw new ClassFileError('class file too large');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 0;
  const need = (n: number): void => {
    if (pos + n > bytes.length) throw new ClassFileError('truncated class file');
  };
  const u1 = (): number => { need(1); return view.getUint8(pos++); };
  const u2 = (): number => { need(2); const v = view.getUint16(pos); pos += 2; return v; };
  const u4 = (): number => { need(4); const v = view.getUint32(pos); pos += 4; return v; };
  if (u4() !== 0xcafebabe) throw new ClassFileError('not a class file');
  u2();
  const major = u2();
  const count = u2();
  const pool: (Entry | undefined)[] = new Array<Entry | undefined>(count);
  for (let i = 1; i < count; i++) {
    const tag = u1();
    switch (tag) {
      case 1: {
        const len = u2();
        need(len);
        pool[i] = { tag: 1, text: modifiedUtf8(bytes, pos, pos + len) };
        pos += len;
        break;
      }
      case 3: case 4: pos += 4; pool[i] = { tag }; break;
      case 5: case 6: pos += 8; pool[i] = { tag }; i += 1; break; // Long and Double take two slots.
      case 7: pool[i] = { tag: 7, name: u2() }; break;
      case 8: case 16: case 19: case 20: pos += 2; pool[i] = { tag }; break;
      case 9: case 10: case 11: case 12: case 17: case 18: pos += 4; pool[i] = { tag }; break;
      case 15: pos += 3; pool[i] = { tag }; break;
      default: throw new ClassFileError(`unknown constant pool tag ${tag} at entry ${i}`);
    }
    need(0);
  }
  const utf8 = (index: number): string => {
    const e = pool[index];
    if (e === undefined || e.tag !== 1 || !('text' in e)) throw new ClassFileError(`entry ${index} is not Utf8`);
    return e.text;
  };
  const className = (index: number): string => {
    const e = pool[index];
    if (e === undefined || e.tag !== 7 || !('name' in e)) throw new ClassFileError(`entry ${index} is not a Class`);
    return utf8(e.name);
  };
  const access = u2();
  const thisClass = className(u2());
  const superIndex = u2();
  const superClass = superIndex === 0 ? undefined : className(superIndex);
  const interfaces: string[] = [];
  for (let n = u2(), i = 0; i < n; i++) interfaces.push(className(u2()));
  const skipAttributes = (): void => {
    for (let n = u2(), i = 0; i < n; i++) {
      u2();
      const len = u4();
      need(len);
      pos += len;
    }
  };
  const members = (): ClassMember[] => {
    const out: ClassMember[] = [];
    for (let n = u2(), i = 0; i < n; i++) {
      const acc = u2();
      const name = utf8(u2());
      const descriptor = utf8(u2());
      skipAttributes();
      out.push({ name, descriptor, access: acc });
    }
    return out;
  };
  const fields = members();
  const methods = members();
  const innerClasses: InnerClassEntry[] = [];
  let isRecord = false;
  for (let n = u2(), i = 0; i < n; i++) {
    const attr = utf8(u2());
    const len = u4();
    need(len);
    const end = pos + len;
    if (attr === 'InnerClasses') {
      for (let k = u2(), j = 0; j < k; j++) {
        const inner = className(u2());
        const outerIndex = u2();
        const nameIndex = u2();
        const acc = u2();
        innerClasses.push({ inner, ...(outerIndex === 0 ? {} : { outer: className(outerIndex) }), ...(nameIndex === 0 ? {} : { name: utf8(nameIndex) }), access: acc });
      }
    } else if (attr === 'Record') isRecord = true;
    pos = end;
  }
  return { major, access, thisClass, ...(superClass === undefined ? {} : { superClass }), interfaces, fields, methods, innerClasses, isRecord };
}

/** A field or parameter descriptor's Java type (`[Ljava/lang/String;` -> `java.lang.String[]`; member types by `.`). */
function typeAt(d: string, start: number): { type: string; end: number } {
  let dims = 0;
  let i = start;
  while (d[i] === '[') {
    dims += 1;
    i += 1;
  }
  const prim: Record<string, string> = { B: 'byte', C: 'char', D: 'double', F: 'float', I: 'int', J: 'long', S: 'short', Z: 'boolean', V: 'void' };
  let base: string;
  if (d[i] === 'L') {
    const semi = d.indexOf(';', i);
    if (semi < 0) throw new ClassFileError(`bad descriptor ${d}`);
    base = d.slice(i + 1, semi).replace(/[/$]/g, '.');
    i = semi + 1;
  } else {
    const p = prim[d[i] ?? ''];
    if (p === undefined) throw new ClassFileError(`bad descriptor ${d}`);
    base = p;
    i += 1;
  }
  return { type: base + '[]'.repeat(dims), end: i };
}

/** A method descriptor's parameter types and return type. */
export function methodTypes(descriptor: string): { params: string[]; returns: string } {
  if (descriptor[0] !== '(') throw new ClassFileError(`bad method descriptor ${descriptor}`);
  const params: string[] = [];
  let i = 1;
  while (descriptor[i] !== ')') {
    if (i >= descriptor.length) throw new ClassFileError(`bad method descriptor ${descriptor}`);
    const t = typeAt(descriptor, i);
    params.push(t.type);
    i = t.end;
  }
  return { params, returns: typeAt(descriptor, i + 1).type };
}

export const fieldType = (descriptor: string): string => typeAt(descriptor, 0).type;
