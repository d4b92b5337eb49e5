/**
 * Java answers: reading the model's code (statements, the whole method, a class around it),
 * checking the body in place (parses, keeps the signature, is no stub, names in scope), the
 * outcome body at a later head, and a prompt that names Java, on a stub put into a real JDK class.
 */
import { describe, expect, it } from 'vitest';
import { buildImplementPrompt } from '../../../../src/core/generate/build-prompt.js';
import { java as javaLanguage } from '../../../../src/core/languages/java/language.js';
import { parseJava } from '../../../../src/core/languages/java/index.js';
import { retrieve } from '../../../../src/core/retrieval/index.js';
import { memorySource } from '../../graph/memory-source.js';
import { readJdk } from './real-code.js';

const java = (...l: string[]): string => `${l.join('\n')}\n`;
const FILE = 'src/main/java/shop/Cart.java';
const SOURCE = java(
  'package shop;',
  '',
  'import java.util.List;',
  '',
  'public class Cart {',
  '  private final List<Integer> prices;',
  '',
  '  Cart(List<Integer> prices) {',
  '    this.prices = prices;',
  '  }',
  '',
  '  /** The sum of the prices. */',
  '  public int total() {',
  '    throw new UnsupportedOperationException();',
  '  }',
  '',
  '  int count() { throw new UnsupportedOperationException(); }',
  '}',
);
const parsed = parseJava(SOURCE);
const target = (q: string) => parsed.definitions.find((d) => d.qualname === q)!;
const stub = (q: string) => parsed.stubs!.find((s) => s.qualname === q)!;
const check = (q: string, answer: string, readFiles?: ReadonlyMap<string, string>) => {
  const read = javaLanguage.generation.parseAnswer(answer, target(q), FILE);
  if (!read.ok) return { read };
  return { read, result: javaLanguage.generation.validate({ source: SOURCE, parsed, target: target(q), stub: stub(q), body: read.body, file: FILE, ...(readFiles ? { readFiles } : {}) }) };
};

describe('reading the answer', () => {
  it('takes the statements, or the body of the method when the answer repeats it (alone or in a class)', () => {
    const statements = 'int sum = 0;\nfor (int p : prices) {\n  sum += p;\n}\nreturn sum;';
    expect(check('Cart.total', `\`\`\`java\n${statements}\n\`\`\``).read).toMatchObject({ ok: true, body: statements, fromDef: false });
    const method = `\`\`\`java\n@Override\npublic int total() {\n    int sum = 0;\n    for (int p : prices) {\n      sum += p;\n    }\n    return sum;\n}\n\`\`\``;
    expect(check('Cart.total', method).read).toMatchObject({ ok: true, body: statements.replace('  sum', '  sum'), fromDef: true });
    const inClass = `\`\`\`java\npublic class Cart {\n  public int total() {\n    return prices.size();\n  }\n}\n\`\`\``;
    expect(check('Cart.total', inClass).read).toMatchObject({ ok: true, body: 'return prices.size();', fromDef: true });
  });

  it('says so when the answer only declares other methods', () => {
    const { read } = check('Cart.total', '```java\nprivate int sum() {\n  return 0;\n}\n```');
    expect(read).toMatchObject({ ok: false });
    expect(read.ok ? '' : read.problem).toContain('`sum`');
  });
});

describe('checking the body in place', () => {
  it('accepts a body that parses and uses names in scope, indented to the method', () => {
    const { result } = check('Cart.total', '```java\nreturn prices.stream().mapToInt(Integer::intValue).sum();\n```');
    expect(result).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(result?.newBody).toBe('    return prices.stream().mapToInt(Integer::intValue).sum();');
    expect(result?.newSource).toContain('  public int total() {\n    return prices.stream()');
  });

  it('rejects a body that does not parse, breaks the braces or is still a stub', () => {
    expect(check('Cart.total', '```java\nreturn prices.size(;\n```').result?.errors[0]).toMatch(/does not parse/);
    expect(check('Cart.total', '```java\nreturn 0;\n}\nint extra() {\nreturn 1;\n```').result?.ok).toBe(false);
    expect(check('Cart.total', '```java\n// TODO\nthrow new UnsupportedOperationException("not implemented");\n```').result?.errors[0]).toMatch(/still a stub/);
  });

  it('warns about names nothing in scope declares, and knows the package\'s types and a base\'s members from the files read', () => {
    expect(check('Cart.total', '```java\nreturn Discount.apply(prices.size());\n```').result?.warnings[0]).toMatch(/`Discount`/);
    const readFiles = new Map([['src/main/java/shop/Discount.java', java('package shop;', 'class Discount { static int apply(int n) { return n; } }')]]);
    expect(check('Cart.total', '```java\nreturn Discount.apply(prices.size());\n```', readFiles).result).toMatchObject({ ok: true, warnings: [] });
  });

  it('splits a one-line stub around its braces', () => {
    const { result } = check('Cart.count', '```java\nreturn prices.size();\n```');
    expect(result).toMatchObject({ ok: true, errors: [] });
    expect(result?.newBody).toBe('  int count() {\n    return prices.size();\n  }');
  });
});

describe('outcome and prompt', () => {
  it('finds the body at a later head, and whether it is still a stub', () => {
    expect(javaLanguage.bodyAt(SOURCE, FILE, 'Cart.total')).toEqual({ body: '    throw new UnsupportedOperationException();', isStub: true });
    const done = SOURCE.replace('    throw new UnsupportedOperationException();\n  }\n\n  int', '    return 1;\n  }\n\n  int');
    expect(javaLanguage.bodyAt(done, FILE, 'Cart.total')).toEqual({ body: '    return 1;', isStub: false });
    expect(javaLanguage.bodyAt(SOURCE, FILE, 'Cart.missing')).toBeUndefined();
  });

  it('builds a prompt naming Java for a stub put into a real JDK class, with the class outline', async () => {
    const real = readJdk('java.base/java/util/ArrayList.java').replace(
      /public void trimToSize\(\) \{[\s\S]*?\n {4}\}\n/,
      'public void trimToSize() {\n        throw new UnsupportedOperationException();\n    }\n',
    );
    const file = 'src/java.base/java/util/ArrayList.java';
    const realParsed = javaLanguage.parse(real, file);
    const realStub = javaLanguage.findStubs(real, file, realParsed).find((s) => s.qualname === 'ArrayList.trimToSize')!;
    expect(realStub).toBeDefined();
    const realTarget = realParsed.definitions.find((d) => d.qualname === 'ArrayList.trimToSize' && d.range.start === realStub.defLine)!;
    const retrieval = await retrieve(memorySource({ [file]: real }), { file, qualname: 'ArrayList.trimToSize' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 2 });
    const prompt = buildImplementPrompt({ file, source: real, parsed: realParsed, target: realTarget, stub: realStub, retrieval, budgetTokens: 6000 });
    const text = prompt.messages.map((m) => m.content).join('\n');
    expect(text).toContain('Java engineer');
    expect(text).toContain('```java');
    expect(text).toContain('transient Object[] elementData');
  });
});
