/**
 * A dependency's class as Java source the answer checks read like a repository file: its package, header (superclass,
 * interfaces), fields, constructors and methods with their erased parameter types (the count and varargs are what the
 * checks use), and the member types that were read, nested. Private, synthetic and bridge members are left out (a body
 * cannot call them). Bodies are empty; the text is never shown to anyone, only parsed.
 */
import { ACC, fieldType, methodTypes, type ClassInfo } from './class-file.js';

const KEYWORDS = new Set(('abstract assert boolean break byte case catch char class const continue default do double else enum extends final finally '
  + 'float for goto if implements import instanceof int interface long native new package private protected public return short static strictfp '
  + 'super switch synchronized this throw throws transient try void volatile while true false null var record yield').split(' '));
const identifier = (name: string): boolean => /^[A-Za-z_$][\w$]*$/.test(name) && !KEYWORDS.has(name);

/** `a/b/Outer$Inner` -> `a.b.Outer.Inner` (a `$` of a member type's binary name only when `members` says so). */
export const javaName = (binary: string): string => binary.replace(/\//g, '.').replace(/\$(?=[A-Za-z_])/g, '.');

export const simpleName = (binary: string): string => binary.slice(binary.lastIndexOf('/') + 1).replace(/^.*\$/, '');

function visibility(access: number): string {
  if ((access & ACC.PUBLIC) !== 0) return 'public ';
  if ((access & ACC.PROTECTED) !== 0) return 'protected ';
  return '';
}

function typeText(info: ClassInfo, access: number, indent: string, members: ReadonlyMap<string, ClassInfo>, innerAccess?: number): string {
  const own = innerAccess ?? access;
  const isInterface = (access & ACC.INTERFACE) !== 0;
  const isAnnotation = (access & ACC.ANNOTATION) !== 0;
  const isEnum = (access & ACC.ENUM) !== 0 && info.superClass === 'java/lang/Enum';
  const name = simpleName(info.thisClass);
  const kind = isAnnotation ? '@interface' : isInterface ? 'interface' : isEnum ? 'enum' : 'class';
  const mods = `${visibility(own)}${innerAccess !== undefined && (own & ACC.STATIC) !== 0 ? 'static ' : ''}${kind === 'class' && (access & ACC.ABSTRACT) !== 0 ? 'abstract ' : ''}`;
  const supers = info.superClass === undefined || info.superClass === 'java/lang/Object' || isEnum || info.superClass === 'java/lang/Record' ? [] : [javaName(info.superClass)];
  const ifaces = info.interfaces.filter((i) => !(isAnnotation && i === 'java/lang/annotation/Annotation')).map(javaName);
  const header = isInterface
    ? `${mods}${kind} ${name}${ifaces.length > 0 && !isAnnotation ? ` extends ${ifaces.join(', ')}` : ''}`
    : `${mods}${kind} ${name}${supers.length > 0 ? ` extends ${supers[0]}` : ''}${ifaces.length > 0 ? ` implements ${ifaces.join(', ')}` : ''}`;
  const inner = `${indent}    `;
  const lines: string[] = [];
  const visible = (acc: number): boolean => (acc & (ACC.PRIVATE | ACC.SYNTHETIC)) === 0;
  if (isEnum) {
    const constants = info.fields.filter((f) => (f.access & ACC.ENUM) !== 0 && identifier(f.name)).map((f) => f.name);
    lines.push(`${inner}${constants.join(', ')};`);
  }
  for (const f of info.fields) {
    if (!visible(f.access) || !identifier(f.name) || (isEnum && (f.access & ACC.ENUM) !== 0)) continue;
    lines.push(`${inner}${visibility(f.access)}${(f.access & ACC.STATIC) !== 0 ? 'static ' : ''}${fieldType(f.descriptor)} ${f.name};`);
  }
  for (const m of info.methods) {
    if (!visible(m.access) || (m.access & ACC.BRIDGE) !== 0 || m.name === '<clinit>') continue;
    if (m.name !== '<init>' && !identifier(m.name)) continue;
    if (m.name === '<init>' && (isEnum || isInterface)) continue;
    const { params, returns } = methodTypes(m.descriptor);
    // A non-static member class's constructor takes its enclosing instance first (not written in source).
    const outerFirst = m.name === '<init>' && innerAccess !== undefined && (innerAccess & ACC.STATIC) === 0 && !isEnum && params.length > 0 ? 1 : 0;
    const ps = params.slice(outerFirst).map((t, i, all) => {
      const varargs = (m.access & ACC.VARARGS) !== 0 && i === all.length - 1 && t.endsWith('[]');
      return `${varargs ? `${t.slice(0, -2)}...` : t} p${i}`;
    });
    const isStatic = (m.access & ACC.STATIC) !== 0;
    const abstract = (m.access & ACC.ABSTRACT) !== 0;
    const head = m.name === '<init>' ? `${visibility(m.access)}${name}(${ps.join(', ')})` : `${visibility(m.access)}${isStatic ? 'static ' : ''}${isInterface && !abstract && !isStatic ? 'default ' : ''}${!isInterface && abstract ? 'abstract ' : ''}${returns} ${m.name}(${ps.join(', ')})`;
    lines.push(`${inner}${head}${abstract ? ';' : ' {}'}`);
  }
  for (const entry of info.innerClasses) {
    if (entry.outer !== info.thisClass || entry.name === undefined || !identifier(entry.name) || (entry.access & (ACC.PRIVATE | ACC.SYNTHETIC)) !== 0) continue;
    const member = members.get(entry.inner);
    if (member !== undefined) lines.push(typeText(member, member.access, inner, members, entry.access));
  }
  return `${indent}${header} {\n${lines.join('\n')}${lines.length > 0 ? '\n' : ''}${indent}}`;
}

/**
 * The source text of `info` (a top-level class) with the member types in `members` (binary name -> info) nested where its
 * InnerClasses attribute places them; a member type not in `members` is left out (unread: the name stays unknown).
 */
export function classOutline(info: ClassInfo, members: ReadonlyMap<string, ClassInfo> = new Map()): string {
  const slash = info.thisClass.lastIndexOf('/');
  const pkg = slash < 0 ? '' : info.thisClass.slice(0, slash).replace(/\//g, '.');
  return `${pkg === '' ? '' : `package ${pkg};\n\n`}// Read from a dependency's class file by DyCoder's answer checks.\n${typeText(info, info.access, '', members)}\n`;
}
