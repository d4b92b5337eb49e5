/**
 * Grammar gaps in type syntax (grammar-gaps.ts): import types, template literal types, tuple labels,
 * mapped types, function types and call signatures the grammar reads otherwise than tsc.
 */
import { closingAngle, enclosingBrackets, nextCode, previousCode } from './source-mask.js';
import { blankGroup, ID, spaces, type GapEdit, type Rule } from './gap-rule.js';

/** `keyof readonly T[]`: the operator is irrelevant to declarations. */
export const keyofReadonly = blankGroup(/(\bkeyof\s+)(readonly)(?=\s)/g, 2);

/** `{ [K in keyof T]? : X }`: the grammar wants `?:` as one token; the space moves before it. */
export const spacedMappedOptional: Rule = (masked) => [...masked.matchAll(/\]([+-]?\?)([ \t]+):/g)].map((m) => ({
  start: m.index + 1,
  text: `${m[2]}${m[1]}:`,
}));

/** Type keywords the grammar will not take as a tuple element's label. */
const TYPE_KEYWORD_LABEL = /\b(?:any|number|boolean|string|symbol|void|unknown|never|object|undefined|null|this|keyof|readonly|infer|typeof|unique|new|const|abstract)(?=\s*\??\s*:)/g;

/**
 * `[promise: P, symbol: S]`: a labelled tuple element whose label is a type keyword. Inside square
 * brackets its last letter becomes `_`; a label is no declaration, and the name keeps the source's text.
 */
export const keywordTupleLabel: Rule = (masked) => {
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
export const templateTypeEscape: Rule = (masked) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/`(?:[^`\\\n]|\\.)*`/g)) {
    for (const e of m[0].matchAll(/\\(.)/g)) out.push({ start: m.index + e.index, text: '`$\\'.includes(e[1] ?? '') ? '__' : '_' });
  }
  return out;
};

/** `f<typeof import('m')>()`: a type query of an import type among a call's type arguments. */
export const typeofImportTypeArgument: Rule = (masked, source) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/\btypeof\s+(import\s*\([^()\n]*\))(?=\s*[>,])/g)) {
    const start = m.index + m[0].length - (m[1]?.length ?? 0);
    const call = source.slice(start, m.index + m[0].length);
    if (/^import\s*\(\s*(['"])[^'"\n]*\1\s*\)$/.test(call)) out.push({ start, text: 'import'.padEnd(call.length, '_') });
  }
  return out;
};

/** `({ a }?: Options) => R` in a function type: an optional destructured parameter. */
export const optionalPattern = blankGroup(/(\})(\s*\?)(?=\s*:)/g, 2);

/**
 * `import('m').A<T>`, `import('m').A[]`, `(import('m').A | B)`: the grammar reads an import type
 * only as a whole annotation. The call becomes one identifier of the same length, `import____`,
 * which the walk knows is no reference (chains.ts). A dynamic import (`import('m').then(...)`,
 * also with type arguments) and `typeof import('m').a` stay.
 */
export const importTypeInType: Rule = (masked, source) => {
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
export const genericCallSignatureAfterLineBreak: Rule = (masked) => {
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

/**
 * `f<[Options?]>(args)`: a tuple type argument of a call ending in an optional element. The grammar
 * reads `?]>` there as the start of a conditional; the `?` is blanked (what a type argument says is
 * no declaration). `type A = [B?]` and `F<[B?]>` in a type annotation parse and are left alone.
 */
export const optionalTupleTypeArgument = blankGroup(/([\w$\])>])(\?)(?=\s*\]\s*>\s*\()/g, 2);

/**
 * `({ transaction: tr }: Props) => void` in a declaration file: a destructured parameter of a
 * function type that renames what it takes. The grammar reads no rename there; the `: tr` parts
 * are blanked (`{ transaction     }`), which declares nothing less. Only for `.d.ts` files, where
 * every such parameter list is a function type's (elsewhere it may be an arrow function's, whose
 * parameter names matter).
 */
export const renamedPatternInFunctionType: Rule = (masked) => {
  const out: GapEdit[] = [];
  for (const m of masked.matchAll(/\(\s*\{([^{}()]*)\}\s*\??\s*:/g)) {
    // A function type stands where a type does (`x: (`, `= (`, `| (`, `<(`); a method's or a
    // constructor's parameters follow its name.
    if (!':=|&(,<?'.includes(masked[previousCode(masked, m.index)] ?? '')) continue;
    const inside = m.index + m[0].indexOf('{') + 1;
    // `key: local` with a plain key: blanking `: local` leaves the shorthand `key`.
    for (const r of (m[1] ?? '').matchAll(new RegExp(`(${ID}\\s*)(:\\s*${ID})`, 'g'))) {
      out.push({ start: inside + r.index + (r[1]?.length ?? 0), text: spaces(r[2] ?? '') });
    }
  }
  return out;
};
