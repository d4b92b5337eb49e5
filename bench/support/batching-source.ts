/**
 * A RepoSource over another (files in memory or on disk) that answers reads the way the GitHub
 * source does, for diagnostics of dependent read rounds (rounds-trace.ts, prefetch-identical.ts):
 * the reads asked for before the event loop turns go out as one round, answered `latencyMs`
 * later; `prefetch` fetches ahead within `room.left` files without counting them as read.
 */
import type { RepoSource } from '../../src/core/ports.js';
import { createRoundClock } from '../../src/adapters/github/round-clock.js';

export interface BatchingSource extends RepoSource {
  prefetch(path: string): Promise<string | undefined>;
  /** Dependent rounds so far, and rounds sent. */
  rounds(): number;
  sent(): number;
  /** Files prefetch may still fetch, has fetched, and of those how many a read used. */
  room: { left: number; used: number; hits: number };
}

export function batchingSource(inner: Pick<RepoSource, 'listFiles' | 'readFile'>, latencyMs: number, onRound?: (depth: number, paths: { path: string; why: string }[]) => void, why: () => string = () => ''): BatchingSource {
  const stats = { filesRead: 0, bytesRead: 0, requests: 0 };
  const clock = createRoundClock();
  const fetched = new Map<string, Promise<string | undefined>>();
  const counted = new Set<string>();
  const ahead = new Set<string>();
  const room = { left: 0, used: 0, hits: 0 };
  let pending: { path: string; why: string; resolve: () => void }[] = [];
  const flush = (): void => {
    const round = pending;
    pending = [];
    stats.requests += 1;
    const r = clock.start();
    onRound?.(r.depth, round);
    setTimeout(() => {
      r.end();
      for (const p of round) p.resolve();
    }, latencyMs);
  };
  const fetch = (path: string, reason: string): Promise<string | undefined> => {
    let text = fetched.get(path);
    if (text === undefined) {
      text = new Promise<void>((resolve) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ path, why: reason, resolve });
      }).then(() => inner.readFile(path));
      fetched.set(path, text);
    }
    return text;
  };
  let listed: Promise<Set<string>> | undefined;
  return {
    stats,
    room,
    rounds: () => clock.depth(),
    sent: () => clock.started(),
    listFiles: () => inner.listFiles(),
    async prefetch(path) {
      if (fetched.has(path)) return fetched.get(path);
      listed ??= inner.listFiles().then((f) => new Set(f));
      if (room.left <= 0) return undefined;
      const known = (await listed).has(path);
      if (fetched.has(path)) return fetched.get(path);
      if (!known || room.left <= 0) return undefined;
      room.left -= 1;
      room.used += 1;
      ahead.add(path);
      return fetch(path, 'ahead');
    },
    async readFile(path) {
      if (ahead.delete(path)) room.hits += 1;
      const text = await fetch(path, why());
      if (text !== undefined && !counted.has(path)) {
        counted.add(path);
        stats.filesRead += 1;
        stats.bytesRead += text.length;
      }
      return text;
    },
  };
}
