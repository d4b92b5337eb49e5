/**
 * `dycoder context` (DESIGN.md §4): the context a retriever gathers for one function, as a
 * table plus the context text, or as exactly one JSON object with --json.
 */
import { z } from 'zod';
import { createFsRepoSource } from '../adapters/local/fs-repo-source.js';
import { retrieve } from '../core/retrieval/index.js';
import { RETRIEVER_NAMES, TargetNotFoundError, type RetrievalResult } from '../core/retrieval/types.js';
import { parseTargetName } from '../core/target.js';
import { parseCommandArgs, requireRepoDir } from './args.js';
import { CONTEXT_USAGE } from './help.js';
import { UsageError, type CliIo } from './io.js';
import { NUMERIC_OPTIONS, numericArgs, numericOption } from './numeric-options.js';

const argsSchema = z.object({
  target: z
    .string({ error: `--target is required: ${CONTEXT_USAGE}` })
    .transform((spec, ctx) => {
      const parsed = parseTargetName(spec);
      if (parsed.ok && parsed.target.file !== undefined) return { file: parsed.target.file, qualname: parsed.target.qualname };
      ctx.addIssue({ code: 'custom', message: '--target must look like FILE:QUALNAME, e.g. pkg/mod.py:Class.method' });
      return z.NEVER;
    }),
  retriever: z.enum(RETRIEVER_NAMES, { error: `--retriever must be one of ${RETRIEVER_NAMES.join(', ')}` }),
  json: z.boolean(),
});

/** The §4 JSON object: the graph without its mermaid text. */
export function contextJson(result: RetrievalResult): Record<string, unknown> {
  return {
    target: result.target,
    retriever: result.retriever,
    items: result.items,
    context: result.context,
    tokens: result.tokens,
    graph: { nodes: result.graph.nodes, edges: result.graph.edges, hops: result.graph.hops },
    stats: { filesRead: result.stats.filesRead, bytesRead: result.stats.bytesRead, ms: result.stats.ms },
  };
}

function table(result: RetrievalResult): string {
  const rows = result.items.map((i) => [String(i.hop), i.reason, i.elided === true ? 'signature' : 'full', String(i.tokens), `${i.file}:${i.name}`]);
  const header = ['hop', 'reason', 'shown', 'tokens', 'definition'];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]): string => cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

export async function runContextCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    argv,
    {
      repo: { type: 'string', default: '.' },
      target: { type: 'string' },
      retriever: { type: 'string', default: 'dycoder' },
      json: { type: 'boolean', default: false },
      ...numericArgs(['budget', 'max-hops']),
    },
    CONTEXT_USAGE,
  );
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? CONTEXT_USAGE);
  const args = parsed.data;
  const budget = numericOption('budget', values.budget) ?? NUMERIC_OPTIONS.budget.default;
  const maxHops = numericOption('max-hops', values['max-hops']) ?? NUMERIC_OPTIONS['max-hops'].default;
  await requireRepoDir(values.repo);

  const target = args.target;
  let result: RetrievalResult;
  try {
    result = await retrieve(createFsRepoSource(values.repo), target, { retriever: args.retriever, budgetTokens: budget, maxHops });
  } catch (error) {
    if (error instanceof TargetNotFoundError) throw new UsageError(error.message);
    throw error;
  }
  if (args.json) {
    io.stdout.write(`${JSON.stringify(contextJson(result))}\n`);
    return 0;
  }
  const { graph, stats } = result;
  io.stdout.write(
    `${result.retriever} context for ${result.target.file}:${result.target.name} (line ${result.target.line}): ` +
      `${result.tokens} tokens, ${result.items.length} items, graph ${graph.nodes} nodes / ${graph.edges} edges / ${graph.hops} hops, ` +
      `${stats.filesRead} files read (${stats.bytesRead} bytes) in ${stats.ms} ms\n\n${table(result)}\n\n${result.context}\n`,
  );
  return 0;
}
