/**
 * `dycoder context` (DESIGN.md §4): the context a retriever gathers for one function, as a
 * table plus the context text, or as exactly one JSON object with --json.
 */
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { createFsRepoSource } from '../adapters/local/fs-repo-source.js';
import { DEFAULT_BUDGET_TOKENS, DEFAULT_MAX_HOPS, retrieve } from '../core/retrieval/index.js';
import { RETRIEVER_NAMES, TargetNotFoundError, type RetrievalResult } from '../core/retrieval/types.js';
import { parseTargetName } from '../core/target.js';
import { parseCommandArgs } from './args.js';
import type { CliIo } from './io.js';

export const CONTEXT_USAGE =
  'dycoder context --repo DIR --target FILE:QUALNAME [--retriever dycoder|similarity|static-graph|file-refs] [--budget TOKENS] [--max-hops N] [--json]';

const argsSchema = z.object({
  repo: z.string({ error: `--repo is required: ${CONTEXT_USAGE}` }).min(1),
  target: z
    .string({ error: `--target is required: ${CONTEXT_USAGE}` })
    .transform((spec, ctx) => {
      const parsed = parseTargetName(spec);
      if (parsed.ok && parsed.target.file !== undefined) return { file: parsed.target.file, qualname: parsed.target.qualname };
      ctx.addIssue({ code: 'custom', message: '--target must look like FILE:QUALNAME, e.g. pkg/mod.py:Class.method' });
      return z.NEVER;
    }),
  retriever: z.enum(RETRIEVER_NAMES, { error: `--retriever must be one of ${RETRIEVER_NAMES.join(', ')}` }),
  budget: z.coerce.number({ error: '--budget must be a whole number of tokens' }).int('--budget must be a whole number of tokens').min(200, '--budget must be at least 200 tokens'),
  maxHops: z.coerce.number({ error: '--max-hops must be a whole number' }).int('--max-hops must be a whole number').min(1, '--max-hops must be at least 1').max(50, '--max-hops must be at most 50'),
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
  const fail = (message: string): number => {
    io.stderr.write(`dycoder context: ${message}\n`);
    return 2;
  };
  let values;
  try {
    ({ values } = parseCommandArgs(
      argv,
      {
        repo: { type: 'string' },
        target: { type: 'string' },
        retriever: { type: 'string', default: 'dycoder' },
        budget: { type: 'string', default: String(DEFAULT_BUDGET_TOKENS) },
        'max-hops': { type: 'string', default: String(DEFAULT_MAX_HOPS) },
        json: { type: 'boolean', default: false },
      },
      CONTEXT_USAGE,
    ));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const parsed = argsSchema.safeParse({ ...values, maxHops: values['max-hops'] });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? CONTEXT_USAGE);
  const args = parsed.data;
  const isDir = await stat(args.repo).then((s) => s.isDirectory(), () => false);
  if (!isDir) return fail(`The repository directory ${args.repo} does not exist or is not a directory.`);

  const target = args.target;
  let result: RetrievalResult;
  try {
    result = await retrieve(createFsRepoSource(args.repo), target, {
      retriever: args.retriever,
      budgetTokens: args.budget,
      maxHops: args.maxHops,
    });
  } catch (error) {
    if (error instanceof TargetNotFoundError) return fail(error.message);
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
