/**
 * The ChatModel port over the `openai` SDK (OpenAI, any OpenAI-compatible server, or Azure
 * OpenAI). Retries are ours (the SDK's are switched off) so that every retry is logged and
 * `retry-after` is honoured with a cap; every failure becomes a ModelError whose message
 * never contains the API key.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { DEFAULT_MAX_OUTPUT_TOKENS, type ModelEnv, type StructuredOutputMode } from '../../config/env.js';
import { ModelError } from '../../core/generate/errors.js';
import { chatRequestSchema, silentLogger } from '../../core/ports.js';
import type { ChatModel, ChatRequest, ChatResponse, Logger } from '../../core/ports.js';
import { headersOf, retryDelayMs, shouldRetry, statusOf } from './retry.js';

export type OpenAIChatModelConfig = Exclude<ModelEnv, { provider: 'none' }> & {
  logger?: Logger;
  /** First backoff step when the server gives no retry-after (doubles each retry). */
  retryBaseDelayMs?: number;
  /** Longest wait we accept from retry-after before giving up on waiting that long. */
  maxRetryDelayMs?: number;
};

const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

function makeClient(config: OpenAIChatModelConfig): OpenAI {
  // Every option is explicit: the SDK would otherwise read process.env itself, and
  // config/env.ts is the only reader of the environment.
  const common = {
    timeout: config.timeoutMs,
    maxRetries: 0,
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    logLevel: 'off' as const,
  };
  if (config.provider === 'azure') {
    return new AzureOpenAI({
      ...common,
      baseURL: null,
      endpoint: config.endpoint,
      deployment: config.deployment,
      apiVersion: config.apiVersion,
      apiKey: config.apiKey,
    });
  }
  return new OpenAI({
    ...common,
    // Local servers (Ollama, vLLM, llama.cpp) ignore the key but the SDK insists on one.
    apiKey: config.apiKey ?? 'no-key',
    baseURL: config.baseURL ?? OPENAI_DEFAULT_BASE_URL,
  });
}

/** Read through a call: TypeScript would keep a narrowing of `signal.aborted` across an await. */
const aborted = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;

/** Waits `ms`, or less when `signal` aborts first (the caller then sees the abort). */
const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

