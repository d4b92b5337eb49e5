/**
 * The optional model path of the dycoder retriever: (1) entry points chosen from a compact
 * tree view, (2) one batched "worth following?" judgment per walk round. Answers are
 * zod-validated; names that do not exist are dropped; a malformed answer or a failed call
 * falls back to the deterministic rule with a warning. The model never creates edges.
 */
import { extensionOf } from '../languages/index.js';
import { z } from 'zod';
import type { ChatModel, ChatRequest, Logger } from '../ports.js';
import { silentLogger } from '../ports.js';
import { symbolId, type FrontierEntry } from '../graph/expand.js';
import { nodeId } from '../graph/partial-graph.js';
import type { DycoderHooks } from './dycoder.js';
import type { Session } from './session.js';

const entriesAnswer = z.object({ entries: z.array(z.string()).max(50) });
const judgeAnswer = z.object({ follow: z.array(z.string()).max(500) });

const ENTRY_SCHEMA = {
  name: 'entry_points',
  schema: { type: 'object', properties: { entries: { type: 'array', items: { type: 'string' } } }, required: ['entries'], additionalProperties: false },
};
const JUDGE_SCHEMA = {
  name: 'relevance',
  schema: { type: 'object', properties: { follow: { type: 'array', items: { type: 'string' } } }, required: ['follow'], additionalProperties: false },
};

export interface ModelHookOptions {
  /** Judgment calls per request at most; later rounds use the deterministic rule. */
  maxJudgeCalls?: number;
  /** Paths listed in the tree view at most (nearest to the target first). */
  maxPaths?: number;
}

/** Parses a model's JSON answer, tolerating a ```json fence around it. */
function parseAnswer<T>(content: string, schema: z.ZodType<T>): T | undefined {
  const text = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/```$/, '').trim();
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i;
}

function treeView(s: Session, maxPaths: number): string {
  const paths = [...s.sourceFiles].sort((a, b) => commonPrefix(b, s.mod.file) - commonPrefix(a, s.mod.file) || a.localeCompare(b));
  const outline = s.mod.parsed.definitions
    .filter((d) => d.kind !== 'variable' && (d.parent === undefined || s.mod.byQualname.get(d.parent)?.kind === 'class'))
    .map((d) => `  ${d.qualname}: ${d.signature}`);
  return [
    `${s.language.familyName} files (${Math.min(maxPaths, paths.length)} of ${paths.length}):`,
    ...paths.slice(0, maxPaths).map((p) => `  ${p}`),
    '',
    `Outline of ${s.mod.file}:`,
    ...outline,
  ].join('\n');
}

export function modelHooks(model: ChatModel, logger: Logger = silentLogger, opts: ModelHookOptions = {}): DycoderHooks {
  let judgeCalls = 0;
  const ask = async <T>(req: ChatRequest, schema: z.ZodType<T>): Promise<T | undefined> => {
    try {
      const res = await model.complete(req);
      const answer = parseAnswer(res.content, schema);
      if (answer === undefined) logger.warn({ purpose: req.purpose, model: model.name }, 'model answer was not valid JSON of the expected shape; using the deterministic rule');
      return answer;
    } catch (error) {
      logger.warn({ purpose: req.purpose, model: model.name, error: error instanceof Error ? error.message : String(error) }, 'model call failed; using the deterministic rule');
      return undefined;
    }
  };
  const targetLine = (s: Session): string => `${s.mod.file}:${s.def.qualname}\n${s.def.signature}\n${s.def.docstring ?? ''}`;

  return {
    async entries(s) {
      const answer = await ask(
        {
          purpose: 'entry-points',
          temperature: 0,
          jsonSchema: ENTRY_SCHEMA,
          messages: [
            { role: 'system', content: `You pick where to start reading a repository to implement one ${s.language.displayName} function. Answer JSON {"entries": ["path${extensionOf(s.mod.file)}:QualName" or "path${extensionOf(s.mod.file)}", ...]}, at most 8.` },
            { role: 'user', content: `Function to implement:\n${targetLine(s)}\n\n${treeView(s, opts.maxPaths ?? 300)}` },
          ],
        },
        entriesAnswer,
      );
      if (answer === undefined) return [];
      const from = nodeId(s.mod.file, s.def.qualname);
      const out: FrontierEntry[] = [];
      for (const entry of answer.entries.slice(0, 8)) {
        const split = entry.indexOf(':');
        const file = split < 0 ? entry : entry.slice(0, split);
        const qualname = split < 0 ? undefined : entry.slice(split + 1);
        // Only paths of the listing are opened: a made-up path costs no read.
        if (!s.sourceFiles.includes(file)) continue;
        const mod = await s.loader.load(file);
        const defs = qualname === undefined ? (mod?.parsed.definitions.filter((d) => d.parent === undefined && d.kind !== 'variable') ?? []) : [mod?.byQualname.get(qualname)];
        for (const def of defs) {
          if (def === undefined || def === s.def) continue;
          const symbol = { kind: 'definition' as const, file, def };
          out.push({ id: symbolId(symbol), symbol, hop: 1, kind: 'similar', from, judged: 1 });
        }
      }
      logger.debug({ asked: answer.entries.length, kept: out.length }, 'model entry points');
      return out;
    },

    async judge(s, candidates) {
      if (judgeCalls >= (opts.maxJudgeCalls ?? 4)) return;
      judgeCalls += 1;
      const listed = [...new Map(candidates.map((c) => [c.id, c])).values()].filter((c) => c.symbol.kind === 'definition');
      if (listed.length === 0) return;
      const lines = listed.map((c) => (c.symbol.kind === 'definition' ? `${c.id}  ${c.symbol.def.signature}` : c.id));
      const answer = await ask(
        {
          purpose: 'relevance',
          temperature: 0,
          jsonSchema: JUDGE_SCHEMA,
          messages: [
            { role: 'system', content: `You judge which code definitions are worth reading to implement one ${s.language.displayName} function. Answer JSON {"follow": [ids worth following]} using ids exactly as listed.` },
            { role: 'user', content: `Function to implement:\n${targetLine(s)}\n\nCandidates:\n${lines.join('\n')}` },
          ],
        },
        judgeAnswer,
      );
      if (answer === undefined) return;
      const follow = new Set(answer.follow.filter((id) => listed.some((c) => c.id === id)));
      for (const c of candidates) c.judged = follow.has(c.id) ? 1 : 0;
    },
  };
}
