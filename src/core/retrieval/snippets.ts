/**
 * Source text of definitions, in the forms context assembly chooses from: the full
 * definition, a class outline (members as signatures), and a summary (signature and
 * docstring, body elided). Text is copied verbatim from the file, never re-formatted.
 */
import { elidedBodyLine } from '../languages/stubs-elided.js';
import { leadingDocCut } from './leading-doc.js';
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { definitionsUnder } from '../graph/definitions-under.js';
import { tokensAtLeast } from './tokens.js';

function slice(mod: LoadedModule, start: number, end: number): string[] {
  return mod.lines.slice(start - 1, end);
}

/** A left-out body: a stub keeps its `...`, an implemented body is marked as elided (a comment in the file's language). */
function elided(mod: LoadedModule, def: Definition): string {
  return elidedBodyLine(mod.parsed, def, mod.language.lineComment);
}

function indentOf(line: string): string {
  return /^\s*/.exec(line)?.[0] ?? '';
}

/**
 * Lines `start`-`end` of a method's body are one short statement the language shows instead of eliding
 * (Language.retrieval.shortBodies): a comment or an empty line is not one.
 */
function isShortBody(mod: LoadedModule, def: Definition, start: number, end: number): boolean {
  const limit = mod.language.retrieval.shortBodies;
  if (limit === undefined || start !== end || (def.kind !== 'method' && def.kind !== 'function')) return false;
  const text = (mod.lines[start - 1] ?? '').trim();
  return text !== '' && text.length <= limit && !text.startsWith('//') && !text.startsWith('/*') && !text.startsWith('*');
}

/** In brace languages, the definition's closing line (`}`), kept when its body is elided. */
function closingBrace(mod: LoadedModule, def: Definition): string | undefined {
  if (!mod.language.retrieval.closingBrace || def.bodyRange === undefined || def.range.end <= def.bodyRange.start) return undefined;
  const last = mod.lines[def.range.end - 1] ?? '';
  return last.trim().startsWith('}') ? last : undefined;
}

/**
 * A TypeScript function or method shown with its overload signatures: an implementation from
 * its first overload on, an overload as the run of signatures it belongs to (the API surface,
 * as a declaration file shows it). Python has no overloads in this sense; a definition without
 * them is shown from its own start to its end.
 */
function overloadGroup(mod: LoadedModule, def: Definition): { start: number; end: number } {
  const own = { start: def.fullRange.start, end: def.fullRange.end };
  if (!mod.language.retrieval.overloadGroups || (def.kind !== 'function' && def.kind !== 'method')) return own;
  const same = mod.parsed.definitions.filter((d) => d.qualname === def.qualname && d.kind === def.kind);
  if (same.length < 2) return own;
  // Only blank and comment lines may stand between the signatures of one group.
  const gapFree = (from: number, to: number): boolean => mod.lines.slice(from, to - 1).every((l) => /^\s*(\/\/.*|\/\*.*|\*.*)?$/.test(l));
  const overloads = same.filter((d) => d.declKind === 'overload').sort((a, b) => a.fullRange.start - b.fullRange.start);
  let { start, end } = own;
  for (const d of [...overloads].reverse()) if (d.fullRange.end < start && gapFree(d.fullRange.end, start)) start = d.fullRange.start;
  if (def.declKind === 'overload') for (const d of overloads) if (d.fullRange.start > end && gapFree(end, d.fullRange.start)) end = d.fullRange.end;
  return { start, end };
}

interface Hidden {
  start: number;
  end: number;
  text: string[];
}

/**
 * A docstring cut to its summary paragraph: examples and parameter tables are what a reader
 * skips first, and they are most of a long docstring's tokens. Undefined when there is
 * nothing to cut.
 */
