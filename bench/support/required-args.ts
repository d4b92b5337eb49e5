/**
 * The arity mutants' rule (bench:validate-brace and its Rust diagnose tools): how many arguments a function of the file
 * takes, read off its signature. Rust's parameter list opens past the generics (`fn f<M: Fn(usize, usize) -> T>(m: M)`
 * takes 1, not 2: the answer check's `paramsOpen`); before session 17 the bench read the first `(` past `fn`, a bound's.
 */
import { paramsOpen } from '../../src/core/languages/rust/answer/body-facts.js';
import type { Definition } from '../../src/core/languages/types.js';

/** Index of the `(` opening the parameter list: Go past a method's receiver, Rust past the generics, else the first. */
function openOf(sig: string, lang: 'go' | 'rust' | 'java'): number {
  if (lang === 'rust') return paramsOpen(sig);
  return sig.indexOf('(', lang === 'go' && sig.startsWith('func (') ? sig.indexOf(')') + 1 : 0);
}

/**
 * Arguments a function takes at least when none is variadic (Go) / always (Rust, `self` counted), from its signature;
 * undefined when unsure. `legacyFirstParen`: the rule before session 17 (the first `(`, a `->` read as a closing `>`), kept
 * only to count which mutants the fix changes (count-arity-mutants.ts).
 */
export function requiredArgsOf(lang: 'go' | 'rust' | 'java', def: Definition, legacyFirstParen = false): number | undefined {
  const sig = def.signature;
  const open = legacyFirstParen ? sig.indexOf('(') : openOf(sig, lang);
  const arrows = lang === 'rust' && !legacyFirstParen;
  if (open === -1) return undefined;
  let depth = 0;
  let items = 0;
  let current = '';
  for (let i = open; i < sig.length; i++) {
    const c = sig[i]!;
    if ('([{<'.includes(c)) depth++;
    // `->` inside a parameter's type (`f: impl Fn(u8) -> u8`) closes nothing.
    if (')]}>'.includes(c) && !(arrows && c === '>' && sig[i - 1] === '-')) depth--;
    if (depth === 0) break;
    if (c === ',' && depth === 1) {
      if (current.trim() !== '') items++;
      current = '';
    } else if (i > open) current += c;
  }
  if (current.trim() !== '') items++;
  if (sig.includes('...')) return undefined;
  return items;
}
