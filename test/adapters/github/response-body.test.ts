/**
 * Issue 24 (session 28): the gateway reads GitHub's answers itself (src/adapters/github/response-body.ts)
 * instead of through @octokit/request's json-with-bigint parse, whose per-value reviver put ~0.2 s on
 * django's path to its first blob round (a 1 MB tree). Through the real Octokit and real sockets: a
 * JSON body comes out as JSON.parse gives it, other bodies as Octokit gives them, and a JSON body that
 * stalls after its headers fails at the call's deadline as a timeout (Octokit's own parse swallowed
 * the aborted read and handed over an empty string, which then failed as "an unexpected response").
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubAnswerTooLargeError, GitHubNetworkError, GitHubResponseError } from '../../../src/adapters/github/errors.js';
import { createGitHubGateway } from '../../../src/adapters/github/gateway.js';
import { withTypedErrors } from '../../../src/adapters/github/octokit.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const HEAD = 'a'.repeat(40);

let server: Server;
let url = '';
const stalled: ServerResponse[] = [];
const endless = { written: 0, closed: false };

function answer(req: IncomingMessage, res: ServerResponse): void {
  const path = req.url ?? '';
  if (path === '/repos/o/r/pulls/1') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(`{"number": 1, "state": "open", "draft": false, "head": {"sha": "${HEAD}", "repo": null}, "body": "1234567890123456789012 \\u00e9"}`);
  } else if (path === '/text') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('plain words');
  } else if (path === '/bytes') {
    res.writeHead(200, { 'content-type': 'application/octet-stream; charset=utf-8' });
    res.end(Buffer.from([1, 2, 3]));
  } else if (path === '/not-json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{ half');
  } else if (path === '/stall') {
    // Headers and the first bytes, then nothing: the body never ends.
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"a": ');
    stalled.push(res);
  } else if (path === '/endless') {
    // A JSON array that never ends (a broken proxy, a hostile stand-in): written as long as the client reads.
    res.writeHead(200, { 'content-type': 'application/json' });
    endless.written = 0;
    res.write('[');
    const chunk = `${'"0123456789abcdef",'.repeat(3_000)}`;
    const more = (): void => {
      while (!res.destroyed && endless.written < 512 * 1024 * 1024) {
        endless.written += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end(']');
    };
    res.on('close', () => void (endless.closed = true));
    more();
  } else if (path === '/says-large') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) });
    res.write('[');
    stalled.push(res);
  } else {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message": "Not Found"}');
  }
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of stalled) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const octokit = (): Octokit => new Octokit({ baseUrl: url, auth: 'ghs_test', log: quiet });

describe("the gateway reads GitHub's answers itself", () => {
  it('a JSON answer is parsed as JSON.parse parses it, and passes the zod check', async () => {
    const github = createGitHubGateway({ octokit: octokit(), repo: { owner: 'o', repo: 'r' } });
    const pull = await github.pullRequest(1);
    expect(pull).toEqual({ number: 1, open: true, draft: false, headSha: HEAD, headRepo: { owner: 'o', repo: 'r' } });
    const { data } = await withTypedErrors(octokit()).request('GET /repos/o/r/pulls/1');
    expect((data as { body: string }).body).toBe('1234567890123456789012 \u00e9');
  });

  it('other bodies as Octokit gives them: text as text, bytes as bytes, JSON that does not parse as its text', async () => {
    const requester = withTypedErrors(octokit());
    expect((await requester.request('GET /text')).data).toBe('plain words');
    const bytes = (await requester.request('GET /bytes')).data;
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(bytes as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect((await requester.request('GET /not-json')).data).toBe('{ half');
  });

  it('wrapped twice (a source over the gateway), the body is read once, under the inner deadline', async () => {
    const requester = withTypedErrors(withTypedErrors(octokit(), { timeoutMs: 5_000 }));
    const { data } = await requester.request('GET /repos/o/r/pulls/1');
    expect((data as { head: { sha: string } }).head.sha).toBe(HEAD);
  });

  it('a JSON body that stalls after its headers fails at the call deadline as a timeout, not as an empty answer', async () => {
    const requester = withTypedErrors(octokit(), { timeoutMs: 300 });
    const error: unknown = await requester.request('GET /stall').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubNetworkError);
    expect((error as GitHubNetworkError).reason).toBe('timeout');
  });

  it("a caller's download (parseSuccessResponseBody false) is handed over unread", async () => {
    const requester = withTypedErrors(octokit(), { timeoutMs: 5_000 });
    const { data } = await requester.request('GET /text', { request: { parseSuccessResponseBody: false } });
    expect(typeof (data as { getReader?: unknown }).getReader).toBe('function');
    expect(await new Response(data as ReadableStream<Uint8Array>).text()).toBe('plain words');
  });

  it('an answer past the byte ceiling fails as a clear error and the rest of it is never received', async () => {
    const requester = withTypedErrors(octokit(), { timeoutMs: 60_000, maxAnswerBytes: 1024 * 1024 });
    const error: unknown = await requester.request('GET /endless').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubAnswerTooLargeError);
    expect(error).toBeInstanceOf(GitHubResponseError);
    expect((error as Error).message).toBe('GitHub returned an unexpected response for GET /endless: an answer over the 1 MB DyCoder reads of one GitHub answer');
    // The connection was let go near the ceiling: the server's writes stopped a few socket buffers past it, not at 512 MB.
    await expect.poll(() => endless.closed, { timeout: 10_000 }).toBe(true);
    expect(endless.written).toBeLessThan(32 * 1024 * 1024);
  });

  it('an answer whose length is past the ceiling is refused before its body is read', async () => {
    const requester = withTypedErrors(octokit(), { timeoutMs: 60_000, maxAnswerBytes: 1024 * 1024 });
    const error: unknown = await requester.request('GET /says-large').then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubAnswerTooLargeError);
    expect((error as Error).message).toContain('an answer of 64 MB, over the 1 MB DyCoder reads of one GitHub answer');
  });
});
