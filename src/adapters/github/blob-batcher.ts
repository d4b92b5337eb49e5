/**
 * Rounds of blob reads. The reads a walk asks for together (one hop's files, requested before it
 * awaits any) are gathered until the event loop turns (setImmediate) and go out as one round:
 * one GraphQL request per batch (graphql-blobs.ts) or, once GraphQL has failed for this
 * snapshot, one REST call per blob. A file GraphQL could not answer exactly (no answer, text
 * truncated, text that does not hash to the blob's SHA, e.g. invalid UTF-8 made valid, and a
 * binary blob, whose bytes GraphQL does not give) is read over REST. Text is `verified` only when its bytes hash to the
 * blob SHA the tree names: only such text may enter the caches shared across installations.
 */
import { decodeBlobText } from './blob-text.js';
import { gitBlobSha } from './git-blob-sha.js';
import { graphqlBatches, type GraphqlBlobAnswer, type GraphqlBlobRequest } from './graphql-blobs.js';
import type { RoundClock } from './round-clock.js';

export interface BlobRead extends GraphqlBlobRequest {
  sha: string;
}

export interface FetchedText {
  /** null: binary or not UTF-8 text. */
  text: string | null;
  /** The bytes hashed to the blob's SHA (may be cached by SHA). */
  verified: boolean;
}

export interface BlobBatcherOptions {
  /** One GraphQL request for a batch; undefined: REST only. */
  graphql?: (items: BlobRead[]) => Promise<GraphqlBlobAnswer>;
  rest: (item: BlobRead) => Promise<FetchedText>;
  /** Bounds requests in flight (REST calls and GraphQL batches alike). */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  batch?: { maxFiles: number; maxBytes: number };
  onRound?: (files: number) => void;
  /** Times each round (from going out to its last file answered) to count dependent rounds. */
  clock?: RoundClock;
  onGraphql?: (answer: { files: number; answered: number; cost?: number }) => void;
  /** GraphQL failed as a whole: the rest of this snapshot reads over REST. */
  onGraphqlDown?: (error: unknown) => void;
}

interface Pending {
  item: BlobRead;
  resolve: (value: FetchedText) => void;
  reject: (error: unknown) => void;
  /** Settles with the read, whatever its outcome. */
  settled: Promise<unknown>;
}

export interface BlobBatcher {
  read(item: BlobRead): Promise<FetchedText>;
}

export function createBlobBatcher(opts: BlobBatcherOptions): BlobBatcher {
  let pending: Pending[] = [];
  let graphqlUp = opts.graphql !== undefined;

  const settle = (p: Pending, work: Promise<FetchedText>): void => void work.then(p.resolve, p.reject);
  const viaRest = (p: Pending): void => settle(p, opts.limit(() => opts.rest(p.item)));

  async function viaGraphql(batch: Pending[], graphql: NonNullable<BlobBatcherOptions['graphql']>): Promise<void> {
    let answer: GraphqlBlobAnswer;
    try {
      answer = await opts.limit(() => graphql(batch.map((p) => p.item)));
    } catch (error) {
      if (graphqlUp) opts.onGraphqlDown?.(error);
      graphqlUp = false;
      for (const p of batch) viaRest(p);
      return;
    }
    let answered = 0;
    for (const p of batch) {
      const blob = answer.blobs.get(p.item.path);
      // Binary: GraphQL gives no bytes to hash, so the not-text marker would be unverified; REST's bytes are hashed.
      if (blob === undefined || blob.text === null || blob.isBinary || blob.isTruncated) {
        viaRest(p);
        continue;
      }
      const bytes = Buffer.from(blob.text, 'utf8');
      if (gitBlobSha(bytes) !== p.item.sha) {
        viaRest(p);
        continue;
      }
      answered += 1;
      p.resolve({ text: decodeBlobText(bytes) ?? null, verified: true });
    }
    opts.onGraphql?.({ files: batch.length, answered, ...(answer.cost === undefined ? {} : { cost: answer.cost }) });
  }

  function flush(): void {
    const round = pending;
    pending = [];
    if (round.length === 0) return;
    const timed = opts.clock?.start();
    if (timed !== undefined) void Promise.allSettled(round.map((p) => p.settled)).then(() => timed.end());
    opts.onRound?.(round.length);
    const graphql = opts.graphql;
    if (!graphqlUp || graphql === undefined) {
      for (const p of round) viaRest(p);
      return;
    }
    for (const batch of graphqlBatches(round, (p) => p.item.size, opts.batch)) {
      viaGraphql(batch, graphql).catch((error: unknown) => {
        for (const p of batch) p.reject(error);
      });
    }
  }

  return {
    read(item) {
      let entry: Omit<Pending, 'settled'> | undefined;
      const result = new Promise<FetchedText>((resolve, reject) => void (entry = { item, resolve, reject }));
      if (pending.length === 0) setImmediate(flush);
      pending.push({ ...entry!, settled: result.catch(() => undefined) });
      return result;
    },
  };
}
