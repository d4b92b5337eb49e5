/**
 * Grammar gaps outside type syntax (grammar-gaps.ts): modifiers the grammar does not know in a
 * position, keywords used as names, newer statement forms, and a JSX attribute's text.
 */
import { blankGroup, ID, type GapEdit, type Rule } from './gap-rule.js';

/** `interface I<in out T>` (TS 4.7 variance annotations): the modifiers only guide variance checks. */
export const variance = blankGroup(new RegExp(`([<,]\\s*)(in\\s+out|in|out)(?=\\s+${ID}\\s*(?:extends\\b|=|,|>))`, 'g'), 2);

/** `abstract accessor x` / `static accessor x` (TS 4.9): read as a plain field. */
export const modifiedAccessor = blankGroup(new RegExp(`(\\b(?:static|override|abstract|declare|public|private|protected)\\s+)(accessor)(?=\\s+[#\\w$\\['"])`, 'g'), 2);

/** `abstract override x: T` (a property): the grammar reads `override` only before `abstract`. */
export const abstractOverride = blankGroup(new RegExp(`(\\babstract\\s+)(override)(?=\\s+(?:readonly\\s+)?[#\\w$\\['"])`, 'g'), 2);

/**
 * `<a href="https://x?a=1&b=2">` in TSX: the grammar takes `&` before a letter in a JSX attribute
 * string for a character reference and fails when it is none (no `;`). In a quoted value after
 * `name=` (blanked in the masked text), such a bare `&` becomes `+`; what a string holds is no
 * declaration, import or export.
 */
export const jsxAttributeAmpersand: Rule = (masked, source) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/[\w$-]=\s*(["'])( *)\1/g)) {
    const inside = m.index + m[0].indexOf(m[1]!) + 1;
    const text = source.slice(inside, inside + (m[2] ?? '').length);
    for (const a of text.matchAll(/&(?=[A-Za-z])(?![A-Za-z][A-Za-z0-9]{0,30};)/g)) out.push({ start: inside + a.index, text: '+' });
  }
  return out;
};

/** `static [key: string]: T` in a class (TS 4.3): an index signature is no definition. */
export const staticIndexSignature = blankGroup(new RegExp(`(\\b)(static)(?=\\s+(?:readonly\\s+)?\\[\\s*${ID}\\s*:)`, 'g'), 2);

/** `export type * from 'm'` / `export type * as ns from 'm'` (TS 5.0). */
export const typeOnlyStarExport = blankGroup(/(\bexport\s+)(type)(?=\s*\*)/g, 2);

/** `import defer * as ns from 'm'` (TS 5.9). */
export const deferredImport = blankGroup(/(\bimport\s+)(defer)(?=\s*\*\s*as\b)/g, 2);

/**
 * `abstract` and `accessor` as member names (`abstract: boolean` in an interface, type or class):
 * the grammar takes them for modifiers. Its last letter becomes `_`; the name keeps the source's text.
 */
export const keywordMemberName: Rule = (masked) => [...masked.matchAll(/\b(?:abstract|accessor)(?=\s*[?!]?\s*[:=(;])/g)].map((m) => ({
  start: m.index + m[0].length - 1,
  text: '_',
}));

/**
 * `let as: T` or a parameter property `private as: T` (a name `as`, as in vega-lite): the grammar
 * takes `as` for the cast operator there. Its last letter becomes `_`; the name keeps the source's text.
 */
export const asDeclaredName: Rule = (masked) => [...masked.matchAll(/\b(?:let|const|var|private|public|protected|readonly)\s+as(?=\s*[?!]?\s*[:=;,)])/g)].map((m) => ({
  start: m.index + m[0].length - 1,
  text: '_',
}));

/** `global { ... }` inside `declare module 'm' { }` (an augmentation): read as `global;{ ... }`. */
export const bareGlobalAugmentation: Rule = (masked) => [...masked.matchAll(/([{};]\s*)global([ \t])(?=\s*\{)/g)].map((m) => ({
  start: m.index + (m[1]?.length ?? 0) + 6,
  text: ';',
}));

/**
 * `export default function (): T;` (an anonymous overload signature, in .d.ts files and before an
 * implementation) -> `export function default (): T;`, the same definition and export `default`.
 */
export const anonymousDefaultSignature: Rule = (masked) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/\bexport([ \t]+)default[ \t]+(async[ \t]+)?function[ \t]*(?=[(<])/g)) {
    const core = `export${m[1]}${m[2] ? 'async ' : ''}function default`;
    if (core.length <= m[0].length) out.push({ start: m.index, text: core.padEnd(m[0].length, ' '), names: true });
  }
  return out;
};
