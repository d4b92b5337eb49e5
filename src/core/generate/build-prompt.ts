/**
 * Builds the messages for one target from the templates: the target as it stands, an outline
 * of its file, the retrieved context in graph order and the instruction.
 */
import type { ChatMessage } from '../ports.js';
import type { Definition, ParsedModule, Stub } from '../lang/python/types.js';
import type { RetrievalResult } from '../retrieval/types.js';
import { buildFileContext } from './file-context.js';
import { frontEndFor, languageOf } from '../lang/index.js';
import { IMPLEMENT_TEMPLATES, IMPLEMENTATION_JSON_SCHEMA, renderTemplate } from './templates.js';
import { typeScriptTemplates } from './typescript/templates.js';
import type { ImplementTemplates } from './templates.js';

export interface ImplementPromptInput {
  file: string;
  /** The target file's text in the original snapshot. */
  source: string;
  parsed: ParsedModule;
  target: Definition;
  stub: Stub;
  retrieval?: RetrievalResult;
  templates?: ImplementTemplates;
  /** Language code (`de`, `pt-BR`) for the comments the model writes; English when absent or `en`. */
  language?: string;
}

export interface ImplementPrompt {
  version: string;
  messages: ChatMessage[];
  jsonSchema: { name: string; schema: Record<string, unknown> };
}

function targetCode(lines: string[], parsed: ParsedModule, target: Definition): string {
  const own = lines.slice(target.fullRange.start - 1, target.range.end).join('\n');
  const parent = parsed.definitions.find((d) => d.qualname === target.parent);
  if (!parent) return own;
  const header = lines.slice(parent.range.start - 1, parent.range.start).join('\n');
  const between = target.fullRange.start > parent.range.start + 1;
  const indent = /^[ \t]*/.exec(lines[target.fullRange.start - 1] ?? '')?.[0] ?? '    ';
  return `${header}\n${between ? `${indent}...\n` : ''}${own}`;
}

/** The templates of the file's language. */
export function templatesFor(file: string): ImplementTemplates {
  if (languageOf(file) !== 'typescript') return IMPLEMENT_TEMPLATES;
  const fence = frontEndFor(file).fenceTag(file);
  return typeScriptTemplates(fence, fence === 'javascript' ? 'JavaScript' : 'TypeScript');
}

export function buildImplementPrompt(input: ImplementPromptInput): ImplementPrompt {
  const t = input.templates ?? templatesFor(input.file);
  const lines = input.source.split('\n');
  const ctx = buildFileContext(input.source, input.parsed, input.target, input.file);
  const items = input.retrieval?.items ?? [];
  // When retrieval already gives the target's file (hop 0: imports and outline), only the
  // enclosing class outline (with its attributes) is added, to spend the tokens once.
  const fileCovered = items.some((it) => it.hop === 0 && it.file === input.file && it.reason === 'target');
  const parts = fileCovered ? [ctx.enclosingClass] : [ctx.imports, ctx.enclosingClass, ctx.neighbours];
  const fileContext = parts.filter((p) => p.trim() !== '').join('\n\n');
  const values = {
    qualname: input.target.qualname,
    name: input.target.name,
    file: input.file,
    defLine: input.stub.defLine,
    signature: input.target.signature.replace(/\s*\n\s*/g, ' '),
    targetCode: targetCode(lines, input.parsed, input.target),
    fileContext,
    itemList: items
      .map((it) => `- \`${it.file}\`: \`${it.name}\` (${it.kind}; ${it.reason}; hop ${it.hop}${it.elided ? '; signature only' : ''})`)
      .join('\n'),
    retrievedContext: input.retrieval?.context ?? '',
  };
  const sections = [renderTemplate(t.sections.target, values)];
  if (fileContext !== '') sections.push(renderTemplate(t.sections.fileContext, values));
  if (items.length > 0 || values.retrievedContext.trim() !== '') sections.push(renderTemplate(t.sections.retrieved, values));
  const language = input.language !== undefined && !/^en(-|$)/i.test(input.language) ? input.language : undefined;
  // English prompts stay byte-identical to PROMPT_VERSION; another language is its own version.
  const instructions = renderTemplate(t.sections.instructions, values);
  sections.push(language === undefined ? instructions : `${instructions}\n${renderTemplate(t.languageInstruction, { language })}`);
  return {
    version: language === undefined ? t.version : `${t.version}+${language}`,
    messages: [
      { role: 'system', content: t.system },
      { role: 'user', content: sections.join('\n\n') },
    ],
    jsonSchema: { name: IMPLEMENTATION_JSON_SCHEMA.name, schema: structuredClone(IMPLEMENTATION_JSON_SCHEMA.schema) },
  };
}

/** The follow-up message of the single repair round. */
export function buildRepairMessage(target: Definition, problems: string[], templates: ImplementTemplates = IMPLEMENT_TEMPLATES): ChatMessage {
  return {
    role: 'user',
    content: renderTemplate(templates.repair, {
      qualname: target.qualname,
      name: target.name,
      problems: problems.map((p) => `- ${p}`).join('\n'),
    }),
  };
}
