/**
 * Java answer checks past the grammar (issue 22): unknown methods, members of typed receivers,
 * arity (overloads, varargs, constructors), needed imports (repository and JDK types; the same
 * package needs none), with javac as the oracle on a small repository (each wrong body really
 * fails to compile, each accepted one compiles), and on real JDK code (ArrayList and its bases).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';
import { readJdk } from './real-code.js';

const src = (...l: string[]): string => `${l.join('\n')}\n`;
const CART = 'src/main/java/shop/Cart.java';
const REPO: Record<string, string> = {
  'src/main/java/shop/Base.java': src(
    'package shop;',
    '',
    'public abstract class Base {',
    '  protected int scale(int n) { return n * 2; }',
    '  protected int scale(int n, int by) { return n * by; }',
    '}',
  ),
  'src/main/java/shop/Rules.java': src('package shop;', '', 'final class Rules {', '  static int cap(int n) { return Math.min(n, 100); }', '}'),
  'src/main/java/shop/model/Item.java': src(
    'package shop.model;',
    '',
    'public class Item {',
    '  private final String name;',
    '  private final int price;',
    '  public Item(String name, int price) { this.name = name; this.price = price; }',
    '  public int price() { return price; }',
    '  public String name() { return name; }',
    '  public static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }',
    '}',
  ),
  [CART]: src(
    'package shop;',
    '',
    'import java.util.List;',
    'import shop.model.Item;',
    '',
    'public class Cart extends Base {',
    '  private final List<Item> items;',
    '',
    '  Cart(List<Item> items) {',
    '    this.items = items;',
    '  }',
    '',
    '  int discount(int total) { return total / 10; }',
    '',
    '  public int total(Item extra) {',
    '    throw new UnsupportedOperationException();',
    '  }',
    '}',
  ),
};
const FILES = Object.keys(REPO);

function validate(body: string, source = REPO[CART]!): ValidationResult {
  const parsed = javaLanguage.parse(source, CART);
  const target = parsed.definitions.find((d) => d.qualname === 'Cart.total')!;
  const stub = parsed.stubs!.find((s) => s.qualname === 'Cart.total')!;
  const readFiles = new Map(Object.entries({ ...REPO, [CART]: source }));
  return javaLanguage.generation.validate({ source, parsed, target, stub, body, file: CART, readFiles, repoFiles: FILES });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-java-checks-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let runs = 0;
/** javac over the repository with Cart.java replaced: true when it compiles. */
function compiles(cartSource: string): boolean {
  const dir = join(work, `r${runs++}`);
  for (const [f, text] of Object.entries({ ...REPO, [CART]: cartSource })) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  try {
    execFileSync('javac', ['-d', join(dir, 'out'), ...FILES.map((f) => join(dir, f))], { stdio: 'pipe', timeout: 120_000 });
    return true;
  } catch {
    return false;
  }
}

const withImports = (r: ValidationResult): string => {
  const lines = r.newSource.split('\n');
  for (const imp of [...r.imports].sort((a, b) => b.afterLine - a.afterLine)) lines.splice(imp.afterLine, 0, imp.text);
  return lines.join('\n');
};

