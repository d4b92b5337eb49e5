import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../../../src/core/graph/module-loader.js';
import { enclosingClass } from '../../../../../src/core/graph/resolve-reference.js';
import { parseSource } from '../../../../../src/core/languages/index.js';
import { parsePython } from '../../../../../src/core/languages/python/index.js';

const load = (file: string, text: string) => indexModule(file, text, parseSource(text, file));

// A class merged with a namespace of the same name (the shape SDK clients are generated in).
const CLIENT = [
  'export class Client {',
  '  private retries = 2;',
  '  build(path: string): string {',
  '    return `/${path}`;',
  '  }',
  '  shouldRetry(status: number): boolean {',
  '    return status >= 500 && this.retries > 0;',
  '  }',
  '  send(path: string): string {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  'export declare namespace Client {',
  '  export type Options = { retries: number };',
  '}',
  '',
].join('\n');

describe('declarations merged under one name (TypeScript)', () => {
  it('lets the class stand for the name over a namespace that follows it', () => {
    const mod = load('src/client.ts', CLIENT);
    expect(mod.byQualname.get('Client')?.declKind).toBeUndefined();
    expect(mod.topLevel.get('Client')?.range.start).toBe(1);
    const send = mod.byQualname.get('Client.send');
    if (send === undefined) throw new Error('fixture missing');
    expect(enclosingClass(mod, send)?.range.start).toBe(1);
  });

  it('lets a class stand for the name over an interface declared before it', () => {
    const mod = load('src/point.ts', 'export interface Point { x: number }\nexport class Point {\n  x = 0;\n}\n');
    expect(mod.topLevel.get('Point')?.declKind).toBeUndefined();
    expect(mod.topLevel.get('Point')?.range.start).toBe(2);
  });

  it('lets an interface stand for the name over a namespace of the same name, whose members stay reachable', () => {
    const mod = load('src/snapshot.ts', 'export interface Snap {\n  a: number;\n}\nexport namespace Snap {\n  export interface Choice {\n    b: number;\n  }\n}\n');
    expect(mod.byQualname.get('Snap')?.declKind).toBe('interface');
    expect(mod.topLevel.get('Snap')?.declKind).toBe('interface');
    expect(mod.byQualname.get('Snap.Choice')?.declKind).toBe('interface');
  });

  it('keeps a namespace or interface that merges with nothing, and the first of two interfaces', () => {
    const mod = load('src/types.ts', 'export interface Shape { a: number }\nexport interface Shape { b: number }\nexport namespace Util {\n  export const one = 1;\n}\n');
    expect(mod.topLevel.get('Shape')?.range.start).toBe(1);
    expect(mod.topLevel.get('Util')?.declKind).toBe('namespace');
  });

  it('leaves Python as it was: the later of two classes of one name stands for it', () => {
    const text = 'class A:\n    x = 1\n\nclass A:\n    y = 2\n';
    const mod = indexModule('m.py', text, parsePython(text));
    expect(mod.byQualname.get('A')?.range.start).toBe(4);
    expect(mod.topLevel.get('A')?.range.start).toBe(1);
  });
});