function docstringCut(mod: LoadedModule, def: Definition, firstLine = false): Hidden | undefined {
  const doc = def.docstringRange;
  if (doc === undefined) return undefined;
  let cut = -1;
  if (firstLine) {
    // After the first line with words in it (`"""` alone on its line does not count).
    for (let line = doc.start; line < doc.end; line += 1) {
      if (/\w/.test(mod.lines[line - 1] ?? '')) {
        cut = line + 1;
        break;
      }
    }
  } else if (doc.end - doc.start >= 3) {
    for (let line = doc.start + 1; line < doc.end; line += 1) {
      if ((mod.lines[line - 1] ?? '').trim() === '') {
        cut = line;
        break;
      }
    }
  }
  if (cut < 0) return undefined;
  const close = mod.lines[doc.end - 1] ?? '';
  const quotes = /("""|'''|"|')\s*$/.exec(close.trim())?.[1] ?? '"""';
  return { start: cut, end: doc.end, text: [`${indentOf(mod.lines[doc.start - 1] ?? '')}${quotes}`] };
}

function withHidden(mod: LoadedModule, start: number, end: number, hidden: Hidden[]): string[] {
  const out: string[] = [];
  let line = start;
  for (const h of [...hidden].sort((a, b) => a.start - b.start)) {
    if (h.start < line || h.start > end) continue;
    out.push(...slice(mod, line, h.start - 1), ...h.text);
    line = h.end + 1;
  }
  out.push(...slice(mod, line, end));
  return out;
}

/**
 * Decorators, the header, the docstring's summary and the first `bodyLines` lines of the body,
 * then `...`: what is kept of a definition too long to show whole. Its first statements are
 * what a reader (and a model) most needs after the signature.
 */
export function summaryText(mod: LoadedModule, def: Definition, bodyLines = 0, docFirstLine = false): string {
  if (def.kind === 'variable') return slice(mod, def.fullRange.start, Math.min(def.fullRange.end, def.fullRange.start + 2)).join('\n');
  if (def.kind === 'class' && bodyLines > 0) return classHead(mod, def, bodyLines, docFirstLine);
  const { start, end } = overloadGroup(mod, def);
  if (def.declKind === 'overload') return slice(mod, start, end).join('\n');
  const cut = docstringCut(mod, def, docFirstLine) ?? leadingDocCut(mod, def, docFirstLine);
  const afterDoc = def.docstringRange === undefined ? (def.bodyRange?.start ?? def.range.end + 1) : def.docstringRange.end + 1;
  const firstCode = def.kind === 'class' ? afterDoc : Math.min(def.range.end + 1, afterDoc);
  const head = def.kind === 'class' || bodyLines === 0 ? firstCode - 1 : Math.min(def.range.end, headEnd(mod, firstCode, bodyLines));
  const closeLine = closingBrace(mod, def) === undefined ? def.range.end : def.range.end - 1;
  const last = head < def.range.end && isShortBody(mod, def, head + 1, closeLine) ? def.range.end : head;
  const out = withHidden(mod, start, Math.max(def.range.start, last), cut === undefined ? [] : [cut]);
  if (last < def.range.end) {
    const bodyLine = def.bodyRange === undefined ? undefined : mod.lines[def.bodyRange.start - 1];
    out.push(`${bodyLine === undefined ? `${indentOf(mod.lines[def.range.start - 1] ?? '')}    ` : indentOf(bodyLine)}${elided(mod, def)}`);
    const close = closingBrace(mod, def);
    if (close !== undefined) out.push(close);
  }
  return out.join('\n');
}

/** Most comment lines a head steps over to reach the body's first statements. */
const MAX_HEAD_COMMENT_LINES = 6;

/**
 * The last line of a head's `bodyLines` body lines from `first`. TypeScript: comment lines at
 * the start of the body do not count (up to a few), so the head shows the first statements.
 */
function headEnd(mod: LoadedModule, first: number, bodyLines: number): number {
  if (!mod.language.retrieval.headSkipsComments) return first - 1 + bodyLines;
  let code = 0;
  let comments = 0;
  let inBlock = false;
  let line = first;
  for (; line <= mod.lines.length && code < bodyLines; line += 1) {
    const text = (mod.lines[line - 1] ?? '').trim();
    const comment = inBlock || text.startsWith('//') || text.startsWith('/*');
    if (text.startsWith('/*') || inBlock) inBlock = !text.includes('*/');
    if (comment && comments < MAX_HEAD_COMMENT_LINES) comments += 1;
    else code += 1;
  }
  return line - 1;
}

/** The start of a class's outline: header, docstring summary and its first members' signatures. */
function classHead(mod: LoadedModule, cls: Definition, bodyLines: number, docFirstLine = false): string {
  const outline = classOutline(mod, cls, { docSummary: true, leadingDocFirstLine: docFirstLine }).split('\n');
  const cut = docstringCut(mod, cls);
  const docLines = cls.docstringRange === undefined ? 0 : cls.docstringRange.end - cls.docstringRange.start + 1 - (cut === undefined ? 0 : cut.end - cut.start);
  const above = leadingDocCut(mod, cls, docFirstLine);
  const aboveHidden = above === undefined ? 0 : above.end - above.start + 1 - above.text.length;
  const headerLines = cls.range.start - cls.fullRange.start - aboveHidden + Math.max(1, (cls.bodyRange?.start ?? cls.range.start + 1) - cls.range.start) + docLines;
  const keep = headerLines + bodyLines;
  if (outline.length <= keep) return outline.join('\n');
  const indent = indentOf(mod.lines[(cls.bodyRange?.start ?? cls.range.start + 1) - 1] ?? '    ');
  return [...outline.slice(0, keep), `${indent}...`].join('\n');
}

export interface OutlineOptions {
  /** Members shown in full (the target itself in its file's outline; not its overloads, which share its name). */
  keepFull?: ReadonlySet<Definition>;
  /** Members left out entirely (to fit a budget). */
  omit?: ReadonlySet<Definition>;
  /** Longer class docstrings are shortened to this many lines. */
  maxDocLines?: number;
  /** Class docstring cut to its summary paragraph. */
  docSummary?: boolean;
  /** With `docSummary`, a doc comment above the class (Rust) is cut to its first line, not its summary paragraph. */
  leadingDocFirstLine?: boolean;
  /** TypeScript: JSDoc blocks inside the class or interface cut to their first line. */
  memberDocSummary?: boolean;
}

/**
 * JSDoc blocks (`/** ... *\/`) inside a TypeScript class or interface body, longer than three
 * lines, cut to the opening line and the first line of text: the shape of a type is what a
 * reader needs, and generated SDK types carry paragraphs of prose on every property.
 */
function memberDocCuts(mod: LoadedModule, cls: Definition): Hidden[] {
  const out: Hidden[] = [];
  for (let line = (cls.bodyRange?.start ?? cls.range.start + 1); line < cls.range.end; line += 1) {
    const text = (mod.lines[line - 1] ?? '').trim();
    if (!text.startsWith('/**') || text.includes('*/')) continue;
    let end = line + 1;
    while (end < cls.range.end && !(mod.lines[end - 1] ?? '').includes('*/')) end += 1;
    if (end - line + 1 > 3) out.push({ start: line + 2, end: end - 1, text: [] });
    line = end;
  }
  return out;
}

/**
 * TypeScript: the first line of the comments (JSDoc, `/* *\/`, `//`) directly above a member,
 * which belong to it but lie outside its range; never above `floor`. Other languages: the
 * member's own start.
 */
function leadingCommentStart(mod: LoadedModule, def: Definition, floor: number): number {
  let start = def.fullRange.start;
  if (!mod.language.retrieval.leadingComments) return start;
  for (let line = start - 1; line > floor; line = start - 1) {
    const text = (mod.lines[line - 1] ?? '').trim();
    if (text.startsWith('//')) {
      start = line;
      continue;
    }
    if (!text.endsWith('*/')) break;
    let open = line;
    while (open > floor && !(mod.lines[open - 1] ?? '').includes('/*')) open -= 1;
    if (open <= floor || !(mod.lines[open - 1] ?? '').trim().startsWith('/*')) break;
    start = open;
  }
  return start;
}

/**
 * The class with every method body replaced by `...` (method docstrings dropped too), nested
 * classes outlined the same way: class-level statements and all member signatures stay.
 */
export function classOutline(mod: LoadedModule, cls: Definition, opts: OutlineOptions = {}): string {
  const hidden: Hidden[] = [];
  const cut = opts.docSummary === true ? docstringCut(mod, cls) : undefined;
  if (cut !== undefined) hidden.push(cut);
  const above = opts.docSummary === true ? leadingDocCut(mod, cls, opts.leadingDocFirstLine === true) : undefined;
  if (above !== undefined) hidden.push(above);
  if (opts.memberDocSummary === true) {
    // The JSDoc of a member shown in full (the target) is kept whole.
    const kept = mod.parsed.definitions
      .filter((d) => opts.keepFull?.has(d) === true)
      .map((d) => ({ start: leadingCommentStart(mod, d, cls.range.start), end: d.fullRange.start }));
    hidden.push(...memberDocCuts(mod, cls).filter((h) => !kept.some((k) => h.start >= k.start && h.end < k.end)));
  }
  const doc = cut === undefined ? cls.docstringRange : undefined;
  if (opts.maxDocLines !== undefined && doc !== undefined && doc.end - doc.start + 1 > opts.maxDocLines) {
    const indent = indentOf(mod.lines[doc.start - 1] ?? '');
    const close = (mod.lines[doc.end - 1] ?? '').trim().slice(-3);
    hidden.push({ start: doc.start + opts.maxDocLines - 1, end: doc.end, text: [`${indent}...  # docstring shortened`, `${indent}${close}`] });
  }
  let omitted = 0;
  // Nested types and fields left out (a class too large to outline even without its methods):
  // each with its comments, and with everything inside it.
  const members = definitionsUnder(mod.parsed, cls.qualname);
  for (const member of members) {
    if (member.kind === 'method' || member.kind === 'function' || opts.omit?.has(member) !== true) continue;
    if (member.fullRange.start < cls.fullRange.start || member.fullRange.end > cls.fullRange.end) continue;
    hidden.push({ start: leadingCommentStart(mod, member, cls.range.start), end: member.fullRange.end, text: [] });
    omitted += 1;
  }
  for (const member of members) {
    if (member.kind !== 'method' && member.kind !== 'function') continue;
    // A method declared outside its type's text (Go, a Rust impl block) is not part of this outline.
    if (member.fullRange.start < cls.fullRange.start || member.fullRange.end > cls.fullRange.end) continue;
    const parent = member.parent === undefined ? undefined : mod.byQualname.get(member.parent);
    if (parent?.kind !== 'class') continue;
    if (opts.omit?.has(member) === true) {
      // A left-out member takes its comments with it: alone they say nothing and cost tokens.
      hidden.push({ start: leadingCommentStart(mod, member, cls.range.start), end: member.fullRange.end, text: [] });
      omitted += 1;
      continue;
    }
    if (opts.keepFull?.has(member) === true || member.bodyRange === undefined) continue;
    const start = member.docstringRange?.start ?? member.bodyRange.start;
    if (start <= member.range.start) continue;
    const close = closingBrace(mod, member);
    const end = close === undefined ? member.range.end : member.range.end - 1;
    if (start === member.bodyRange.start && isShortBody(mod, member, start, end)) continue;
    const marker = `${indentOf(mod.lines[member.bodyRange.start - 1] ?? '')}${elided(mod, member)}`;
    hidden.push({ start, end, text: [marker] });
  }
  hidden.sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let line = cls.fullRange.start;
  for (const h of hidden) {
    if (h.start < line) continue;
    out.push(...slice(mod, line, h.start - 1), ...h.text);
    line = h.end + 1;
  }
  out.push(...slice(mod, line, cls.fullRange.end));
  if (omitted > 0) out.push(`${indentOf(mod.lines[cls.range.start - 1] ?? '')}    # ... ${omitted} more members not shown`);
  return out.join('\n');
}

/**
 * The form of a definition shown when it is selected in full: the whole code, with its
 * docstring cut to the summary paragraph (`wholeDoc` keeps it, e.g. when the target's
 * docstring refers to the definition).
 */
export function fullText(mod: LoadedModule, def: Definition, wholeDoc = false): string {
  const texts = fullTextsOf(mod, def);
  const key = wholeDoc ? 'whole' : 'cut';
  return (texts[key] ??= fullTextOf(mod, def, wholeDoc));
}

/**
 * tokensAtLeast (tokens.ts) of fullText, remembered with it: assembly bounds every candidate of every target of a job
 * from below before it counts any, and the three targets' pools hold much the same candidates.
 */
export function fullTextLeast(mod: LoadedModule, def: Definition, wholeDoc = false): number {
  const texts = fullTextsOf(mod, def);
  const key = wholeDoc ? 'wholeLeast' : 'cutLeast';
  return (texts[key] ??= tokensAtLeast(fullText(mod, def, wholeDoc)));
}

function fullTextsOf(mod: LoadedModule, def: Definition): FullTexts {
  let byDef = fullTexts.get(mod);
  if (byDef === undefined) fullTexts.set(mod, (byDef = new WeakMap()));
  let texts = byDef.get(def);
  if (texts === undefined) byDef.set(def, (texts = {}));
  return texts;
}

interface FullTexts {
  cut?: string;
  whole?: string;
  cutLeast?: number;
  wholeLeast?: number;
}

/**
 * fullText's answers, per module and definition (held weakly: a module is a job's or its installation's
 * parse, never changed after). A job's three targets put much the same candidates in their pools, and
 * each pool asked for every candidate's text again (a class's outline, a docstring's cut, the lines joined).
 */
const fullTexts = new WeakMap<LoadedModule, WeakMap<Definition, FullTexts>>();

function fullTextOf(mod: LoadedModule, def: Definition, wholeDoc: boolean): string {
  if (def.kind === 'class') return classOutline(mod, def, { docSummary: !wholeDoc, memberDocSummary: !wholeDoc && mod.language.retrieval.memberDocSummary });
  const { start, end } = overloadGroup(mod, def);
  const cut = wholeDoc ? undefined : (docstringCut(mod, def) ?? leadingDocCut(mod, def, false));
  return withHidden(mod, start, end, cut === undefined ? [] : [cut]).join('\n');
}

/**
 * Module-level import statements of a file, verbatim (multi-line imports kept whole); an
 * indented import keeps the `if TYPE_CHECKING:` / `try:` line it sits under.
 */
export function importBlock(mod: LoadedModule): string {
  const moduleImports = mod.parsed.imports.filter((b) => b.scope === undefined);
  const starts = [...new Set(moduleImports.map((b) => b.line))].sort((a, b) => a - b);
  // Front ends that know where a statement ends (TypeScript's `import {\n a,\n} from`) say so.
  const knownEnd = new Map(moduleImports.flatMap((b) => (b.endLine === undefined ? [] : [[b.line, b.endLine] as const])));
  const out: string[] = [];
  let last = 0;
  for (const start of starts) {
    if (start <= last) continue;
    const indent = indentOf(mod.lines[start - 1] ?? '').length;
    if (indent > 0) {
      let header = start - 1;
      while (header > last && (indentOf(mod.lines[header - 1] ?? '').length >= indent || (mod.lines[header - 1] ?? '').trim() === '')) header -= 1;
      if (header > last) out.push(mod.lines[header - 1] ?? '');
    }
    let end = start;
    let depth = 0;
    const statementEnd = knownEnd.get(start);
    if (statementEnd !== undefined) {
      out.push(...slice(mod, start, statementEnd));
      last = statementEnd;
      continue;
    }
    for (;;) {
      const text = mod.lines[end - 1] ?? '';
      depth += (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
      if ((depth > 0 || text.trimEnd().endsWith('\\')) && end < mod.lines.length) end += 1;
      else break;
    }
    out.push(...slice(mod, start, end));
    last = end;
  }
  return out.join('\n');
}
