/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 for tests (DESIGN.md §6). It answers
 * `POST /v1/chat/completions` (and Azure's `/openai/deployments/{name}/chat/completions`)
 * from a script: a queue of replies, then an optional responder function. Every request is
 * recorded so tests can assert the prompts and the response_format that were sent.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedMessage {
  role: string;
  content: string;
}

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  messages: RecordedMessage[];
  /** The `response_format` field as sent, if any. */
  responseFormat?: unknown;
  model?: string;
  receivedAt: number;
  /** When the answer was sent in full (Date.now()); undefined while in flight or when the client left. */
  answeredAt?: number;
  /** When the client closed the connection before the answer was sent (an aborted call). */
  closedEarlyAt?: number;
}

export type ScriptedReply =
  | {
      kind: 'content';
      content: string | null;
      delayMs?: number;
      usage?: { promptTokens: number; completionTokens: number };
      finishReason?: string;
    }
  | {
      kind: 'status';
      status: number;
      message: string;
      headers?: Record<string, string>;
      delayMs?: number;
    };

export type Responder = (req: RecordedRequest, index: number) => ScriptedReply | Promise<ScriptedReply>;

/** Builders for the answers tests need most. */
export const reply = {
  content: (content: string, delayMs = 0): ScriptedReply => ({ kind: 'content', content, delayMs }),
  json: (value: unknown): ScriptedReply => ({ kind: 'content', content: JSON.stringify(value) }),
  empty: (): ScriptedReply => ({ kind: 'content', content: '' }),
  nullContent: (): ScriptedReply => ({ kind: 'content', content: null }),
  slow: (delayMs: number, content = 'late'): ScriptedReply => ({ kind: 'content', content, delayMs }),
  rateLimited: (retryAfterSeconds: number): ScriptedReply => ({
    kind: 'status',
    status: 429,
    message: 'Rate limit reached, please retry later.',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  serverError: (status = 500): ScriptedReply => ({
    kind: 'status',
    status,
    message: 'The server had an error while processing your request.',
    // An explicit zero wait keeps retry tests fast while still exercising the retry path.
    headers: { 'retry-after-ms': '0' },
  }),
  badRequest: (message: string): ScriptedReply => ({ kind: 'status', status: 400, message }),
  /** What servers without structured output say when they see `response_format`. */
  rejectStructured: (): ScriptedReply => ({
    kind: 'status',
    status: 400,
    message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
  }),
};

export interface OpenAIServer {
  /** Base URL for the SDK, ending in /v1. */
  readonly baseURL: string;
  /** Origin only (http://127.0.0.1:PORT), e.g. for an Azure endpoint. */
  readonly origin: string;
  readonly requests: RecordedRequest[];
  /** Replies served first, in order. */
  enqueue(...replies: ScriptedReply[]): void;
  /** Answers requests once the queue is empty. */
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function toMessages(value: unknown): RecordedMessage[] {
  if (!Array.isArray(value)) return [];
  return value.map((m: unknown) => {
    const rec = (m ?? {}) as Record<string, unknown>;
    return { role: String(rec['role']), content: typeof rec['content'] === 'string' ? rec['content'] : JSON.stringify(rec['content']) };
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Waits `ms`, or until `early` settles (its timer cleared then). */
const pause = (ms: number, early: Promise<void>): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void early.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

export async function startOpenAIServer(): Promise<OpenAIServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let responder: Responder | undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const isChat =
      req.method === 'POST' &&
      (url.pathname === '/v1/chat/completions' || /^\/openai\/deployments\/[^/]+\/chat\/completions$/.test(url.pathname));
    if (!isChat) {
      send(res, 404, { error: { message: `No route for ${req.method} ${url.pathname}`, type: 'not_found' } });
      return;
    }
    const raw = await readBody(req);
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    const recorded: RecordedRequest = {
      method: req.method ?? 'POST',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams.entries()),
      headers,
      body,
      messages: toMessages(body['messages']),
      receivedAt: Date.now(),
      ...(body['response_format'] !== undefined ? { responseFormat: body['response_format'] } : {}),
      ...(typeof body['model'] === 'string' ? { model: body['model'] } : {}),
    };
    const index = requests.push(recorded) - 1;
    res.once('finish', () => void (recorded.answeredAt = Date.now()));
    const closed = new Promise<void>((resolve) =>
      res.on('close', () => {
        if (!res.writableFinished) recorded.closedEarlyAt = Date.now();
        resolve();
      }),
    );
    const exhausted: ScriptedReply = {
      kind: 'status',
      status: 500,
      message: 'The test server has no scripted reply left.',
      headers: { 'x-should-retry': 'false' },
    };
    const scripted = queue.shift() ?? (responder ? await responder(recorded, index) : exhausted);
    // A delayed reply ends early when the client goes away (so an hour's hang holds no timer).
    if (scripted.delayMs) await pause(scripted.delayMs, closed);
    if (scripted.kind === 'status') {
      send(res, scripted.status, { error: { message: scripted.message, type: 'scripted_error', code: null, param: null } }, scripted.headers);
      return;
    }
    const promptChars = recorded.messages.reduce((n, m) => n + m.content.length, 0);
    const usage = scripted.usage ?? {
      promptTokens: Math.ceil(promptChars / 4),
      completionTokens: Math.ceil((scripted.content ?? '').length / 4),
    };
    send(res, 200, {
      id: `chatcmpl-test-${index}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: recorded.model ?? 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: scripted.content, refusal: null },
          finish_reason: scripted.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: {
        prompt_tokens: usage.promptTokens,
        completion_tokens: usage.completionTokens,
        total_tokens: usage.promptTokens + usage.completionTokens,
      },
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      send(res, 500, { error: { message: `Test server failure: ${String(err)}` } }, { 'x-should-retry': 'false' });
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    baseURL: `${origin}/v1`,
    origin,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    respondWith: (fn) => {
      responder = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Slow replies may still be pending: drop their sockets so close() never waits on them.
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
