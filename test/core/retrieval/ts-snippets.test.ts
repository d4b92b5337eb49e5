import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/lang/index.js';
import { fullText, summaryText } from '../../../src/core/retrieval/snippets.js';

const load = (file: string, text: string) => indexModule(file, text, parseSource(text, file));

const PARSE = [
  'export function parse(s: string): number;',
  '// numbers pass through',
  'export function parse(s: number): number;',
  'export function parse(s: string | number): number {',
  '  const n = Number(s);',
  '  return n;',
  '}',
  '',
  'export function other(): number;',
  'export function helper(): number {',
  '  return 1;',
  '}',
  '',
].join('\n');

describe('TypeScript overloads in context', () => {
  const mod = load('src/parse.ts', PARSE);
  const defs = mod.parsed.definitions.filter((d) => d.qualname === 'parse');
  const impl = defs.find((d) => d.declKind !== 'overload');
  const first = defs.find((d) => d.declKind === 'overload');
  if (impl === undefined || first === undefined) throw new Error('fixture missing');

  it('shows an implementation with the overload signatures above it', () => {
    expect(fullText(mod, impl).split('\n')).toEqual(PARSE.split('\n').slice(0, 7));
    expect(summaryText(mod, impl, 0).split('\n')[0]).toBe('export function parse(s: string): number;');
  });

  it('shows an overload as its run of signatures, without the body', () => {
    expect(fullText(mod, first)).toBe(PARSE.split('\n').slice(0, 3).join('\n'));
  });

  it('does not join a signature of another name', () => {
    const helper = mod.byQualname.get('helper');
    if (helper === undefined) throw new Error('fixture missing');
    expect(fullText(mod, helper).split('\n')[0]).toBe('export function helper(): number {');
  });

  it('leaves Python overloads as they were: each definition from its own start', () => {
    const text = 'from typing import overload\n\n@overload\ndef f(x: int) -> int: ...\n@overload\ndef f(x: str) -> str: ...\ndef f(x):\n    return x\n';
    const pyMod = load('m.py', text);
    const last = pyMod.parsed.definitions.filter((d) => d.qualname === 'f').at(-1);
    if (last === undefined) throw new Error('fixture missing');
    expect(fullText(pyMod, last)).toBe('def f(x):\n    return x');
  });
});

describe('TypeScript type bodies in context', () => {
  const TYPE = [
    'export interface Completion {',
    '  /**',
    '   * The id.',
    '   *',
    '   * Long prose about ids that a reader skips.',
    '   */',
    '  id: string;',
    '  /**',
    '   * Short.',
    '   */',
    '  model: string;',
    '}',
    '',
  ].join('\n');
  const mod = load('src/types.ts', TYPE);
  const def = mod.byQualname.get('Completion');
  if (def === undefined) throw new Error('fixture missing');

  it('cuts a long JSDoc block on a member to its first line and keeps a short one whole', () => {
    expect(fullText(mod, def).split('\n')).toEqual(['export interface Completion {', '  /**', '   * The id.', '   */', '  id: string;', '  /**', '   * Short.', '   */', '  model: string;', '}']);
  });

  it('keeps the whole JSDoc when the docs are asked for', () => {
    expect(fullText(mod, def, true)).toBe(TYPE.trimEnd());
  });
});
