/**
 * Which pull-request heads a push replaced, as GitHub's `pull_request.synchronize` webhooks say
 * (`before` → `after`), in Redis so the app that receives them and every worker agree (issue 24:
 * the head check before posting costs no round trip to GitHub).
 *
 * Each PR has one hash: field = a replaced head, value = `<seq>:<the head that replaced it>`, seq
 * counting the PR's recorded pushes in arrival order. A job at head H follows H's chain to the
 * newest head only through ever later pushes, so a force-push back to an earlier head (H → H' → H)
 * leaves H current and H' replaced; pushes whose webhooks arrive out of order still mark the older
 * head replaced (by a head that may not be the newest). Entries live a day, renewed by every push:
 * a job runs for minutes at most, and a job queued longer reads the PR itself when it starts.
 *
 * Every key carries the queue's hash-tagged prefix (one key per script: any cluster slot will do).
 */
import type { RedisConnection } from '../adapters/redis/connection.js';
import { queuePrefix } from '../adapters/redis/connection.js';

export interface PullRef {
  installationId: number;
  owner: string;
  repo: string;
  pr: number;
}

export const HEAD_MOVES_TTL_MS = 24 * 3600 * 1000;
/**
 * An app's word that it records pushes lasts this long unless said again (the app says it every
 * quarter of it): an app stopped, crashed or downgraded to a version that records nothing stops
 * vouching within two minutes, and workers go back to reading the PR before posting.
 */
export const RECORDING_TTL_MS = 120_000;
/** A chain is followed this far at most (a hostile or looping ledger costs bounded work). */
const MAX_CHAIN = 100;
const SHA = /^[0-9a-f]{40}$/;

// KEYS: the PR's hash. ARGV: the replaced head, the head that replaced it, TTL ms.
const RECORD = `
local n = redis.call('HINCRBY', KEYS[1], '#', 1)
redis.call('HSET', KEYS[1], ARGV[1], n .. ':' .. ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return n
`;

/** The newest head `head` leads to through the recorded pushes, or undefined when it is still the head (or nothing is known). */
export function newestHead(entries: Readonly<Record<string, string>>, head: string): string | undefined {
  let current = head;
  let after = 0;
  for (let step = 0; step < MAX_CHAIN; step += 1) {
    const entry = entries[current];
    if (entry === undefined) break;
    const colon = entry.indexOf(':');
    const seq = Number(entry.slice(0, colon));
    const next = entry.slice(colon + 1);
    // Only a later push moves the head on: an entry older than the step that led here is history.
    if (!Number.isInteger(seq) || seq <= after || !SHA.test(next)) break;
    after = seq;
    current = next;
  }
  return current === head ? undefined : current;
}

export class HeadMoves {
  private readonly prefix: string;

  constructor(
    private readonly redis: RedisConnection,
    prefix?: string,
  ) {
    this.prefix = queuePrefix(prefix);
  }

  private key(pull: PullRef): string {
    return `${this.prefix}:head-moves:${pull.installationId}:${pull.owner.toLowerCase()}/${pull.repo.toLowerCase()}#${pull.pr}`;
  }

  /** A push replaced `before` with `after` (a synchronize webhook, or a job that read a newer head). */
  async record(pull: PullRef, before: string, after: string): Promise<void> {
    if (!SHA.test(before) || !SHA.test(after) || before === after) return;
    await this.redis.eval(RECORD, 1, this.key(pull), before, after, String(HEAD_MOVES_TTL_MS));
  }

  private get recordingKey(): string {
    return `${this.prefix}:head-moves:recording`;
  }

  /**
   * Said by an app that records pushes, when it starts: until one has, a worker's `movedFrom` throws
   * (a worker newer than the app it serves must not take an empty record for "no push").
   */
  async markRecording(ttlMs = RECORDING_TTL_MS): Promise<void> {
    await this.redis.set(this.recordingKey, '1', 'PX', ttlMs);
  }

  /**
   * Says it now (awaited) and then every quarter of `ttlMs` until stopped (an unref'd timer: it
   * never keeps the process alive). A failed renewal is logged once per failure streak.
   */
  async keepRecording(log: { warn(obj: object, msg: string): void }, ttlMs = RECORDING_TTL_MS): Promise<{ stop(): void }> {
    let failing = false;
    const say = () => this.markRecording(ttlMs).then(
      () => void (failing = false),
      (error: unknown) => {
        if (!failing) log.warn({ err: error }, 'could not say that pushes are recorded; workers read the PR before posting');
        failing = true;
      },
    );
    await say();
    const timer = setInterval(() => void say(), Math.max(1, Math.floor(ttlMs / 4)));
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  /**
   * The head that replaced `head` (the newest the recorded pushes lead to), or undefined when none is
   * recorded. Throws when no app has said it records pushes (HeadMovesUnknownError).
   */
  async movedFrom(pull: PullRef, head: string): Promise<string | undefined> {
    const [recording, entries] = await Promise.all([this.redis.get(this.recordingKey), this.redis.hgetall(this.key(pull))]);
    if (recording === null) throw new HeadMovesUnknownError('no app has said it records pushes');
    return newestHead(entries, head);
  }
}

export class HeadMovesUnknownError extends Error {
  override readonly name = 'HeadMovesUnknownError';
}
