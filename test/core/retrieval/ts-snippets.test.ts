import { describe, expect, it } from 'vitest';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { classOutline, fullText, summaryText } from '../../../src/core/retrieval/snippets.js';
import { buildTargetContext } from '../../../src/core/retrieval/target-context.js';

const load = (file: string, text: string) => indexModule(file, text, parseSource(text, file));
/** The definitions of these qualified names (an outline keeps or leaves out definitions, not names). */
const defs = (mod: ReturnType<typeof load>, ...names: string[]) => new Set(mod.parsed.definitions.filter((d) => names.includes(d.qualname)));

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

describe('TypeScript class outline with members left out', () => {
  const CLS = [
    'export class Fiber {',
    '  private count = 0 /* starts empty */',
    '  /**',
    '   * Reads the loggers.',
    '   */',
    '  getLoggers() {',
    '    return [];',
    '  }',
    '  // a note that belongs to log',
    '  log(message: string) {',
    '    return message;',
    '  }',
    '  /** Kept: its comment stays. */',
    '  run() {',
    '    return 1;',
    '  }',
    '}',
    '',
  ].join('\n');
  const mod = load('src/fiber.ts', CLS);
  const cls = mod.byQualname.get('Fiber');
  if (cls === undefined) throw new Error('fixture missing');

  it('drops the comments of a left-out member with it, keeping the code above and the kept members', () => {
    const lines = classOutline(mod, cls, { keepFull: defs(mod, 'Fiber.run'), omit: defs(mod, 'Fiber.getLoggers', 'Fiber.log') }).split('\n');
    expect(lines).not.toContain('   * Reads the loggers.');
    expect(lines).not.toContain('  // a note that belongs to log');
    // Lookalike: a field whose line ends in a comment is code, not the member's comment.
    expect(lines).toContain('  private count = 0 /* starts empty */');
    expect(lines).toContain('  /** Kept: its comment stays. */');
    expect(lines).toContain('  run() {');
  });

  it('keeps the comments of members that are shown', () => {
    const lines = classOutline(mod, cls, { keepFull: defs(mod, 'Fiber.run') }).split('\n');
    expect(lines).toContain('   * Reads the loggers.');
    expect(lines).toContain('  // a note that belongs to log');
  });

  it('leaves Python outlines as they were: a comment above a left-out method stays', () => {
    const text = 'class A:\n    # about f\n    def f(self):\n        return 1\n\n    def g(self):\n        return 2\n';
    const pyMod = load('a.py', text);
    const a = pyMod.byQualname.get('A');
    if (a === undefined) throw new Error('fixture missing');
    expect(classOutline(pyMod, a, { omit: defs(pyMod, 'A.f') }).split('\n')).toContain('    # about f');
  });
});

describe("TypeScript target's class outline under a small cap", () => {
  const members: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    members.push('  /**', `   * Member ${i} summary.`, '   *', `   * Member ${i} has a long explanation that a reader skips.`, '   */', `  member${i}(): number {`, `    return ${i};`, '  }');
  }
  const CLS = [
    'export class Big {',
    ...members,
    '  /**',
    '   * The target: what it must do.',
    '   *',
    '   * Every line of its own doc matters to whoever writes it.',
    '   */',
    '  target(): number {',
    "    throw new Error('not implemented');",
    '  }',
    '}',
    '',
  ].join('\n');
  const mod = load('src/big.ts', CLS);
  const target = mod.byQualname.get('Big.target');
  if (target === undefined) throw new Error('fixture missing');
  const count = (text: string): number => text.split(/\s+/).filter(Boolean).length;
  const full = buildTargetContext(mod, target, count, 100000).text;
  const small = buildTargetContext(mod, target, count, 260).text;

  it("cuts the kept members' JSDoc to its first line, so more of their signatures fit", () => {
    expect(full).toContain('   * Member 0 has a long explanation that a reader skips.');
    expect(small).not.toContain('has a long explanation');
    const shown = (text: string): number => (text.match(/ {2}member\d+\(\): number/g) ?? []).length;
    expect(shown(small)).toBeGreaterThan(0);
    expect(small).toContain('   * Member 11 summary.');
  });

  it("keeps the target's own JSDoc whole", () => {
    expect(small).toContain('   * Every line of its own doc matters to whoever writes it.');
  });
});

