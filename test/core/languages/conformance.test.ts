/**
 * One conformance suite, run over every registered language: what the shared code relies on a
 * Language for, end to end on a small repository of that language. A new language adds its
 * fixture here; a language without one fails the first test.
 */
import { describe, expect, it } from 'vitest';
import { buildImplementPrompt } from '../../../src/core/generate/build-prompt.js';
import { parseModelAnswer } from '../../../src/core/generate/parse-output.js';
import { validateImplementation } from '../../../src/core/generate/validate.js';
import { LANGUAGES, languageFor, type Language } from '../../../src/core/languages/index.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { classifySuggestionOutcome } from '../../../src/core/review/outcome.js';
import { memoryGraph, memorySource } from '../graph/memory-source.js';

interface Fixture {
  /** The repository: `file` (the stubs), and the module it imports `imported` from. */
  files: Record<string, string>;
  file: string;
  definitions: string[];
  /** Stub kinds of the language's idioms, one stub each. */
  stubKinds: string[];
  imported: { name: string; file: string };
  target: string;
  good: string;
  bad: string;
}

const lines = (...l: string[]): string => `${l.join('\n')}\n`;

const FIXTURES: Record<string, Fixture> = {
  python: {
    files: {
      'pkg/__init__.py': '',
      'pkg/money.py': lines('class Money:', '    def __init__(self, value):', '        self.value = value'),
      'pkg/shop.py': lines(
        'from pkg.money import Money', '', '',
        'class Cart:',
        '    def __init__(self):',
        '        self.items = []', '',
        '    def total(self):',
        '        """Sum of the items."""',
        '        pass', '',
        '    def tax(self):',
        '        ...', '',
        '    def discount(self):',
        '        raise NotImplementedError', '', '',
        'def price(value):',
        '    return Money(value)',
      ),
    },
    file: 'pkg/shop.py',
    definitions: ['Cart', 'Cart.__init__', 'Cart.total', 'Cart.tax', 'Cart.discount', 'price'],
    stubKinds: ['pass', 'ellipsis', 'not-implemented'],
    imported: { name: 'Money', file: 'pkg/money.py' },
    target: 'Cart.total',
    good: '```python\nreturn sum(self.items)\n```',
    bad: '```python\nreturn sum(self.items\n```',
  },
  typescript: {
    files: {
      'src/money.ts': lines('export class Money {', '  constructor(readonly value: number) {}', '}'),
      'src/cart.ts': lines(
        "import { Money } from './money';", '',
        'export class Cart {',
        '  items: number[] = [];', '',
        '  /** Sum of the items. */',
        '  total(): number {',
        '    // TODO: implement',
        '  }', '',
        '  tax(): number {',
        "    throw new Error('not implemented');",
        '  }',
        '}', '',
        'export function price(value: number): Money {',
        '  return new Money(value);',
        '}',
      ),
    },
    file: 'src/cart.ts',
    definitions: ['Cart', 'Cart.total', 'Cart.tax', 'price'],
    stubKinds: ['todo', 'not-implemented'],
    imported: { name: 'Money', file: 'src/money.ts' },
    target: 'Cart.total',
    good: '```ts\nreturn this.items.reduce((a, b) => a + b, 0);\n```',
    bad: '```ts\nreturn this.items.reduce((a, b) => a + b, 0;\n```',
  },
  go: {
    files: {
      'go.mod': lines('module example.com/shop', '', 'go 1.19'),
      'money/money.go': lines('package money', '', '// Money is an amount in cents.', 'type Money struct {', '\tCents int', '}', '', 'func New(cents int) Money {', '\treturn Money{Cents: cents}', '}'),
      'cart/item.go': lines('package cart', '', '// Item is one line of a cart.', 'type Item struct {', '\tPrice int', '}'),
      'cart/cart.go': lines(
        'package cart', '',
        'import "example.com/shop/money"', '',
        '// Cart holds the items of one order.',
        'type Cart struct {',
        '\tItems []Item',
        '}', '',
        '// Total is the sum of the item prices.',
        'func (c *Cart) Total() int {',
        '\tpanic("not implemented")',
        '}', '',
        'func (c *Cart) Tax() int {',
        '\t// TODO: compute the tax',
        '}', '',
        'func Price(cents int) money.Money {',
        '\treturn money.New(cents)',
        '}',
      ),
    },
    file: 'cart/cart.go',
    definitions: ['Cart', 'Cart.Total', 'Cart.Tax', 'Price'],
    stubKinds: ['not-implemented', 'todo'],
    // Go's unit of scope is the package directory: another file of the package, not an import, holds it.
    imported: { name: 'Item', file: 'cart/item.go' },
    target: 'Cart.Total',
    good: '```go\ntotal := 0\nfor _, it := range c.Items {\n\ttotal += it.Price\n}\nreturn total\n```',
    bad: '```go\nreturn sum(c.Items\n```',
  },
  rust: {
    files: {
      'Cargo.toml': lines('[package]', 'name = "shop"', 'version = "0.1.0"'),
      'src/lib.rs': lines('pub mod cart;', 'pub mod money;'),
      'src/money.rs': lines('pub struct Money {', '    pub value: u64,', '}', '', 'impl Money {', '    pub fn new(value: u64) -> Self {', '        Money { value }', '    }', '}'),
      'src/cart.rs': lines(
        'use crate::money::Money;', '',
        'pub struct Cart {',
        '    items: Vec<u64>,',
        '}', '',
        'impl Cart {',
        '    /// Sum of the items.',
        '    pub fn total(&self) -> u64 {',
        '        todo!()',
        '    }', '',
        '    pub fn tax(&self) -> u64 {',
        '        unimplemented!("tax rules")',
        '    }',
        '}', '',
        'pub fn price(value: u64) -> Money {',
        '    Money::new(value)',
        '}',
      ),
    },
    file: 'src/cart.rs',
    definitions: ['Cart', 'Cart.total', 'Cart.tax', 'price'],
    stubKinds: ['todo', 'not-implemented'],
    imported: { name: 'Money', file: 'src/money.rs' },
    target: 'Cart.total',
    good: '```rust\nself.items.iter().sum()\n```',
    bad: '```rust\nself.items.iter().sum(\n```',
  },
  java: {
    files: {
      'shop/src/main/java/com/example/shop/money/Money.java': lines(
        'package com.example.shop.money;', '',
        '/** An amount in cents. */',
        'public record Money(long cents) {}',
      ),
      'shop/src/main/java/com/example/shop/cart/Item.java': lines('package com.example.shop.cart;', '', 'public class Item {', '  final long price;', '', '  Item(long price) {', '    this.price = price;', '  }', '}'),
      'shop/src/main/java/com/example/shop/cart/Cart.java': lines(
        'package com.example.shop.cart;', '',
        'import com.example.shop.money.Money;',
        'import java.util.ArrayList;',
        'import java.util.List;', '',
        '/** The items of one order. */',
        'public class Cart {',
        '  private final List<Item> items = new ArrayList<>();', '',
        '  /** Sum of the item prices. */',
        '  public long total() {',
        '    throw new UnsupportedOperationException();',
        '  }', '',
        '  @Override',
        '  public String toString() {',
        '    // TODO Auto-generated method stub',
        '    return null;',
        '  }', '',
        '  public static Money price(long cents) {',
        '    return new Money(cents);',
        '  }',
        '}',
      ),
    },
    file: 'shop/src/main/java/com/example/shop/cart/Cart.java',
    definitions: ['Cart', 'Cart.items', 'Cart.total', 'Cart.toString', 'Cart.price'],
    stubKinds: ['not-implemented', 'todo'],
    imported: { name: 'Money', file: 'shop/src/main/java/com/example/shop/money/Money.java' },
    target: 'Cart.total',
    good: '```java\nlong sum = 0;\nfor (Item item : items) {\n  sum += item.price;\n}\nreturn sum;\n```',
    bad: '```java\nreturn items.stream().mapToLong(i -> i.price).sum(;\n```',
  },
};

