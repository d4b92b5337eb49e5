/**
 * Session 19 (issue 24): the early head check is on the wire before the last answer's checks run.
 * Those checks (parsing the answer in its file, TypeScript's type check) are synchronous CPU right
 * after the model's answer is returned; a read merely started there left only when they were done,
 * and the review then waited a whole round trip for it. The server here is a real HTTP server in a
 * process of its own, so it sees the request arrive while this process is busy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { ProbotOctokit } from 'probot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatModel, ChatRequest } from '../../src/core/ports.js';
import { earlyHeadCheck } from '../../src/pipeline/head-check.js';

/** Answers every request after 100 ms (a GitHub round trip) with the time it arrived. */
const SERVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  const at = Date.now();
  setTimeout(() => (res.setHeader('content-type', 'application/json'), res.end(JSON.stringify({ at }))), 100);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

let server: ChildProcess;
let octokit: InstanceType<typeof ProbotOctokit>;

beforeAll(async () => {
  server = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(server.stdout!, 'data')) as [Buffer];
  // The Octokit a worker reads the pull request with (Probot's, its hooks included).
  octokit = new ProbotOctokit({ baseUrl: `http://127.0.0.1:${chunk.toString().trim()}`, retry: { enabled: false }, throttle: { enabled: false } });
});
afterAll(() => {
  server.kill();
});

const request: ChatRequest = { messages: [{ role: 'user', content: 'x' }], purpose: 'implement' };
/** A model that answers at once (the port the pipeline calls). */
const model: ChatModel = { name: 'quick', complete: () => Promise.resolve({ content: 'ok', model: 'quick', usage: { promptTokens: 1, completionTokens: 1 } }) };
const readHead = async (): Promise<{ at: number }> => {
  const res = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner: 'o', repo: 'r', pull_number: 1 });
  return (typeof res.data === 'string' ? JSON.parse(res.data) : res.data) as { at: number };
};

function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the answer checks' CPU: nothing else runs on this thread meanwhile
  }
}

describe('the early head check on the wire', () => {
  it('reaches GitHub before the last answer is handed to its checks, so it is answered while they run', async () => {
    // A kept-alive connection, as a job's gateway has by then (it has read the PR, the tree and more).
    await readHead();
    const check = earlyHeadCheck(model, async () => String((await readHead()).at));
    check.readsDone();
    await check.model.complete(request);
    const checksFrom = Date.now();
    busy(400);
    const at = Number((await check.check('job head')).movedTo);
    expect(check.made).toBe('early');
    // It arrived while the checks ran, not after them.
    expect(at - checksFrom).toBeLessThan(200);
  });
});
