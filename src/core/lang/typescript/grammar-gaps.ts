/**
 * TypeScript syntax that tree-sitter-typescript 0.23.2 (the newest release for the tree-sitter
 * 0.21 binding) rejects although tsc accepts it, and same-length rewrites into syntax the grammar
 * reads with the same declarations, imports and exports. Found by parsing every file of zod, rxjs
 * and @reduxjs/toolkit, then every other TypeScript file in node_modules (bench/results/ts-parse.md),
 * and checked against tsc (test/core/lang/typescript/tsc-crosscheck.test.ts). Every rewrite keeps each character's offset
 * and never touches a line break, so ranges, lines and columns stay those of the source.
 * Matching runs on the masked source (source-mask.ts), so comments and literals never match.
 */
import { closingAngle, enclosingBrackets, nextCode, previousCode } from './source-mask.js';

/**
 * Replace `text.length` characters at `start` with `text`. `names`: the names the grammar reads
 * inside this edit are the rewritten text (the source has no name there); elsewhere every name
 * keeps the source's text.
 */
export interface GapEdit {
  start: number;
  text: string;
  names?: true;
}

type Rule = (masked: string, source: string) => GapEdit[];

const spaces = (s: string): string => s.replace(/[^\n\r]/g, ' ');
const ID = '[A-Za-z_$][\\w$]*';

function blankGroup(pattern: RegExp, group: number): Rule {
  return (masked) => [...masked.matchAll(pattern)].map((m) => {
    const before = m.slice(1, group).reduce((n, g) => n + (g ?? '').length, 0);
    return { start: m.index + before, text: spaces(m[group] ?? '') };
  });
}

/** `interface I<in out T>` (TS 4.7 variance annotations): the modifiers only guide variance checks. */
const variance = blankGroup(new RegExp(`([<,]\\s*)(in\\s+out|in|out)(?=\\s+${ID}\\s*(?:extends\\b|=|,|>))`, 'g'), 2);

/** `abstract accessor x` / `static accessor x` (TS 4.9): read as a plain field. */
const modifiedAccessor = blankGroup(new RegExp(`(\\b(?:static|override|abstract|declare|public|private|protected)\\s+)(accessor)(?=\\s+[#\\w$\\['"])`, 'g'), 2);

/** `abstract override x: T` (a property): the grammar reads `override` only before `abstract`. */
const abstractOverride = blankGroup(new RegExp(`(\\babstract\\s+)(override)(?=\\s+(?:readonly\\s+)?[#\\w$\\['"])`, 'g'), 2);

/**
 * `<a href="https://x?a=1&b=2">` in TSX: the grammar takes `&` before a letter in a JSX attribute
 * string for a character reference and fails when it is none (no `;`). In a quoted value after
 * `name=` (blanked in the masked text), such a bare `&` becomes `+`; what a string holds is no
 * declaration, import or export.
 */
const jsxAttributeAmpersand: Rule = (masked, source) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/[\w$-]=\s*(["'])( *)\1/g)) {
    const inside = m.index + m[0].indexOf(m[1]!) + 1;
    const text = source.slice(inside, inside + (m[2] ?? '').length);
    for (const a of text.matchAll(/&(?=[A-Za-z])(?![A-Za-z][A-Za-z0-9]{0,30};)/g)) out.push({ start: inside + a.index, text: '+' });
  }
  return out;
};

/** `static [key: string]: T` in a class (TS 4.3): an index signature is no definition. */
const staticIndexSignature = blankGroup(new RegExp(`(\\b)(static)(?=\\s+(?:readonly\\s+)?\\[\\s*${ID}\\s*:)`, 'g'), 2);

/** `export type * from 'm'` / `export type * as ns from 'm'` (TS 5.0). */
const typeOnlyStarExport = blankGroup(/(\bexport\s+)(type)(?=\s*\*)/g, 2);

/** `import defer * as ns from 'm'` (TS 5.9). */
const deferredImport = blankGroup(/(\bimport\s+)(defer)(?=\s*\*\s*as\b)/g, 2);

/** `keyof readonly T[]`: the operator is irrelevant to declarations. */
const keyofReadonly = blankGroup(/(\bkeyof\s+)(readonly)(?=\s)/g, 2);

/** `{ [K in keyof T]? : X }`: the grammar wants `?:` as one token; the space moves before it. */
const spacedMappedOptional: Rule = (masked) => [...masked.matchAll(/\]([+-]?\?)([ \t]+):/g)].map((m) => ({
  start: m.index + 1,
  text: `${m[2]}${m[1]}:`,
}));