it('every registered language has a conformance fixture', () => {
  expect(LANGUAGES.map((l) => l.id).sort()).toEqual(Object.keys(FIXTURES).sort());
});

describe.each(LANGUAGES.map((language) => [language.id, language] as const))('%s conforms to the Language interface', (id, language: Language) => {
  const fx = FIXTURES[id]!;
  const source = fx.files[fx.file]!;
  const parsed = language.parse(source, fx.file);
  const targetDef = () => parsed.definitions.find((d) => d.qualname === fx.target)!;
  const targetStub = () => language.findStubs(source, fx.file, parsed).find((s) => s.qualname === fx.target)!;

  it('is the language of its own files', () => {
    expect(languageFor(fx.file)).toBe(language);
    expect(language.sourceGlobs.length).toBeGreaterThan(0);
  });

  it('parses the fixture without errors and lists its definitions', () => {
    expect(parsed.errorLines).toEqual([]);
    expect(language.syntaxErrors(source, fx.file)).toEqual([]);
    expect(parsed.definitions.map((d) => d.qualname)).toEqual(expect.arrayContaining(fx.definitions));
  });

  it('finds one stub of each idiom, and none in implemented code', () => {
    const stubs = language.findStubs(source, fx.file, parsed);
    expect(stubs.map((s) => s.kind).sort()).toEqual([...fx.stubKinds].sort());
    expect(stubs.map((s) => s.qualname)).not.toContain('price');
    expect(language.stubIdioms.length).toBeGreaterThan(0);
  });

  it('resolves an import to the definition in the other file', async () => {
    const { resolver } = await memoryGraph(fx.files);
    const found = await resolver.lookupInModule(fx.file, fx.imported.name);
    expect(found).toMatchObject({ kind: 'definition', file: fx.imported.file });
    expect(found?.kind === 'definition' ? found.def.name : undefined).toBe(fx.imported.name);
  });

  it('retrieves the imported definition and builds a prompt within its budget', async () => {
    const retrieval = await retrieve(memorySource(fx.files), { file: fx.file, qualname: fx.target }, { retriever: 'dycoder', budgetTokens: 1500, maxHops: 3 });
    expect(retrieval.tokens).toBeLessThanOrEqual(1500);
    expect(retrieval.items.map((i) => i.file)).toContain(fx.file);
    const budgetTokens = 2500;
    const prompt = buildImplementPrompt({ file: fx.file, source, parsed, target: targetDef(), stub: targetStub(), retrieval, budgetTokens });
    const tokens = prompt.messages.reduce((n, m) => n + countTokens(m.content), 0);
    expect(tokens).toBeLessThanOrEqual(budgetTokens);
    expect(prompt.messages.map((m) => m.content).join('\n')).toContain(language.displayName);
  });

  it('accepts a good answer and rejects a bad one', () => {
    const check = (answer: string) => {
      const read = parseModelAnswer(answer, targetDef(), fx.file);
      return read.ok ? validateImplementation({ source, parsed, target: targetDef(), stub: targetStub(), body: read.body, file: fx.file }) : undefined;
    };
    const good = check(fx.good);
    expect(good?.errors).toEqual([]);
    expect(good?.ok).toBe(true);
    const bad = check(fx.bad);
    expect(bad === undefined || !bad.ok).toBe(true);
  });

  it('judges the outcome of a suggestion committed as suggested, and of one never applied', () => {
    const read = parseModelAnswer(fx.good, targetDef(), fx.file);
    if (!read.ok) throw new Error(read.problem);
    const result = validateImplementation({ source, parsed, target: targetDef(), stub: targetStub(), body: read.body, file: fx.file });
    const stubLines = source.split('\n').slice(targetStub().bodyRange.start - 1, targetStub().bodyRange.end).join('\n');
    const posted = { suggestion: result.newBody, stub: stubLines };
    expect(classifySuggestionOutcome(posted, language.bodyAt(result.newSource, fx.file, fx.target))).toMatchObject({ outcome: 'applied', exact: true });
    expect(classifySuggestionOutcome(posted, language.bodyAt(source, fx.file, fx.target))).toMatchObject({ outcome: 'stub-remains' });
    expect(language.bodyAt('', fx.file, fx.target)).toBeUndefined();
  });
});
