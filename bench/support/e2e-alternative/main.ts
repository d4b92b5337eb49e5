/**
 * The independent alternative bench:e2e measures DyCoder against, as its own process (forked by
 * bench/e2e.ts): `{ kind: 'init', config }` once, then `{ kind: 'job', payload }` per job (the
 * issue_comment webhook's payload), answered with `{ kind: 'done', result }` or `{ kind: 'failed',
 * error }` once the review is posted. No DyCoder code runs here (job.ts and its modules import only
 * tree-sitter's grammars, the o200k tokenizer and zod).
 */
import { z } from 'zod';
import { runJob, type AltConfig } from './job.js';

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('init'), config: z.object({ api: z.string(), appId: z.number(), privateKey: z.string(), modelURL: z.string(), model: z.string(), budgetTokens: z.number() }) }),
  z.object({ kind: z.literal('job'), payload: z.unknown() }),
]);

let config: AltConfig | undefined;
const send = (message: unknown): void => void process.send?.(message);

process.on('message', (raw: unknown) => {
  const message = messageSchema.parse(raw);
  if (message.kind === 'init') {
    config = message.config;
    send({ kind: 'ready' });
    return;
  }
  if (config === undefined) {
    send({ kind: 'failed', error: 'job before init' });
    return;
  }
  // Each job starts on a collected heap, as bench/e2e.ts gives DyCoder's worker.
  (globalThis as { gc?: () => void }).gc?.();
  runJob(config, message.payload).then(
    (result) => send({ kind: 'done', result }),
    (err: unknown) => send({ kind: 'failed', error: err instanceof Error ? err.stack ?? err.message : String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));