describe("the other definitions in the target's TypeScript file", () => {
  const FILE = [
    'type Outcome = Ok | Failed',
    'type Lane = [',
    '  kind: string,',
    ']',
    'function helper(n: number): number {',
    '  return n;',
    '}',
    'export function build(n: number): number {',
    "  throw new Error('not implemented');",
    '}',
    '',
  ].join('\n');
  const mod = load('src/lanes.ts', FILE);
  const target = mod.byQualname.get('build');
  if (target === undefined) throw new Error('fixture missing');
  const lines = buildTargetContext(mod, target, (t) => t.length, 100000).text.split('\n');

  it('shows a one-line declaration as it is, with no elided body after it', () => {
    const at = lines.indexOf('type Outcome = Ok | Failed');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]?.trim()).not.toBe('...');
  });

  it("elides a function's body with a TypeScript comment, and a longer type after its first line", () => {
    expect(lines).toContain('function helper(n: number): number {');
    expect(lines).toContain('    // … body elided …');
    expect(lines).not.toContain('    # … body elided …');
    // Lookalike: a type over several lines is not a one-liner.
    expect(lines[lines.indexOf('type Lane = [') + 1]?.trim()).toBe('...');
  });

  it('keeps the Python marker for Python files', () => {
    const text = 'def helper(n):\n    return n\n\ndef build(n):\n    pass\n';
    const pyMod = load('m.py', text);
    const pyTarget = pyMod.byQualname.get('build');
    if (pyTarget === undefined) throw new Error('fixture missing');
    expect(buildTargetContext(pyMod, pyTarget, (t) => t.length, 100000).text).toContain('    # … body elided …');
  });
});

describe('the head of a TypeScript function whose body opens with comments', () => {
  const FILE = [
    'export function match(path: string): number {',
    '  // quick check for the root',
    '  /* an optimisation: the loop below',
    '     handles it too */',
    "  if (path === '/') return 0;",
    '  const parts = path.split("/");',
    '  const rest = parts.slice(1);',
    '  return rest.length;',
    '}',
    'export function url(): string {',
    "  const base = 'http://example.com'; // not a comment line",
    '  const path = base + "/x";',
    '  const full = path + "/y";',
    '  return full;',
    '}',
    '',
  ].join('\n');
  const mod = load('src/match.ts', FILE);
  const head = (q: string): string[] => {
    const def = mod.byQualname.get(q);
    if (def === undefined) throw new Error('fixture missing');
    return summaryText(mod, def, 2).split('\n');
  };

  it('steps over the leading comments to show the first statements', () => {
    const lines = head('match');
    expect(lines).toContain("  if (path === '/') return 0;");
    expect(lines).toContain('  const parts = path.split("/");');
    expect(lines).not.toContain('  const rest = parts.slice(1);');
  });

  it('counts a statement whose text holds // as code', () => {
    const lines = head('url');
    expect(lines).toContain('  const path = base + "/x";');
    expect(lines).not.toContain('  const full = path + "/y";');
  });

  it('leaves Python heads as they were: two lines from the first statement', () => {
    const text = 'def f(x):\n    # a note\n    y = x + 1\n    z = y + 1\n    w = z + 1\n    return w\n';
    const pyMod = load('m.py', text);
    const f = pyMod.byQualname.get('f');
    if (f === undefined) throw new Error('fixture missing');
    expect(summaryText(pyMod, f, 2).split('\n').slice(0, 4)).toEqual(['def f(x):', '    # a note', '    y = x + 1', '    z = y + 1']);
  });
});