/**
 * `abstract` and `accessor` as member names (`abstract: boolean` in an interface, type or class):
 * the grammar takes them for modifiers. Its last letter becomes `_`; the name keeps the source's text.
 */
const keywordMemberName: Rule = (masked) => [...masked.matchAll(/\b(?:abstract|accessor)(?=\s*[?!]?\s*[:=(;])/g)].map((m) => ({
  start: m.index + m[0].length - 1,
  text: '_',
}));

/**
 * `let as: T` or a parameter property `private as: T` (a name `as`, as in vega-lite): the grammar
 * takes `as` for the cast operator there. Its last letter becomes `_`; the name keeps the source's text.
 */
const asDeclaredName: Rule = (masked) => [...masked.matchAll(/\b(?:let|const|var|private|public|protected|readonly)\s+as(?=\s*[?!]?\s*[:=;,)])/g)].map((m) => ({
  start: m.index + m[0].length - 1,
  text: '_',
}));

/** Type keywords the grammar will not take as a tuple element's label. */
const TYPE_KEYWORD_LABEL = /\b(?:any|number|boolean|string|symbol|void|unknown|never|object|undefined|null|this|keyof|readonly|infer|typeof|unique|new|const|abstract)(?=\s*\??\s*:)/g;

/**
 * `[promise: P, symbol: S]`: a labelled tuple element whose label is a type keyword. Inside square
 * brackets its last letter becomes `_`; a label is no declaration, and the name keeps the source's text.
 */
const keywordTupleLabel: Rule = (masked) => {
  const hits = [...masked.matchAll(TYPE_KEYWORD_LABEL)].filter((m) => /[[,]\s*$/.test(masked.slice(Math.max(0, m.index - 40), m.index)));
  const enclosing = enclosingBrackets(masked, hits.map((m) => m.index));
  return hits.filter((m) => masked[enclosing.get(m.index) ?? -1] === '[').map((m) => ({ start: m.index + m[0].length - 1, text: '_' }));
};

/**
 * ``A extends `\n${infer B}` ``: an escape in a template literal type. The grammar reads escapes only
 * in template strings of expressions (which the mask blanks, so they never match here). The backslash
 * becomes `_`; in `\\`, `` \` `` and `\$` both characters become `_`, so nothing is ended or opened.
 * What a literal type holds is no declaration, import or export.
 */
const templateTypeEscape: Rule = (masked) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/`(?:[^`\\\n]|\\.)*`/g)) {
    for (const e of m[0].matchAll(/\\(.)/g)) out.push({ start: m.index + e.index, text: '`$\\'.includes(e[1] ?? '') ? '__' : '_' });
  }
  return out;
};

