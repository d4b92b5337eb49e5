import { describe, expect, it } from 'vitest';
import { targetBodyIn } from '../../src/app/outcome-intake.js';
import { classifySuggestionOutcome } from '../../src/core/review/outcome.js';

const TS_STUB = "export function add(a: number, b: number): number {\n  throw new Error('not implemented');\n}\n";
const TS_DONE = 'export function add(a: number, b: number): number {\n  return a + b;\n}\n\nclass Box {\n  size(): number {\n    return 1;\n  }\n}\n';

describe('targetBodyIn', () => {
  it('reads a TypeScript body between the braces and sees the stub', () => {
    expect(targetBodyIn(TS_STUB, 'src/math.ts', 'add')).toEqual({ body: "  throw new Error('not implemented');", isStub: true });
    expect(targetBodyIn(TS_DONE, 'src/math.ts', 'add')).toEqual({ body: '  return a + b;', isStub: false });
    expect(targetBodyIn(TS_DONE, 'src/math.ts', 'Box.size')).toEqual({ body: '    return 1;', isStub: false });
    expect(targetBodyIn(TS_DONE, 'src/math.ts', 'gone')).toBeUndefined();
  });

  it('judges a committed TypeScript suggestion applied, and Python through outcome.ts', () => {
    const posted = { suggestion: '  return a + b;', stub: "  throw new Error('not implemented');" };
    expect(classifySuggestionOutcome(posted, targetBodyIn(TS_DONE, 'src/math.ts', 'add'))).toMatchObject({ outcome: 'applied', exact: true });
    expect(classifySuggestionOutcome(posted, targetBodyIn(TS_STUB, 'src/math.ts', 'add'))).toMatchObject({ outcome: 'stub-remains' });
    expect(targetBodyIn('def f(x):\n    """Doc."""\n    return x\n', 'pkg/m.py', 'f')).toEqual({ body: '    return x', isStub: false });
  });
});
