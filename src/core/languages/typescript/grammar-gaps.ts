/**
 * TypeScript syntax that tree-sitter-typescript 0.23.2 (the newest release for the tree-sitter
 * 0.21 binding) rejects although tsc accepts it, and same-length rewrites into syntax the grammar
 * reads with the same declarations, imports and exports. Found by parsing every file of zod, rxjs
 * and @reduxjs/toolkit, then every other TypeScript file in node_modules (bench/results/ts-parse.md),
 * and checked against tsc (test/core/lang/typescript/tsc-crosscheck.test.ts). Every rewrite keeps each character's offset
 * and never touches a line break, so ranges, lines and columns stay those of the source.
 * Matching runs on the masked source (source-mask.ts), so comments and literals never match.
 * The rules: gap-rules-statements.ts (modifiers, names, statements) and gap-rules-types.ts (type syntax).
 */
import type { GapEdit, Rule } from './gap-rule.js';
import {
  abstractOverride, anonymousDefaultSignature, asDeclaredName, bareGlobalAugmentation, deferredImport, jsxAttributeAmpersand,
  keywordMemberName, modifiedAccessor, staticIndexSignature, typeOnlyStarExport, variance,
} from './gap-rules-statements.js';
import {
  genericCallSignatureAfterLineBreak, importTypeInType, keyofReadonly, keywordTupleLabel, optionalPattern, optionalTupleTypeArgument,
  renamedPatternInFunctionType, spacedMappedOptional, templateTypeEscape, typeofImportTypeArgument,
} from './gap-rules-types.js';

export type { GapEdit } from './gap-rule.js';

/** In this order: edits that start at the same offset keep the first rule's. */
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
  optionalTupleTypeArgument,
  bareGlobalAugmentation,
  anonymousDefaultSignature,
  importTypeInType,
  genericCallSignatureAfterLineBreak,
];

/** Rules that hold only in declaration files (`.d.ts`), where no function has a body. */
const DECLARATION_RULES: Rule[] = [renamedPatternInFunctionType];

/**
 * The source with every known grammar gap rewritten (same length, same line breaks), and the
 * edits made; the source itself when nothing matched. `declarationFile`: a `.d.ts`.
 */
export function rewriteGrammarGaps(source: string, masked: string, declarationFile = false): { text: string; edits: GapEdit[] } {
  const rules = declarationFile ? [...RULES, ...DECLARATION_RULES] : RULES;
  const edits = rules.flatMap((rule) => rule(masked, source)).sort((a, b) => a.start - b.start);
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