/** `f<typeof import('m')>()`: a type query of an import type among a call's type arguments. */
const typeofImportTypeArgument: Rule = (masked, source) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/\btypeof\s+(import\s*\([^()\n]*\))(?=\s*[>,])/g)) {
    const start = m.index + m[0].length - (m[1]?.length ?? 0);
    const call = source.slice(start, m.index + m[0].length);
    if (/^import\s*\(\s*(['"])[^'"\n]*\1\s*\)$/.test(call)) out.push({ start, text: 'import'.padEnd(call.length, '_') });
  }
  return out;
};

/** `global { ... }` inside `declare module 'm' { }` (an augmentation): read as `global;{ ... }`. */
const bareGlobalAugmentation: Rule = (masked) => [...masked.matchAll(/([{};]\s*)global([ \t])(?=\s*\{)/g)].map((m) => ({
  start: m.index + (m[1]?.length ?? 0) + 6,
  text: ';',
}));

/** `({ a }?: Options) => R` in a function type: an optional destructured parameter. */
const optionalPattern = blankGroup(/(\})(\s*\?)(?=\s*:)/g, 2);

/**
 * `export default function (): T;` (an anonymous overload signature, in .d.ts files and before an
 * implementation) -> `export function default (): T;`, the same definition and export `default`.
 */
const anonymousDefaultSignature: Rule = (masked) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/\bexport([ \t]+)default[ \t]+(async[ \t]+)?function[ \t]*(?=[(<])/g)) {
    const core = `export${m[1]}${m[2] ? 'async ' : ''}function default`;
    if (core.length <= m[0].length) out.push({ start: m.index, text: core.padEnd(m[0].length, ' '), names: true });
  }
  return out;
};

/**
 * `import('m').A<T>`, `import('m').A[]`, `(import('m').A | B)`: the grammar reads an import type
 * only as a whole annotation. The call becomes one identifier of the same length, `import____`,
 * which the walk knows is no reference (chains.ts). A dynamic import (`import('m').then(...)`,
 * also with type arguments) and `typeof import('m').a` stay.
 */
const importTypeInType: Rule = (masked, source) => {
  const out: GapEdit[] = [];
  const pattern = new RegExp(`\\bimport\\s*\\(([^()\\n]*)\\)\\s*\\.\\s*${ID}(?:\\s*\\.\\s*${ID})*`, 'g');
  for (const m of masked.matchAll(pattern)) {
    const open = m.index + m[0].indexOf('(');
    const close = masked.indexOf(')', open);
    if (!/^\s*(['"])[^'"\n]*\1\s*$/.test(source.slice(open + 1, close))) continue;
    if (/\btypeof\s*$/.test(masked.slice(Math.max(0, m.index - 12), m.index))) continue;
    let next = nextCode(masked, m.index + m[0].length);
    if (masked[next] === '<') {
      const closing = closingAngle(masked, next);
      next = closing < 0 ? next : nextCode(masked, closing);
    }
    if (masked[next] === '(') continue;
    out.push({ start: m.index, text: 'import'.padEnd(close + 1 - m.index, '_') });
  }
  return out;
};

/** Whether the `{` at `brace` opens an interface body or an object type. */
function isTypeBody(masked: string, brace: number): boolean {
  if (brace < 0 || masked[brace] !== '{') return false;
  const before = masked[previousCode(masked, brace)] ?? '';
  if ('=:<,|&([?'.includes(before) && before !== '') return true;
  const header = masked.slice(Math.max(masked.lastIndexOf(';', brace), masked.lastIndexOf('}', brace), masked.lastIndexOf('{', brace - 1)) + 1, brace);
  return /\binterface\s/.test(header);
}

/**
 * A generic call signature on its own line after a member without `;`, in an interface or object
 * type (`(a: A): B` then `<T>(b: T): C`): tsc ends the member at the line break (type arguments
 * never start on a new line), the grammar reads `B<T>`. A `;` goes into the indentation before `<`.
 */
const genericCallSignatureAfterLineBreak: Rule = (masked) => {
  const candidates: number[] = [];
  for (const m of masked.matchAll(/\n([ \t]+)</g)) {
    const open = m.index + m[0].length - 1;
    const prev = masked[previousCode(masked, open)] ?? '';
    if (!/[\w$)\]}>'"`]/.test(prev)) continue;
    const close = closingAngle(masked, open);
    if (close < 0 || masked[nextCode(masked, close)] !== '(') continue;
    candidates.push(open);
  }
  const enclosing = enclosingBrackets(masked, candidates);
  return candidates.filter((open) => isTypeBody(masked, enclosing.get(open) ?? -1)).map((open) => ({ start: open - 1, text: ';' }));
};

const RULES: Rule[] = [
  variance,
  modifiedAccessor,
  abstractOverride,
  jsxAttributeAmpersand,
  staticIndexSignature,
  typeOnlyStarExport,
  deferredImport,
  optionalPattern,
  keyofReadonly,
  spacedMappedOptional,
  keywordMemberName,
  asDeclaredName,
  keywordTupleLabel,
  templateTypeEscape,
  typeofImportTypeArgument,
  bareGlobalAugmentation,
  anonymousDefaultSignature,
  importTypeInType,
  genericCallSignatureAfterLineBreak,
];

/**
 * The source with every known grammar gap rewritten (same length, same line breaks), and the
 * edits made; the source itself when nothing matched.
 */
export function rewriteGrammarGaps(source: string, masked: string): { text: string; edits: GapEdit[] } {
  const edits = RULES.flatMap((rule) => rule(masked, source)).sort((a, b) => a.start - b.start);
  let text = '';
  let at = 0;
  const kept: GapEdit[] = [];
  for (const e of edits) {
    if (e.start < at) continue; // overlapping matches: the first wins
    const replaced = source.slice(e.start, e.start + e.text.length);
    if (replaced.length !== e.text.length || /[\n\r]/.test(replaced) !== /[\n\r]/.test(e.text) || replaced.replace(/[^\n\r]/g, '') !== e.text.replace(/[^\n\r]/g, '')) continue;
    text += source.slice(at, e.start) + e.text;
    at = e.start + e.text.length;
    kept.push(e);
  }
  return kept.length === 0 ? { text: source, edits: [] } : { text: text + source.slice(at), edits: kept };
}
