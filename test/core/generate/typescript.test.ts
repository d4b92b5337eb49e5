import { describe, expect, it } from 'vitest';
import { buildImplementPrompt } from '../../../src/core/generate/build-prompt.js';
import { parseModelAnswer } from '../../../src/core/generate/parse-output.js';
import { prepareValidation, validateImplementation } from '../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../support/ts-lib-env.js';

const SOURCE = [
  "import { Cart, type Item } from '@shop/core';",
  '',
  'export class Checkout {',
  '  private cart = new Cart();',
  '',
  '  /** Adds the item and returns the new total in cents. */',
  '  add(item: Item): number {',
  '    // TODO: implement',
  '  }',
  '',
  "  clear(): void { throw new Error('not implemented'); }",
  '}',
  '',
].join('\n');
const FILE = 'apps/web/src/checkout.ts';
const cache = createValidationCache();
// The TypeScript compiler check is loaded on demand, as implementTarget does before validating.
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

function setup(qualname: string) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const target = parsed.definitions.find((d) => d.qualname === qualname);
  const stub = parsed.stubs?.find((s) => s.qualname === qualname);
  if (!target || !stub) throw new Error(`${qualname} missing`);
  return { source: SOURCE, parsed, target, stub, file: FILE, cache };
}

describe('TypeScript answers', () => {
  it('takes the statements out of a fenced block, a whole method or a JSON body', () => {
    const { target } = setup('Checkout.add');
    const fencedBody = parseModelAnswer('Here it is:\n```ts\nthis.cart.add(item);\nreturn this.cart.total();\n```', target, FILE);
    expect(fencedBody).toEqual({ ok: true, body: 'this.cart.add(item);\nreturn this.cart.total();', format: 'fenced', fromDef: false });
    const whole = parseModelAnswer('```typescript\nadd(item: Item): number {\n  this.cart.add(item);\n  return this.cart.total();\n}\n```', target, FILE);
    expect(whole).toEqual({ ok: true, body: 'this.cart.add(item);\nreturn this.cart.total();', format: 'fenced', fromDef: true });
    expect(parseModelAnswer('{"body": "return 1;"}', target, FILE)).toMatchObject({ ok: true, body: 'return 1;', format: 'json' });
    expect(parseModelAnswer('```ts\nfunction other(): number {\n  return 2;\n}\n```', target, FILE)).toEqual({
      ok: false,
      problem: 'The answer defines `other` instead of giving the body of `add`.',
    });
  });

  it('reads fences as Python answers are read: a ``` inside a template string neither ends the block nor cuts the body', () => {
    const { target } = setup('Checkout.add');
    const body = 'const fence = `\n```\n`;\nreturn fence.length;';
    expect(parseModelAnswer('````ts\n' + body + '\n````', target, FILE)).toEqual({ ok: true, body, format: 'fenced', fromDef: false });
  });
});

describe('TypeScript validation', () => {
  it('does not type-check a file over 256 KB (its compiler memory grows with the file) and says so; a body with an unknown type passes with a note', () => {
    const big = SOURCE + '// filler line of a generated file\n'.repeat(9_000);
    const parsed = parseTypeScript(big, FILE);
    const target = parsed.definitions.find((d) => d.qualname === 'Checkout.add')!;
    const stub = parsed.stubs!.find((st) => st.qualname === 'Checkout.add')!;
    const body = 'const n: number = "not a number";\nreturn n;';
    const v = validateImplementation({ source: big, parsed, target, stub, body, file: FILE, cache });
    expect(big.length).toBeGreaterThan(256 * 1024);
    expect(v.ok).toBe(true);
    expect(v.warnings).toContain(`Not type-checked: the file is ${Math.round(v.newSource.length / 1024)} KB, over the type check's 256 KB.`);
    // The same body in the ordinary file is a type error.
    expect(validateImplementation({ ...setup('Checkout.add'), body }).ok).toBe(false);
  });

  it('replaces exactly the lines inside the braces and keeps the file parsing', () => {
    const input = setup('Checkout.add');
    const v = validateImplementation({ ...input, body: 'this.cart.add(item);\nreturn this.cart.total();', knownNames: ['Cart'] });
    expect(v.errors).toEqual([]);
    expect(v.warnings).toEqual([]);
    expect(v.newBody).toBe('    this.cart.add(item);\n    return this.cart.total();');
    expect(v.newSource.split('\n').slice(6, 10)).toEqual(['  add(item: Item): number {', '    this.cart.add(item);', '    return this.cart.total();', '  }']);
  });

  it('rewrites a one-line stub around its braces', () => {
    const input = setup('Checkout.clear');
    const v = validateImplementation({ ...input, body: 'this.cart = new Cart();' });
    expect(v.errors).toEqual([]);
    expect(v.newBody).toBe('  clear(): void {\n    this.cart = new Cart();\n  }');
  });

  it('rejects bodies that do not parse, break the braces, are stubs again, or use names nothing defines', () => {
    const input = setup('Checkout.add');
    expect(validateImplementation({ ...input, body: 'return this.cart.total(;' }).errors[0]).toMatch(/^The body does not parse \(syntax error at body line 1/);
    expect(validateImplementation({ ...input, body: 'return 1;\n}\nfunction extra() {' }).ok).toBe(false);
    expect(validateImplementation({ ...input, body: "throw new Error('TODO: not implemented yet');" }).errors).toEqual([
      "The body is still a stub (only a TODO comment or `throw new Error('not implemented')`).",
    ]);
    const unbound = validateImplementation({ ...input, body: 'return computeTotal(this.cart, item) + Math.round(0.5);' });
    expect(unbound.ok).toBe(false);
    expect(unbound.errors).toEqual(["Body line 1: Cannot find name 'computeTotal'. (TS2304)"]);
  });
});

describe('TypeScript prompts', () => {
  it('fences code as TypeScript and asks for the statements inside the braces', () => {
    const { source, parsed, target, stub } = setup('Checkout.add');
    const prompt = buildImplementPrompt({ file: FILE, source, parsed, target, stub });
    const user = prompt.messages[1]?.content ?? '';
    expect(prompt.version).toBe('implement-ts-v1');
    expect(prompt.messages[0]?.content).toContain('expert TypeScript engineer');
    expect(user).toContain('```typescript\nexport class Checkout {');
    expect(user).toContain('Return only the statements that go inside the braces of `add`');
    expect(user).toContain('`add(item: Item): number`');
    // The rest of the file is outlined as TypeScript, not as Python.
    expect(user).toContain("## The rest of `apps/web/src/checkout.ts`\n\n```typescript\nimport { Cart, type Item } from '@shop/core';\n\nclass Checkout {\n  private cart = new Cart();\n  clear(): void { throw new Error('not implemented'); }\n}\n```");
  });
});
