/**
 * The archive download the intake opens before the job starts (archive-early-body.ts), against a real
 * HTTP server that streams a body slowly and reports when a client hangs up: it is requested only once
 * the work is allowed, its body goes to the one download that takes it, and one nobody takes is closed
 * (dropped by the intake, or at its deadline).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEarlyArchiveBody } from '../../../src/adapters/github/archive-early-body.js';

interface Served {
  url: string;
  requests: number;
  /** Resolves when the client closed its connection before the body ended. */
  hungUp: Promise<void>;
}

let server: Server;
let served: Served;
let open: ServerResponse[] = [];

beforeEach(async () => {
  let hangUp!: () => void;
  const hungUp = new Promise<void>((resolve) => (hangUp = resolve));
  open = [];
  server = createServer((_req, res) => {
    served.requests += 1;
    open.push(res);
    res.writeHead(200, { 'content-type': 'application/gzip' });
    res.write(Buffer.from('first bytes;'));
    // The rest only when the test says so (end()): a body still streaming.
    res.on('close', () => {
      if (!res.writableEnded) hangUp();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/archive.tar.gz`, requests: 0, hungUp };
});

afterEach(async () => {
  for (const res of open) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function end(): void {
  for (const res of open) res.end(Buffer.from('last bytes'));
}

async function text(body: ReadableStream<Uint8Array>): Promise<string> {
  return Buffer.from(await new Response(body).arrayBuffer()).toString('utf8');
}

describe('an archive download opened before the job (issue 24)', () => {
  it('is requested once allowed, and its whole body goes to the download that takes it', async () => {
    let allow!: (ok: boolean) => void;
    const body = openEarlyArchiveBody(Promise.resolve(served.url), new Promise<boolean>((resolve) => (allow = resolve)));
    await new Promise((r) => setTimeout(r, 50));
    expect(served.requests, 'nothing is requested before the work is allowed').toBe(0);
    allow(true);
    for (let i = 0; i < 200 && served.requests === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(served.requests).toBe(1);
    body.claim();
    body.dropUnclaimed('the intake is done');
    const stream = await body.take(new AbortController().signal);
    expect(stream).toBeDefined();
    end();
    expect(await text(stream!)).toBe('first bytes;last bytes');
    expect(await body.take(new AbortController().signal), 'taken once').toBeUndefined();
  });

  it('is never requested when the work is not allowed', async () => {
    const body = openEarlyArchiveBody(Promise.resolve(served.url), Promise.resolve(false));
    expect(await body.take(new AbortController().signal)).toBeUndefined();
    expect(served.requests).toBe(0);
  });

  it('dropped by the intake when no job claimed it: the connection is closed', async () => {
    const body = openEarlyArchiveBody(Promise.resolve(served.url), Promise.resolve(true));
    for (let i = 0; i < 200 && served.requests === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(served.requests).toBe(1);
    body.dropUnclaimed('no job of this process reads it');
    await served.hungUp;
    expect(await body.take(new AbortController().signal)).toBeUndefined();
  });

  it('closed at its deadline when claimed but never taken (the job went elsewhere)', async () => {
    const body = openEarlyArchiveBody(Promise.resolve(served.url), Promise.resolve(true), 300);
    body.claim();
    await served.hungUp;
    expect(served.requests).toBe(1);
  });

  it("ended by the taking download's signal (its deadlines, a hedge the blobs won)", async () => {
    const body = openEarlyArchiveBody(Promise.resolve(served.url), Promise.resolve(true));
    body.claim();
    const cancel = new AbortController();
    const stream = await body.take(cancel.signal);
    expect(stream).toBeDefined();
    cancel.abort(new Error('the blob reads finished first'));
    await served.hungUp;
    await expect(text(stream!)).rejects.toThrow();
  });
});
