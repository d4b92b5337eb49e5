/**
 * The model path end to end: dycoder retrieval with the real OpenAI adapter talking to the
 * local OpenAI-compatible server (DESIGN.md §6), scripted answers including bad ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../../src/adapters/openai/chat-model.js';
import type { Logger } from '../../../src/core/ports.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../../support/openai-server.js';
import { memorySource } from '../graph/memory-source.js';
import { JOBS_REPO } from './jobs-repo.js';

const REPO = JOBS_REPO;

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(async () => server.close());

function model() {
  return createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 5000, maxRetries: 0, structuredOutput: 'auto', retryBaseDelayMs: 1 });
}

describe('dycoder over a local OpenAI-compatible server', () => {
  it('asks for entry points with the tree view and uses the answer', async () => {
    const before = server.requests.length;
    server.enqueue(reply.json({ entries: ['app/policy/retry.py:RetryPolicy', 'app/ghost.py:Nope'] }));
    server.respondWith(() => reply.json({ follow: [] }));
    const result = await retrieve(memorySource(REPO), { file: 'app/jobs.py', qualname: 'schedule' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10, model: model() });
    expect(result.items.map((i) => i.name)).toContain('RetryPolicy');
    const sent = server.requests.slice(before);
    expect(sent[0]?.messages.map((m) => m.content).join('\n')).toContain('app/policy/retry.py');
  });

  it('falls back with a warning when the server answers prose', async () => {
    server.respondWith(() => reply.content('Have a look at the policy module.'));
    const warnings: string[] = [];
    const logger: Logger = { debug: () => undefined, info: () => undefined, warn: (_o, m) => warnings.push(m) };
    const result = await retrieve(memorySource(REPO), { file: 'app/jobs.py', qualname: 'schedule' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 10, model: model(), logger });
    expect(result.items[0]?.name).toBe('schedule');
    expect(warnings.some((w) => /deterministic rule/.test(w))).toBe(true);
  });
});