export function createOpenAIChatModel(config: OpenAIChatModelConfig): ChatModel {
  const client = makeClient(config);
  const logger = config.logger ?? silentLogger;
  const secret = config.apiKey;
  const scrub = (text: string): string => (secret && secret.length >= 4 ? text.split(secret).join('[redacted]') : text);
  const where = config.provider === 'azure' ? `Azure OpenAI deployment "${config.deployment}"` : `model "${config.model}"`;
  // Once a server rejects response_format we stop sending it for this model's lifetime.
  let structured: StructuredOutputMode = config.structuredOutput;
  // Newer OpenAI models refuse `max_tokens` and want `max_completion_tokens`; most compatible
  // servers know only `max_tokens`. Start with the widely supported one, switch once if refused.
  let tokenParam: 'max_tokens' | 'max_completion_tokens' = 'max_tokens';
  const maxOutputTokens = config.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;

  function translate(error: unknown, signal?: AbortSignal): ModelError {
    if (error instanceof ModelError) return error;
    // Aborted by the caller (the job's deadline): its reason says why, else it is a timeout.
    if (aborted(signal) || error instanceof APIUserAbortError) {
      const reason: unknown = signal?.reason;
      return reason instanceof ModelError ? reason : new ModelError('timeout', `The call to the ${where} was abandoned: its deadline passed.`);
    }
    if (error instanceof APIConnectionTimeoutError) {
      return new ModelError('timeout', `The ${where} did not answer within ${config.timeoutMs} ms (raise DYCODER_MODEL_TIMEOUT_MS if it is just slow).`);
    }
    if (error instanceof APIConnectionError) {
      return new ModelError('connection', `Could not connect to the ${where}: ${scrub(error.message)}`);
    }
    if (error instanceof APIError) {
      const status = statusOf(error) ?? 0;
      const detail = scrub(error.message).replace(/\s+/g, ' ').slice(0, 200);
      if (status === 401 || status === 403) return new ModelError('auth', `The ${where} refused the API key (HTTP ${status}); check the key's value and permissions.`, status);
      if (status === 429) return new ModelError('rate-limited', `The ${where} is rate-limiting us and retries ran out (HTTP 429).`, status);
      if (status >= 500) return new ModelError('server', `The ${where} failed with HTTP ${status} after ${config.maxRetries + 1} attempt(s): ${detail}`, status);
      return new ModelError('rejected', `The ${where} rejected the request (HTTP ${status}): ${detail}`, status);
    }
    const message = error instanceof Error ? error.message : String(error);
    return new ModelError('connection', `The call to the ${where} failed: ${scrub(message)}`);
  }

  async function once(req: ChatRequest, withSchema: boolean): Promise<ChatCompletion> {
    const params: ChatCompletionCreateParamsNonStreaming = {
      model: config.model,
      messages: req.messages,
      ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
      // Every answer is bounded: a runaway answer costs at most this many tokens.
      [tokenParam]: Math.min(req.maxTokens ?? maxOutputTokens, maxOutputTokens),
      ...(withSchema && req.jsonSchema
        ? { response_format: { type: 'json_schema', json_schema: { name: req.jsonSchema.name, schema: req.jsonSchema.schema, strict: true } } }
        : {}),
    };
    // The signal closes the connection when the caller gives up (the job's deadline).
    return client.chat.completions.create(params, req.signal === undefined ? {} : { signal: req.signal });
  }

  async function withRetries(req: ChatRequest): Promise<ChatCompletion> {
    for (let attempt = 0; ; attempt++) {
      const withSchema = req.jsonSchema !== undefined && structured !== 'off';
      try {
        return await once(req, withSchema);
      } catch (error) {
        const status = statusOf(error);
        if (withSchema && structured === 'auto' && (status === 400 || status === 422)) {
          structured = 'off';
          logger.info({ model: config.model, status }, 'structured output rejected; falling back to plain answers');
          attempt--; // the fallback is not a retry
          continue;
        }
        if (status === 400 && tokenParam === 'max_tokens' && /max_completion_tokens/.test(error instanceof Error ? error.message : '')) {
          tokenParam = 'max_completion_tokens';
          logger.info({ model: config.model }, 'max_tokens refused; sending max_completion_tokens');
          attempt--; // the switch is not a retry
          continue;
        }
        const retryable = !(error instanceof APIConnectionTimeoutError) && shouldRetry(error);
        if (!retryable || attempt >= config.maxRetries || aborted(req.signal)) throw translate(error, req.signal);
        const wait = retryDelayMs(headersOf(error), attempt, config.retryBaseDelayMs ?? 500, config.maxRetryDelayMs ?? 60_000);
        logger.warn({ model: config.model, status, attempt: attempt + 1, waitMs: Math.round(wait) }, 'model call failed; retrying');
        await sleep(wait, req.signal);
        if (aborted(req.signal)) throw translate(error, req.signal);
      }
    }
  }

  return {
    name: config.model,
    async complete(input: ChatRequest): Promise<ChatResponse> {
      const req = chatRequestSchema.parse(input);
      const started = Date.now();
      const completion = await withRetries(req);
      const choice = completion.choices[0];
      const content = choice?.message.content ?? '';
      const usage = {
        promptTokens: completion.usage?.prompt_tokens ?? 0,
        completionTokens: completion.usage?.completion_tokens ?? 0,
      };
      logger.debug({ purpose: req.purpose, model: completion.model, ms: Date.now() - started, ...usage }, 'model call');
      return { content, model: completion.model || config.model, usage, ...(choice?.finish_reason === 'length' ? { truncated: true } : {}) };
    },
  };
}

/** The configured model, or undefined when the environment configures none. */
export function createChatModelFromEnv(env: ModelEnv, options: { logger?: Logger } = {}): ChatModel | undefined {
  if (env.provider === 'none') return undefined;
  return createOpenAIChatModel({ ...env, ...options });
}
