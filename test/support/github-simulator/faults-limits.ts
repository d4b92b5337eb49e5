/**
 * GitHub's limits as GitHub answers them, for `failNext({ respond })`: a secondary rate limit
 * that names no wait (GitHub's docs: wait at least a minute), on a 403 or a 429.
 */
import type { ServerResponse } from 'node:http';
import { HttpError } from './types.js';

export function secondaryLimitWithoutRetryAfter(status: 403 | 429 = 403): () => HttpError {
  return () => new HttpError(status, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', undefined, { 'x-ratelimit-remaining': '4000' });
}

/** A base URL whose host never resolves (RFC 2606's `.invalid`): a DNS failure, at once and offline. */
export const UNRESOLVABLE_GITHUB_URL = 'http://api.dycoder-test.invalid';

/**
 * A 200 JSON answer of `bytes` (a git tree whose entries go on and on), written as fast as the client reads it and
 * stopped when the client lets the connection go: what a broken proxy or a hostile stand-in may send. `written` tells
 * how much of each answer left before the client stopped reading.
 */
export function endlessJsonAnswer(bytes: number): { answer: (res: ServerResponse) => void; written: () => number[] } {
  const sent: number[] = [];
  const entry = (i: number): string => `{"path":"filler/part_${i}.py","mode":"100644","type":"blob","sha":"${'0'.repeat(40)}","size":12},`;
  return {
    written: () => [...sent],
    answer: (res) => {
      const n = sent.push(0) - 1;
      let written = 0;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write(`{"sha":"${'0'.repeat(40)}","truncated":false,"tree":[`);
      let i = 0;
      const more = (): void => {
        while (!res.destroyed && written < bytes) {
          const chunk = Array.from({ length: 500 }, () => entry(i++)).join('');
          written += chunk.length;
          sent[n] = written;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        if (!res.destroyed) res.end(`${entry(i).slice(0, -1)}]}`);
      };
      more();
    },
  };
}
