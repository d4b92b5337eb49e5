/**
 * Builds the messages for one target from the templates: the target as it stands, an outline
 * of its file, the retrieved context in graph order and the instruction.
 */
import type { ChatMessage } from '../ports.js';
import type { Definition, ParsedModule, Stub } from '../languages/types.js';
import { countTokens, type TokenCounter } from '../retrieval/tokens.js';
import type { RetrievalResult } from '../retrieval/types.js';
import { buildFileContext } from './file-context.js';
import { fitLines, fitSections, promptCost, shortName, type Cost } from './prompt-budget.js';
import { languageFor } from '../languages/index.js';
import { IMPLEMENTATION_JSON_SCHEMA, REPAIR_TEMPLATE, renderTemplate } from './templates.js';
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
  /**
   * Tokens the whole prompt (all messages) may take. Undefined: the retrieved context's own size
   * plus room for the rest, at least DEFAULT_PROMPT_BUDGET, so a caller that sized retrieval
   * to a budget never sees its context cut here.
   */
  budgetTokens?: number;
  /** Tokenizer for the budget (default o200k, the one retrieval uses). */
  count?: TokenCounter;
  /** Language code (`de`, `pt-BR`) for the comments the model writes; English when absent or `en`. */
  language?: string;
  /** People's guidance, already rendered and bounded (guidance.ts): its own section before the instructions. */
  guidance?: string;
}

export const DEFAULT_PROMPT_BUDGET = 6000;
/** What the instructions, the target and the outline of its file may take beside the context. */
const FRAME_ALLOWANCE = 1500;

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
  return languageFor(file).generation.templates(file);
}

interface PromptParts {
  targetCode: string;
  fileContext: string;
  itemList: string;
  retrievedContext: string;
}

function render(t: ImplementTemplates, values: Record<string, string | number>, parts: PromptParts, hasItems: boolean, language: string | undefined, guidance = ''): ChatMessage[] {
  const all = { ...values, ...parts };
  const sections = [renderTemplate(t.sections.target, all)];
  if (parts.fileContext !== '') sections.push(renderTemplate(t.sections.fileContext, all));
  if (hasItems || parts.retrievedContext.trim() !== '') sections.push(renderTemplate(t.sections.retrieved, all));
  // Guidance (guidance.ts): user text, never templated (a `{{x}}` in it stays as written).
  if (guidance !== '') sections.push(guidance);
  const instructions = renderTemplate(t.sections.instructions, all);
  sections.push(language === undefined ? instructions : `${instructions}\n${renderTemplate(t.languageInstruction, { language })}`);
  return [
    { role: 'system', content: t.system },
    { role: 'user', content: sections.join('\n\n') },
  ];
}

const totalCost = (messages: ChatMessage[], cost: Cost): number => messages.reduce((n, m) => n + cost(m.content) + 4, 0);

/**
 * Cuts the parts to the budget: the target first (up to 40%), then its file's outline (15%)
 * and the list of retrieved items (10%), and the retrieved context gets what is left, whole
 * sections from the best ranked. Fixed text (system message, instructions) is never cut.
 */
function fitParts(full: PromptParts, budget: number, cost: Cost, frame: number, measure: (parts: PromptParts) => number): PromptParts {
  let spare = 0;
  for (let round = 0; round < 4; round++) {
    let left = budget - frame - spare;
    const targetCode = fitLines(full.targetCode, cost, Math.max(0, Math.min(left, Math.floor(budget * 0.4))), 'the target');
    left -= cost(targetCode);
    const fileContext = fitLines(full.fileContext, cost, Math.max(0, Math.min(left, Math.floor(budget * 0.15))), 'this file');
    left -= cost(fileContext);
    const itemList = fitLines(full.itemList, cost, Math.max(0, Math.min(left, Math.floor(budget * 0.1))), 'the list');
    left -= cost(itemList);
    const retrievedContext = fitSections(full.retrievedContext, cost, Math.max(0, left));
    const parts = { targetCode, fileContext, itemList, retrievedContext };
    // Measured on the rendered prompt: section headings and joins cost a little too.
    const over = measure(parts) - budget;
    if (over <= 0) return parts;
    spare += over + 16;
  }
  return { targetCode: fitLines(full.targetCode, cost, Math.max(0, budget - frame), 'the target'), fileContext: '', itemList: '', retrievedContext: '' };
}

