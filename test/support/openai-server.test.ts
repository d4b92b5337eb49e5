import OpenAI from 'openai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reply, startOpenAIServer } from './openai-server.js';
import type { OpenAIServer } from './openai-server.js';

describe('the local OpenAI-compatible test server', () => {
  let server: OpenAIServer;
  beforeEach(async () => {
    server = await startOpenAIServer();
  });
  afterEach(async () => {
    await server.close();
  });

  const client = (maxRetries = 0): OpenAI =>
    new OpenAI({ apiKey: 'sk-test', baseURL: server.baseURL, maxRetries, timeout: 2000 });

  it('serves queued replies in order through the real SDK and records each request', async () => {
    server.enqueue(reply.content('first'), reply.content('second'));
    const a = await client().chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'hello' }] });
    const b = await client().chat.completions.create({ model: 'm2', messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'again' }] });
    expect(a.choices[0]?.message.content).toBe('first');
    expect(b.choices[0]?.message.content).toBe('second');
    expect(a.usage?.prompt_tokens).toBeGreaterThan(0);
    expect(server.requests.map((r) => r.model)).toEqual(['m1', 'm2']);
    expect(server.requests[1]?.messages).toEqual([
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'again' },
    ]);
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer sk-test');
  });

  it('records response_format json_schema requests', async () => {
    server.enqueue(reply.json({ body: 'return 1' }));
    await client().chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'x' }],
      response_format: { type: 'json_schema', json_schema: { name: 'impl', schema: { type: 'object' } } },
    });
    expect(server.requests[0]?.responseFormat).toEqual({
      type: 'json_schema',
      json_schema: { name: 'impl', schema: { type: 'object' } },
    });
  });

  it('falls back to the responder function when the queue is empty', async () => {
    server.respondWith((req, i) => reply.content(`echo ${i}: ${req.messages.at(-1)?.content ?? ''}`));
    const r = await client().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'ping' }] });
    expect(r.choices[0]?.message.content).toBe('echo 0: ping');
  });

  it('returns scripted HTTP errors with their headers (429 retry-after is honoured by the SDK)', async () => {
    server.enqueue(reply.rateLimited(1), reply.content('ok'));
    const started = Date.now();
    const r = await client(1).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] });
    expect(r.choices[0]?.message.content).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('answers 500 with no script left, without retry', async () => {
    await expect(
      client(2).chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }),
    ).rejects.toMatchObject({ status: 500 });
    expect(server.requests).toHaveLength(1);
  });

  it('serves Azure deployment paths and delays slow replies; close() does not wait for them', async () => {
    server.enqueue(reply.slow(5000));
    const c = new OpenAI({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0, timeout: 200 });
    await expect(c.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })).rejects.toThrow(/timed out/i);
    const res = await fetch(`${server.origin}/openai/deployments/dep/chat/completions?api-version=2024-10-21`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'az' }] }),
    });
    expect(res.status).toBe(500); // queue drained: the slow reply was consumed
    expect(server.requests[1]?.query).toEqual({ 'api-version': '2024-10-21' });
  });
});
