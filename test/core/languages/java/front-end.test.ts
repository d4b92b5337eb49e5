/**
 * The Java front end on the JDK's own sources (openjdk-17-source) and on the stub idioms:
 * definitions with their classes (nested ones too), constructors, fields and constants, Javadoc,
 * imports, what is and is not a stub, syntax errors.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { findJavaStubs, javaSyntaxErrors, parseJava } from '../../../../src/core/languages/java/index.js';
import { interfaceFiles, languageFor } from '../../../../src/core/languages/index.js';
import { overriddenInterfaces } from '../../../../src/core/languages/stubs-interfaces.js';
import { readJdk } from './real-code.js';

const java = (...l: string[]): string => `${l.join('\n')}\n`;
const ARRAY_LIST = 'java.base/java/util/ArrayList.java';
const ABSTRACT_LIST = 'java.base/java/util/AbstractList.java';

describe('the grammar', () => {
  it('tree-sitter-java 0.23.5 loads with tree-sitter 0.21.1 and parses a real file without errors', () => {
    const require = createRequire(import.meta.url);
    expect((require('tree-sitter-java/package.json') as { version: string }).version).toBe('0.23.5');
    expect((require('tree-sitter/package.json') as { version: string }).version).toBe('0.21.1');
    expect(javaSyntaxErrors(readJdk(ARRAY_LIST))).toEqual([]);
  });
});

describe('definitions of java.util.ArrayList', () => {
  const source = readJdk(ARRAY_LIST);
  const parsed = parseJava(source);
  const lines = source.split('\n');
  const byQualname = (q: string) => parsed.definitions.filter((d) => d.qualname === q);

  it('lists the class, its three constructors, its methods and its nested classes with their members', () => {
    expect(byQualname('ArrayList')[0]).toMatchObject({ kind: 'class', declKind: 'class' });
    expect(byQualname('ArrayList')[0]?.bases).toEqual(['AbstractList', 'List', 'RandomAccess', 'Cloneable', 'java.io.Serializable']);
    expect(byQualname('ArrayList.ArrayList').map((d) => d.parameters)).toEqual([['initialCapacity'], [], ['c']]);
    expect(byQualname('ArrayList.ArrayList').every((d) => d.declKind === 'constructor')).toBe(true);
    expect(byQualname('ArrayList.Itr')[0]).toMatchObject({ kind: 'class', parent: 'ArrayList' });
    expect(byQualname('ArrayList.Itr.next')[0]).toMatchObject({ kind: 'method', parent: 'ArrayList.Itr' });
    expect(byQualname('ArrayList.SubList.get')[0]?.parameters).toEqual(['index']);
    expect(byQualname('ArrayList.ArrayListSpliterator.tryAdvance')).toHaveLength(1);
  });

  it('lists fields and constants as variables of their class, and types fields by their declaration', () => {
    expect(byQualname('ArrayList.DEFAULT_CAPACITY')[0]).toMatchObject({ kind: 'variable', declKind: 'constant', parent: 'ArrayList' });
    expect(byQualname('ArrayList.elementData')[0]).toMatchObject({ kind: 'variable', declKind: 'field' });
    expect(byQualname('ArrayList.SubList.root')[0]?.annotation).toBe('ArrayList<E>');
    expect(byQualname('ArrayList.SubList')[0]?.attributes.find((a) => a.name === 'root')?.annotation).toEqual(['ArrayList']);
  });

  it('starts a method below its annotations (fullRange includes them) and ends it at its closing brace', () => {
    const [elementData] = byQualname('ArrayList.elementData').filter((d) => d.kind === 'method');
    expect(elementData).toBeDefined();
    expect(lines[elementData!.fullRange.start - 1]?.trim()).toBe('@SuppressWarnings("unchecked")');
    expect(lines[elementData!.range.start - 1]?.trim()).toMatch(/^E elementData\(int index\) \{/);
    expect(elementData!.signature).toBe('E elementData(int index)');
    expect(elementData!.decorators).toEqual(['SuppressWarnings("unchecked")']);
    expect(lines[elementData!.range.end - 1]?.trim()).toBe('}');
  });

  it('reads Javadoc without its markers', () => {
    expect(byQualname('ArrayList.trimToSize')[0]?.docstring).toMatch(/^Trims the capacity of this {@code ArrayList} instance/);
    expect(byQualname('ArrayList.trimToSize')[0]?.docstring).not.toContain('*');
  });

  it('reads the imports as names taken from packages', () => {
    expect(parsed.imports.map((b) => `${b.module}|${b.name ?? ''}|${b.boundName}`)).toEqual(
      expect.arrayContaining(['java.util.function|Consumer|Consumer', 'java.util.function|Predicate|Predicate', 'jdk.internal.access|SharedSecrets|SharedSecrets']),
    );
  });

  it('references what a method calls, reads and constructs', () => {
    const [grow] = byQualname('ArrayList.grow');
    const chains = grow!.references.map((r) => `${r.kind}:${r.chain.join('.')}`);
    expect(chains).toEqual(expect.arrayContaining(['call:ArraysSupport.newLength', 'call:Arrays.copyOf', 'name:elementData']));
    // The type that qualifies a static call is used too: `ArraysSupport.newLength(...)` names ArraysSupport.
    expect(chains).toEqual(expect.arrayContaining(['name:ArraysSupport', 'name:Arrays']));
    expect(grow!.typeHints?.oldCapacity).toBeUndefined();
    expect(grow!.locals).toContain('oldCapacity');
  });

  it('names a qualifying type once, and not an upper-case constant or a variable that qualifies a call', () => {
    const src = 'class A {\n  void m(Repo repo) {\n    Util.go();\n    Outer.Inner.make();\n    MAX_SIZE.run();\n    repo.find();\n  }\n}\n';
    const m = parseJava(src).definitions.find((d) => d.qualname === 'A.m');
    const names = m!.references.filter((r) => r.kind === 'name').map((r) => r.chain.join('.'));
    expect(names).toEqual(expect.arrayContaining(['Util', 'Outer']));
    expect(names).not.toContain('MAX_SIZE');
    expect(names).not.toContain('repo');
  });

  it('names every qualifying type of a nested one, an all-caps enclosing class too (jdk.jdi: JDWP.VirtualMachine.Suspend)', () => {
    // javac counts `JDWP` and `JDWP.VirtualMachine` as used by `JDWP.VirtualMachine.Suspend.process(vm)`.
    const parsed = parseJava(readJdk('jdk.jdi/com/sun/tools/jdi/VirtualMachineImpl.java'));
    const suspend = parsed.definitions.find((d) => d.qualname === 'VirtualMachineImpl.suspend');
    const names = suspend!.references.filter((r) => r.kind === 'name').map((r) => r.chain.join('.'));
    expect(names).toEqual(expect.arrayContaining(['JDWP', 'JDWP.VirtualMachine', 'JDWP.VirtualMachine.Suspend']));
    // An all-caps segment before a member is a constant, not a type: `Config.MAX.run()` names `Config` only.
    const m = parseJava('class A {\n  void m() {\n    Config.MAX.run();\n  }\n}\n').definitions.find((d) => d.qualname === 'A.m');
    expect(m!.references.filter((r) => r.kind === 'name').map((r) => r.chain.join('.'))).toEqual(['Config']);
  });
});

describe('stubs', () => {
  const stubsOf = (source: string) => findJavaStubs(source).map((s) => `${s.qualname}:${s.kind}${s.inline === true ? ':inline' : ''}`);

  it('finds UnsupportedOperationException bodies, IDE-generated stubs and TODO-only bodies', () => {
    const source = java(
      'class A {',
      '  int a() {',
      '    throw new UnsupportedOperationException();',
      '  }',
      '  int b() {',
      '    // TODO: decide the rounding',
      '    throw new UnsupportedOperationException("b");',
      '  }',
      '  String c() {',
      '    // TODO Auto-generated method stub',
      '    return null;',
      '  }',
      '  boolean d(int x) {',
      '    // TODO Auto-generated method stub',
      '    return false;',
      '  }',
      '  A() {',
      '    super();',
      '    // TODO Auto-generated constructor stub',
      '  }',
      '  void e() {',
      '    // TODO',
      '  }',
      '  int f() { throw new UnsupportedOperationException("Not implemented yet"); }',
      '  @Override public String toString() {',
      '    // TODO Auto-generated method stub',
      '    return super.toString();',
      '  }',
      '}',
    );
    expect(stubsOf(source)).toEqual(['A.a:not-implemented', 'A.b:not-implemented', 'A.c:todo', 'A.d:todo', 'A.A:todo', 'A.e:todo', 'A.f:not-implemented:inline', 'A.toString:todo']);
  });

  it('leaves intentional bodies alone: empty methods, deliberate refusals, abstract and interface methods, real code', () => {
    const source = java(
      'abstract class B implements Runnable {',
      '  public void run() {}',
      '  public boolean add(Object o) {',
      '    throw new UnsupportedOperationException("read-only collection");',
      '  }',
      '  abstract int size();',
      '  interface I { void f(); default int g() { return 0; } }',
      '  int h() {',
      '    // the neutral element',
      '    return 0;',
      '  }',
      '  int k() {',
      '    if (size() > 0) throw new UnsupportedOperationException();',
      '    return 1;',
      '  }',
      // As the JDK's own jdk.internal.vm.ci writes them (JVMCIError, HotSpotRuntimeStub): a helper named for
      // the error it raises, and a message about a runtime stub, not about the method.
      '  public static RuntimeException unimplemented() {',
      '    throw new IllegalStateError("unimplemented");',
      '  }',
      '  public static RuntimeException notImplemented(String msg) {',
      '    throw new IllegalStateError("not implemented: " + msg);',
      '  }',
      '  public Object executeVarargs(Object... args) {',
      '    throw new InternalError("Cannot call stub " + name);',
      '  }',
      '}',
    );
    expect(stubsOf(source)).toEqual([]);
  });

  it('still reads a message that says the method is a stub, and a helper of another name that throws "unimplemented"', () => {
    const source = java(
      'class S {',
      '  int a() {',
      '    throw new IllegalStateException("stub");',
      '  }',
      '  int b() {',
      '    throw new RuntimeException("method stub");',
      '  }',
      '  int unimplementedCount() {',
      '    throw new UnsupportedOperationException("unimplemented");',
      '  }',
      '}',
    );
    expect(stubsOf(source)).toEqual(['S.a:not-implemented', 'S.b:not-implemented', 'S.unimplementedCount:not-implemented']);
  });

  it('gives the replaceable lines inside the braces, at the body\'s indentation', () => {
    const source = java('class C {', '\tint m(int x) {', '\t\tthrow new UnsupportedOperationException();', '\t}', '}');
    expect(findJavaStubs(source)).toEqual([{ qualname: 'C.m', defLine: 2, bodyRange: { start: 3, end: 3 }, indent: '\t\t', kind: 'not-implemented', hasTodo: false }]);
  });

  it('reads an optional operation of a JDK base class that a subclass overrides as an interface, not work left to do', () => {
    const base = readJdk(ABSTRACT_LIST);
    const sub = readJdk(ARRAY_LIST);
    const baseParsed = parseJava(base);
    const stubs = findJavaStubs(base, baseParsed).map((s) => s.qualname);
    expect(stubs).toEqual(expect.arrayContaining(['AbstractList.add', 'AbstractList.set', 'AbstractList.remove']));
    const files = ['java/util/AbstractList.java', 'java/util/ArrayList.java'];
    expect(interfaceFiles(files)).toEqual(files);
    const modules = [
      { file: files[0]!, parsed: baseParsed, stubs: findJavaStubs(base, baseParsed) },
      { file: files[1]!, parsed: parseJava(sub), stubs: [] },
    ];
    expect([...overriddenInterfaces(modules)]).toEqual(expect.arrayContaining(['java/util/AbstractList.java:AbstractList.add', 'java/util/AbstractList.java:AbstractList.set']));
  });
});

describe('syntax errors', () => {
  it('reports the lines of broken code and still lists what it recovered', () => {
    const source = java('class D {', '  void ok() {}', '  void broken( {', '  }', '}');
    expect(javaSyntaxErrors(source).map((p) => p.line)).toContain(3);
    expect(parseJava(source).definitions.map((d) => d.qualname)).toContain('D.ok');
  });

  it('is the language of .java files', () => {
    expect(languageFor('src/main/java/a/B.java').id).toBe('java');
  });
});

describe('names that are Object members', () => {
  it('a parameter or local named `constructor` or `toString` has its own type hint, not Object\'s member', () => {
    const parsed = parseJava(java('class E {', '  void m(Class<?> constructor) {', '    Object toString = null;', '    String s = constructor.getName();', '  }', '}'));
    const m = parsed.definitions.find((d) => d.qualname === 'E.m')!;
    const hints = m.typeHints!;
    const hint = (name: string) => hints[name];
    expect(hint('constructor')).toEqual({ chains: [['Class']], via: 'annotation' });
    expect(hint('toString')).toEqual({ chains: [['Object']], via: 'annotation' });
    expect(hint('valueOf')).toBeUndefined();
  });
});
