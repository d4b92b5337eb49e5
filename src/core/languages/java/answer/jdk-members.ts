/**
 * Members of the JDK types a repository's classes most often extend or implement, for the member
 * and arity checks (a base the graph does not hold is otherwise an open door): Object (every
 * class's and interface's), Enum, Record, Throwable and java.lang's exceptions, and the small
 * interfaces of java.lang/java.io. Method name -> the argument counts it accepts.
 */
import { JAVA_BUILTINS } from './builtins.js';

export type Arities = ReadonlySet<number>;
const methods = (spec: string): Map<string, Set<number>> => {
  const m = new Map<string, Set<number>>();
  for (const item of spec.split(' ')) {
    const [name, counts] = item.split('/');
    if (name === undefined || counts === undefined) continue;
    m.set(name, new Set(counts.split(',').map(Number)));
  }
  return m;
};

export const OBJECT_METHODS = methods('equals/1 hashCode/0 toString/0 getClass/0 notify/0 notifyAll/0 wait/0,1,2 clone/0 finalize/0');
const THROWABLE = methods('getMessage/0 getLocalizedMessage/0 getCause/0 initCause/1 printStackTrace/0,1 getStackTrace/0 setStackTrace/1 addSuppressed/1 getSuppressed/0 fillInStackTrace/0');
const ENUM = methods('name/0 ordinal/0 compareTo/1 getDeclaringClass/0 describeConstable/0 values/0 valueOf/1,2');

const KNOWN: ReadonlyMap<string, Map<string, Set<number>>> = new Map([
  ['Object', new Map()],
  ['Record', new Map()],
  ['Enum', ENUM],
  ['Serializable', new Map()],
  ['Cloneable', new Map()],
  ['Comparable', methods('compareTo/1')],
  ['Runnable', methods('run/0')],
  ['AutoCloseable', methods('close/0')],
  ['Closeable', methods('close/0')],
  ['Iterable', methods('iterator/0 forEach/1 spliterator/0')],
  ['IOException', THROWABLE],
  ['UncheckedIOException', THROWABLE],
  ...[...JAVA_BUILTINS].filter((n) => /(Exception|Error)$/.test(n) || n === 'Throwable').map((n) => [n, THROWABLE] as const),
]);

/** The methods (beyond Object's) of a JDK base by simple or qualified name; undefined when not listed. */
export function jdkBaseMethods(name: string): ReadonlyMap<string, Arities> | undefined {
  const simple = name.split('.').at(-1) ?? name;
  if (name.includes('.') && !/^java\.(lang|io)\.[A-Z]\w*$/.test(name)) return undefined;
  return KNOWN.get(simple);
}
