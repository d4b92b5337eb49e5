import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createChatModelFromEnv, createOpenAIChatModel } from '../../../src/adapters/openai/chat-model.js';
import type { OpenAIChatModelConfig } from '../../../src/adapters/openai/chat-model.js';
import { loadModelEnv } from '../../../src/config/env.js';
import { ModelError } from '../../../src/core/generate/errors.js';
import type { ChatRequest, Logger } from '../../../src/core/ports.js';
import { reply, startOpenAIServer } from '../../support/openai-server.js';
import type { OpenAIServer } from '../../support/openai-server.js';

const KEY = 'sk-test-super-secret-0123456789';
const REQ: ChatRequest = { purpose: 'implement', messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'implement f' }] };
const SCHEMA = { name: 'implementation', schema: { type: 'object', properties: { body: { type: 'string' } }, required: ['body'], additionalProperties: false } };

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const log = (obj: Record<string, unknown>, msg: string): void => void lines.push(`${msg} ${JSON.stringify(obj)}`);
  return { lines, debug: log, info: log, warn: log };
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ModelError) return error;
    throw error;
  }
  throw new Error('expected a ModelError');
}

describe('createOpenAIChatModel against a local OpenAI-compatible server', () => {
  let server: OpenAIServer;
  let logger: ReturnType<typeof recordingLogger>;
  beforeEach(async () => {
    server = await startOpenAIServer();
    logger = recordingLogger();
  });
  afterEach(async () => {
    await server.close();
  });

  const model = (over: Partial<OpenAIChatModelConfig> = {}) =>
    createOpenAIChatModel({
      provider: 'openai',
      apiKey: KEY,
      baseURL: server.baseURL,
      model: 'test-coder',
      timeoutMs: 2000,
      maxRetries: 2,
      structuredOutput: 'auto',
      retryBaseDelayMs: 10,
      logger,
      ...over,
    } as OpenAIChatModelConfig);

  it('sends the messages and returns content, model and token usage', async () => {
    server.enqueue({ kind: 'content', content: 'return 42', usage: { promptTokens: 120, completionTokens: 7 } });
    const res = await model().complete({ ...REQ, temperature: 0, maxTokens: 300 });
    expect(res).toEqual({ content: 'return 42', model: 'test-coder', usage: { promptTokens: 120, completionTokens: 7 } });
    const sent = server.requests[0];
    expect(sent?.messages).toEqual(REQ.messages);
    expect(sent?.body).toMatchObject({ model: 'test-coder', temperature: 0, max_tokens: 300 });
    expect(sent?.responseFormat).toBeUndefined();
    expect(sent?.headers['authorization']).toBe(`Bearer ${KEY}`);
  });

  it('returns an empty string for an empty or null answer', async () => {
    server.enqueue(reply.empty(), reply.nullContent());
    expect((await model().complete(REQ)).content).toBe('');
    expect((await model().complete(REQ)).content).toBe('');
  });

  it('asks for structured output when a schema is given', async () => {
    server.enqueue(reply.json({ body: 'return 1' }));
    const res = await model().complete({ ...REQ, jsonSchema: SCHEMA });
    expect(JSON.parse(res.content)).toEqual({ body: 'return 1' });
    expect(server.requests[0]?.responseFormat).toEqual({ type: 'json_schema', json_schema: { ...SCHEMA, strict: true } });
  });

  it('falls back to plain answers when the server rejects response_format, and remembers it', async () => {
    server.enqueue(reply.rejectStructured(), reply.content('plain 1'), reply.content('plain 2'));
    const m = model();
    expect((await m.complete({ ...REQ, jsonSchema: SCHEMA })).content).toBe('plain 1');
    expect((await m.complete({ ...REQ, jsonSchema: SCHEMA })).content).toBe('plain 2');
    expect(server.requests.map((r) => r.responseFormat !== undefined)).toEqual([true, false, false]);
  });

  it('with structured output "on" a rejection is an error; with "off" no schema is sent', async () => {
    server.enqueue(reply.rejectStructured());
    const error = await failure(model({ structuredOutput: 'on' }).complete({ ...REQ, jsonSchema: SCHEMA }));
    expect(error.kind).toBe('rejected');
    expect(error.status).toBe(400);
    server.enqueue(reply.content('x'));
    await model({ structuredOutput: 'off' }).complete({ ...REQ, jsonSchema: SCHEMA });
    expect(server.requests.at(-1)?.responseFormat).toBeUndefined();
  });

  it('retries a 429 after the retry-after the server asked for, then succeeds', async () => {
    server.enqueue(reply.rateLimited(1), reply.content('after wait'));
    const started = Date.now();
    expect((await model().complete(REQ)).content).toBe('after wait');
    const [first, second] = server.requests;
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(1900); // one wait of ~1 s, not more
    expect(logger.lines.some((l) => l.startsWith('model call failed; retrying') && l.includes('429'))).toBe(true);
  });

  it('gives up after three 500s with a server error naming the status', async () => {
    server.enqueue(reply.serverError(), reply.serverError(), reply.serverError(), reply.content('never reached'));
    const error = await failure(model().complete(REQ));
    expect(error.kind).toBe('server');
    expect(error.message).toMatch(/HTTP 500 after 3 attempt/);
    expect(server.requests).toHaveLength(3);
  });

  it('a slow server is a timeout error with a clear message, not retried', async () => {
    server.enqueue(reply.slow(3000));
    const started = Date.now();
    const error = await failure(model({ timeoutMs: 300 }).complete(REQ));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The model "test-coder" did not answer within 300 ms (raise DYCODER_MODEL_TIMEOUT_MS if it is just slow).');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('an aborted request closes its connection and fails as the abort says, with no retry', async () => {
    server.enqueue(reply.slow(60_000));
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new ModelError('timeout', 'deadline passed')), 200);
    const error = await failure(model({ timeoutMs: 30_000 }).complete({ ...REQ, signal: controller.signal }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('deadline passed');
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => server.requests[0]?.closedEarlyAt).toBeDefined();
    expect(server.requests[0]!.closedEarlyAt! - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('an abort during the wait before a retry ends the wait at once', async () => {
    server.enqueue(reply.rateLimited(30), reply.content('never asked'));
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 200);
    const error = await failure(model({ maxRetryDelayMs: 60_000 }).complete({ ...REQ, signal: controller.signal }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(1);
  });

  it('never puts the API key in error messages or logs', async () => {
    server.enqueue(
      { kind: 'status', status: 500, message: `upstream failed for key ${KEY}`, headers: { 'retry-after-ms': '0' } },
      { kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}.` },
    );
    const error = await failure(model().complete(REQ));
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain(KEY);
    expect(String(error.stack)).not.toContain(KEY);
    expect(logger.lines.join('\n')).not.toContain(KEY);
    server.enqueue({ kind: 'status', status: 400, message: `bad request from ${KEY}` });
    const rejected = await failure(model().complete(REQ));
    expect(rejected.message).toContain('[redacted]');
    expect(rejected.message).not.toContain(KEY);
  });

  it('talks to Azure OpenAI deployments with the api-version and api-key header', async () => {
    server.enqueue(reply.content('from azure'));
    const env = loadModelEnv({
      AZURE_OPENAI_ENDPOINT: server.origin,
      AZURE_OPENAI_DEPLOYMENT: 'my-gpt4o',
      AZURE_OPENAI_API_KEY: KEY,
      AZURE_OPENAI_API_VERSION: '2024-10-21',
    });
    const m = createChatModelFromEnv(env);
    expect(m?.name).toBe('my-gpt4o');
    expect((await m!.complete(REQ)).content).toBe('from azure');
    const sent = server.requests[0];
    expect(sent?.path).toBe('/openai/deployments/my-gpt4o/chat/completions');
    expect(sent?.query['api-version']).toBe('2024-10-21');
    expect(sent?.headers['api-key']).toBe(KEY);
  });

  it('createChatModelFromEnv gives no model when none is configured, and a working one for a base URL', async () => {
    expect(createChatModelFromEnv(loadModelEnv({}))).toBeUndefined();
    server.enqueue(reply.content('local'));
    const m = createChatModelFromEnv(loadModelEnv({ OPENAI_BASE_URL: server.baseURL, DYCODER_MODEL: 'qwen' }));
    expect((await m!.complete(REQ)).content).toBe('local');
    expect(server.requests[0]?.model).toBe('qwen');
  });

  it('bounds every answer: max_tokens from DYCODER_MODEL_MAX_OUTPUT_TOKENS, a smaller request limit kept, a cut-off answer flagged', async () => {
    server.enqueue(reply.content('a'), reply.content('b'), { kind: 'content', content: 'return (1 +', finishReason: 'length' });
    const m = createChatModelFromEnv(loadModelEnv({ OPENAI_BASE_URL: server.baseURL, DYCODER_MODEL_MAX_OUTPUT_TOKENS: '1000' }))!;
    expect(await m.complete(REQ)).not.toHaveProperty('truncated');
    await m.complete({ ...REQ, maxTokens: 50_000 });
    expect(await m.complete(REQ)).toMatchObject({ content: 'return (1 +', truncated: true });
    expect(server.requests.map((r) => (r.body as { max_tokens?: number }).max_tokens)).toEqual([1000, 1000, 1000]);
  });

  it('sends the default output limit when nothing is configured', async () => {
    server.enqueue(reply.content('x'));
    await model().complete(REQ);
    expect(server.requests[0]?.body).toMatchObject({ max_tokens: 4096 });
  });

  it('switches to max_completion_tokens once when the server refuses max_tokens', async () => {
    const refusal = "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.";
    server.enqueue(reply.badRequest(refusal), reply.content('one'), reply.content('two'));
    const m = model();
    expect((await m.complete(REQ)).content).toBe('one');
    expect((await m.complete(REQ)).content).toBe('two');
    const bodies = server.requests.map((r) => r.body);
    expect(bodies.map((b) => [b['max_tokens'], b['max_completion_tokens']])).toEqual([
      [4096, undefined],
      [undefined, 4096],
      [undefined, 4096],
    ]);
  });
});
