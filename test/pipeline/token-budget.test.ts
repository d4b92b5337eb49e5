import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { TokenBudgetExceededError, withTokenBudget } from '../../src/pipeline/token-budget.js';
import { startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer();
  server.respondWith(() => ({ kind: 'content', content: 'ok', usage: { promptTokens: 400, completionTokens: 100 } }));
});
afterAll(async () => {
  await server.close();
});

describe('withTokenBudget', () => {
  it('stops calling the model once the job has used its tokens, and caps each answer to what is left', async () => {
    const inner = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-budget', baseURL: server.baseURL, model: 'm', timeoutMs: 5000, maxRetries: 0, structuredOutput: 'off' });
    const model = withTokenBudget(inner, 1200);
    const req = { messages: [{ role: 'user' as const, content: 'hi' }], purpose: 'implement' as const, maxTokens: 1000 };
    await model.complete(req); // 500 used
    await model.complete(req); // 700 left: asks for at most 700; 1000 used
    expect(model.used).toBe(1000);
    await model.complete(req); // 200 left: the request asks for at most 200
    expect(server.requests.map((r) => r.body['max_tokens'] ?? r.body['max_completion_tokens'])).toEqual([1000, 700, 200]);
    await expect(model.complete(req)).rejects.toThrow(TokenBudgetExceededError);
    await expect(model.complete(req)).rejects.toThrow('This job used its token budget of 1200 (maxTokensPerJob in .github/dycoder.yml).');
    expect(server.requests).toHaveLength(3);
  });
});