export function buildImplementPrompt(input: ImplementPromptInput): ImplementPrompt {
  const t = input.templates ?? templatesFor(input.file);
  const cost = promptCost(input.count ?? countTokens);
  const lines = input.source.split('\n');
  const ctx = buildFileContext(input.source, input.parsed, input.target, input.file);
  const items = input.retrieval?.items ?? [];
  // When retrieval already gives the target's file (hop 0: imports and outline), only the
  // enclosing class outline (with its attributes) is added, to spend the tokens once.
  const fileCovered = items.some((it) => it.hop === 0 && it.file === input.file && it.reason === 'target');
  const fileParts = fileCovered ? [ctx.enclosingClass] : [ctx.imports, ctx.enclosingClass, ctx.neighbours];
  const full: PromptParts = {
    targetCode: targetCode(lines, input.parsed, input.target),
    fileContext: fileParts.filter((p) => p.trim() !== '').join('\n\n'),
    itemList: items
      .map((it) => `- \`${it.file}\`: \`${shortName(it.name)}\` (${it.kind}; ${it.reason}; hop ${it.hop}${it.elided ? '; signature only' : ''})`)
      .join('\n'),
    retrievedContext: input.retrieval?.context ?? '',
  };
  const values = {
    qualname: shortName(input.target.qualname),
    name: input.target.name,
    file: shortName(input.file),
    defLine: input.stub.defLine,
    signature: shortName(input.target.signature.replace(/\s*\n\s*/g, ' '), 600),
  };
  const language = input.language !== undefined && !/^en(-|$)/i.test(input.language) ? input.language : undefined;
  const budget = input.budgetTokens ?? Math.max(DEFAULT_PROMPT_BUDGET, (input.retrieval?.tokens ?? 0) + FRAME_ALLOWANCE);
  const hasItems = items.length > 0;
  const draw = (parts: PromptParts, withItems: boolean): ChatMessage[] => render(t, values, parts, withItems, language, input.guidance);
  let messages = draw(full, hasItems);
  if (totalCost(messages, cost) > budget) {
    const empty = { targetCode: '', fileContext: '', itemList: '', retrievedContext: '' };
    const frame = totalCost(draw(empty, true), cost);
    messages = draw(fitParts(full, budget, cost, frame, (parts) => totalCost(draw(parts, hasItems), cost)), hasItems);
  }
  return {
    // English prompts stay byte-identical to PROMPT_VERSION; another language is its own version.
    version: language === undefined ? t.version : `${t.version}+${language}`,
    messages,
    jsonSchema: { name: IMPLEMENTATION_JSON_SCHEMA.name, schema: structuredClone(IMPLEMENTATION_JSON_SCHEMA.schema) },
  };
}

/**
 * Tokens of a prompt's budget that are not retrieved context: the instructions, the target, its
 * class outline and room for the list of retrieved items (a tenth of the budget). A caller gives
 * retrieval `budgetTokens - promptReserveTokens(...)` so that the context fits the prompt whole.
 */
export function promptReserveTokens(input: Omit<ImplementPromptInput, 'retrieval'> & { budgetTokens: number }): number {
  const cost = promptCost(input.count ?? countTokens);
  // As retrieval will have it: the target's own file comes as hop 0, so only the class outline is added.
  const covered: RetrievalResult = {
    target: { file: input.file, name: input.target.qualname, line: input.target.range.start },
    retriever: 'dycoder',
    items: [{ file: input.file, name: input.target.qualname, kind: input.target.kind, reason: 'target', hop: 0, tokens: 0 }],
    context: '',
    tokens: 0,
    graph: { nodes: 0, edges: 0, hops: 0, mermaid: '' },
    stats: { filesRead: 0, bytesRead: 0, ms: 0 },
  };
  const frame = buildImplementPrompt({ ...input, retrieval: covered, budgetTokens: Math.floor(input.budgetTokens * 0.9) });
  return Math.min(input.budgetTokens, totalCost(frame.messages, cost) + Math.floor(input.budgetTokens * 0.1));
}

/** The follow-up message of the single repair round. */
export function buildRepairMessage(target: Definition, problems: string[], templates: Pick<ImplementTemplates, 'repair'> = { repair: REPAIR_TEMPLATE }): ChatMessage {
  return {
    role: 'user',
    content: renderTemplate(templates.repair, {
      qualname: target.qualname,
      name: target.name,
      problems: problems.map((p) => `- ${p}`).join('\n'),
    }),
  };
}
