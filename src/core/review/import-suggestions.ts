/**
 * The imports a suggested body needs, in a review. When the line an import goes after is in the
 * PR's diff, a second ```suggestion there adds it (one per file and anchor line, shared by the
 * bodies that need it). Otherwise the language's local-import form of the body is used when it
 * has one (Python imports inside a function); failing both, the body's suggestion is labelled as
 * needing the import and a non-committable note gives the exact line.
 */
import type { SuggestedImplementation, SuggestedImport } from '../ports.js';
import { isCommentableRange, type PatchLines } from './diff-hunks.js';
import { code, fenced } from './markdown.js';

export interface ImportPlan {
  /** The body each suggestion shows, by `file:qualname`. */
  bodies: Map<string, string>;
  /** Lines to add under each suggestion (the non-committable import notes). */
  notes: Map<string, string[]>;
  /** Extra suggestion comments on import anchors. */
  comments: { path: string; line: number; body: string }[];
}

const key = (s: { file: string; qualname: string }): string => `${s.file}:${s.qualname}`;
const anchorLine = (imp: SuggestedImport): number => Math.max(imp.afterLine, 1);

export function planImports(inline: readonly SuggestedImplementation[], diffs: ReadonlyMap<string, PatchLines>): ImportPlan {
  const plan: ImportPlan = { bodies: new Map(), notes: new Map(), comments: [] };
  const anchors = new Map<string, { file: string; imp: SuggestedImport; texts: string[]; for: string[] }>();
  for (const s of inline) {
    const imports = s.imports ?? [];
    if (imports.length === 0) continue;
    const lines = diffs.get(s.file);
    const inDiff = lines !== undefined && imports.every((imp) => isCommentableRange(lines, anchorLine(imp), anchorLine(imp)));
    if (inDiff) {
      for (const imp of imports) {
        const k = `${s.file}\0${anchorLine(imp)}`;
        const a = anchors.get(k) ?? { file: s.file, imp, texts: [], for: [] };
        if (!a.texts.includes(imp.text)) a.texts.push(imp.text);
        a.for.push(s.qualname);
        anchors.set(k, a);
      }
      plan.notes.set(key(s), [`Needs ${imports.map((i) => code(i.text)).join(', ')}: commit the import suggestion on line ${anchorLine(imports[0]!)} together with this one.`]);
    } else if (s.bodyWithLocalImports !== undefined) {
      plan.bodies.set(key(s), s.bodyWithLocalImports);
      plan.notes.set(key(s), [`The import${imports.length === 1 ? '' : 's'} it needs ${imports.length === 1 ? 'is' : 'are'} at the top of the body, since the file's import block is outside this pull request's diff.`]);
    } else {
      plan.notes.set(key(s), [
        `⚠️ **Needs an import** this suggestion cannot add (the file's import block is outside this pull request's diff). Add by hand after line ${imports[0]!.afterLine}:`,
        fenced('', imports.map((i) => i.text).join('\n')),
      ]);
    }
  }
  for (const a of anchors.values()) {
    const line = anchorLine(a.imp);
    const text = a.imp.afterLine === 0 ? [...a.texts, a.imp.anchorText] : [a.imp.anchorText, ...a.texts];
    const body = [`**DyCoder** · import${a.texts.length === 1 ? '' : 's'} needed by ${[...new Set(a.for)].map(code).join(', ')}`, '', fenced('suggestion', text.join('\n'))].join('\n');
    plan.comments.push({ path: a.file, line, body });
  }
  return plan;
}