describe('Java answer checks against javac', () => {
  const cases: { name: string; body: string; error?: RegExp; imports?: string[] }[] = [
    { name: 'a correct body using the base, a typed parameter, a field, varargs and a package type', body: 'int t = Item.sum(extra.price(), scale(1), scale(2, 3));\nfor (Item i : items) {\n  t += i.price();\n}\nreturn Rules.cap(t - discount(t));' },
    { name: 'a hallucinated helper', body: 'return computeTotal(items);', error: /`computeTotal\(\.\.\.\)` is not a method of `Cart`/ },
    { name: 'a wrong member on a typed parameter', body: 'return extra.cost();', error: /`extra\.cost\(\.\.\.\)`: `Item` has no method `cost`; it has/ },
    { name: 'a wrong member on a field of a package type', body: 'return Rules.clamp(1);', error: /`Rules` has no method `clamp`/ },
    { name: 'the wrong arity (overloads counted)', body: 'return scale(1, 2, 3);', error: /`scale` takes 1 or 2 argument/ },
    { name: 'the wrong arity of a method on a typed receiver', body: 'return extra.price(1);', error: /`extra\.price` takes 0 argument/ },
    { name: 'a constructor that does not fit', body: 'return new Item("x").price();', error: /`new Item\(\.\.\.\)` passes 1 argument\(s\); its constructors take 2/ },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.error ? 'rejected, and javac refuses it' : 'accepted, and javac compiles it'}`, () => {
      const r = validate(c.body);
      if (c.error) {
        expect(r.ok).toBe(false);
        expect(r.errors.join('\n')).toMatch(c.error);
      } else {
        expect(r).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
      }
      expect(compiles(r.newSource)).toBe(r.ok);
    });
  }

  it('adds the import a repository type and a JDK type need, after the last import; javac needs exactly them', () => {
    const source = REPO[CART]!.replace('import shop.model.Item;\n', '');
    const r = validate('Map<String, Integer> byName = new HashMap<>();\nbyName.put(extra.name(), extra.price());\nreturn Item.sum(byName.get(extra.name()));', source);
    expect(r.ok).toBe(true);
    expect(r.imports.map((i) => i.text).sort()).toEqual(['import java.util.HashMap;', 'import java.util.Map;', 'import shop.model.Item;']);
    expect(r.imports.every((i) => i.afterLine === 3)).toBe(true);
    expect(compiles(r.newSource)).toBe(false);
    expect(compiles(withImports(r))).toBe(true);
  }, 300_000);

  it('needs no import for a type of the same package, and a name nothing declares is an error when the package was read whole', () => {
    expect(validate('return Rules.cap(1);').imports).toEqual([]);
    const r = validate('return Pricing.cap(1);');
    expect(r.ok).toBe(false);
    expect(r.errors.join('\n')).toMatch(/`Pricing` is not a type this file declares or imports/);
    expect(compiles(r.newSource)).toBe(false);
  });

  it('says nothing where a base it did not read may declare the method; an unread JDK base may declare only JDK method names', () => {
    const library = validate('return computeTotal(items);', REPO[CART]!.replace('extends Base', 'extends org.example.Remote'));
    expect(library).toMatchObject({ ok: true, errors: [], warnings: [] });
    const jdk = REPO[CART]!.replace('extends Base', 'extends java.util.AbstractList<Item>');
    expect(validate('return computeTotal(items);', jdk).errors.join('\n')).toMatch(/`computeTotal\(\.\.\.\)` is not a method of `Cart` or its bases, nor/);
    expect(validate('return size() + indexOf(extra);', jdk)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('Java answer checks on real JDK code', () => {
  const paths = ['java/util/ArrayList.java', 'java/util/AbstractList.java', 'java/util/AbstractCollection.java', 'java/util/List.java', 'java/util/Collection.java', 'java/util/RandomAccess.java'];
  const files = new Map(paths.map((p) => [`java.base/${p}`, readJdk(`java.base/${p}`)] as const));
  const file = 'java.base/java/util/ArrayList.java';
  const real = files.get(file)!;
  const method = /( {4}public int lastIndexOf\(Object o\) \{\n)([\s\S]*?)(\n {4}\}\n)/.exec(real)!;
  const stubbed = real.replace(method[0], `${method[1]}        throw new UnsupportedOperationException();${method[3]}`);
  const parsed = javaLanguage.parse(stubbed, file);
  const stub = parsed.stubs!.find((s) => s.qualname === 'ArrayList.lastIndexOf')!;
  const target = parsed.definitions.find((d) => d.qualname === 'ArrayList.lastIndexOf' && d.range.start === stub.defLine)!;
  const check = (body: string): ValidationResult =>
    javaLanguage.generation.validate({ source: stubbed, parsed, target, stub, body, file, readFiles: new Map([...files, [file, stubbed]]), repoFiles: [...files.keys()] });

  it('accepts ArrayList.lastIndexOf\'s own body clean, and rejects a renamed helper, a wrong arity and a member Object[] callers lack', () => {
    expect(check(method[2]!)).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    const helper = check(method[2]!.replace('lastIndexOfRange(', 'lastIndexInRange('));
    expect(helper.errors.join('\n')).toMatch(/`lastIndexInRange\(\.\.\.\)` is not a method of `ArrayList`/);
    const arity = check(method[2]!.replace(/lastIndexOfRange\([^)]*\)/, 'lastIndexOfRange(o)'));
    expect(arity.errors.join('\n')).toMatch(/`lastIndexOfRange` takes 3 argument/);
    expect(check('return this.indexOfAll(o);').errors.join('\n')).toMatch(/`this\.indexOfAll\(\.\.\.\)`: `ArrayList` has no method `indexOfAll`/);
    expect(check('return size() - 1 - subList(0, size()).indexOf(o) + modCount * 0;').ok).toBe(true);
  });
});

describe('Java answer checks: a return type\'s type arguments are not type parameters', () => {
  const source = REPO[CART]!.replace('public int total(Item extra) {', 'public List<Item> total(Item extra) {');
  const check = (body: string, src0 = source): ValidationResult => {
    const parsed = javaLanguage.parse(src0, CART);
    const target = parsed.definitions.find((d) => d.qualname === 'Cart.total')!;
    const stub = parsed.stubs!.find((s) => s.qualname === 'Cart.total')!;
    return javaLanguage.generation.validate({ source: src0, parsed, target, stub, body, file: CART, readFiles: new Map(Object.entries({ ...REPO, [CART]: src0 })), repoFiles: FILES });
  };
  it('checks a local of the type named in `List<Item> total(...)` and adds its import; javac agrees', () => {
    const member = check('Item first = items.get(0);\nfirst.cost();\nreturn items;');
    expect(member.errors.join('\n')).toMatch(/`first\.cost\(\.\.\.\)`: `Item` has no method `cost`/);
    expect(compiles(member.newSource)).toBe(false);
    const good = check('Item first = items.get(0);\nreturn first.price() > extra.price() ? items : List.of(extra);');
    expect(good).toMatchObject({ ok: true, errors: [], warnings: [], imports: [] });
    expect(compiles(good.newSource)).toBe(true);
  }, 300_000);
});
