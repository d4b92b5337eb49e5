import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkAppStart,
  ConfigError,
  githubApiBaseUrl,
  loadAppEnv,
  loadModelEnv,
  loadWorkerEnv,
  parseThreadsFor,
  redactConfig,
  withDotEnv,
} from '../../src/config/env.js';

const PEM = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const PEM_BODY = PEM.split('\n')[1] ?? '';
const APP = {
  APP_ID: '123',
  PRIVATE_KEY: PEM,
  WEBHOOK_SECRET: 'whsec-very-secret',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadModelEnv', () => {
  it('is "none" when nothing is configured', () => {
    expect(loadModelEnv({})).toEqual({ provider: 'none' });
  });

  it('reads OpenAI with defaults', () => {
    expect(loadModelEnv({ OPENAI_API_KEY: 'sk-abc' })).toEqual({
      provider: 'openai',
      apiKey: 'sk-abc',
      model: 'gpt-4o-mini',
      timeoutMs: 120_000,
      maxRetries: 2,
      maxOutputTokens: 4096,
      structuredOutput: 'auto',
    });
  });

  it('accepts a local OpenAI-compatible server without a key', () => {
    const env = loadModelEnv({ OPENAI_BASE_URL: 'http://localhost:11434/v1', DYCODER_MODEL: 'qwen2.5-coder', DYCODER_STRUCTURED_OUTPUT: 'off', DYCODER_MODEL_TIMEOUT_MS: '5000', DYCODER_MODEL_MAX_RETRIES: '0' });
    expect(env).toEqual({ provider: 'openai', baseURL: 'http://localhost:11434/v1', model: 'qwen2.5-coder', timeoutMs: 5000, maxRetries: 0, maxOutputTokens: 4096, structuredOutput: 'off' });
  });

  it('reads Azure OpenAI and prefers it when the endpoint is set', () => {
    const env = loadModelEnv({ AZURE_OPENAI_ENDPOINT: 'https://r.openai.azure.com', AZURE_OPENAI_DEPLOYMENT: 'gpt4o', AZURE_OPENAI_API_KEY: 'az-key', OPENAI_API_KEY: 'sk-x' });
    expect(env).toMatchObject({ provider: 'azure', endpoint: 'https://r.openai.azure.com', deployment: 'gpt4o', apiVersion: '2024-10-21', apiKey: 'az-key', model: 'gpt4o' });
  });

  it.each([
    [{ DYCODER_MODEL_TIMEOUT_MS: 'soon', OPENAI_API_KEY: 'k' }, 'DYCODER_MODEL_TIMEOUT_MS'],
    [{ DYCODER_MODEL_MAX_RETRIES: '-1', OPENAI_API_KEY: 'k' }, 'DYCODER_MODEL_MAX_RETRIES'],
    [{ DYCODER_STRUCTURED_OUTPUT: 'maybe' }, 'DYCODER_STRUCTURED_OUTPUT'],
    [{ DYCODER_MODEL_MAX_OUTPUT_TOKENS: '10', OPENAI_API_KEY: 'k' }, 'DYCODER_MODEL_MAX_OUTPUT_TOKENS'],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL'],
    [{ AZURE_OPENAI_ENDPOINT: 'https://r.openai.azure.com', AZURE_OPENAI_API_KEY: 'k' }, 'AZURE_OPENAI_DEPLOYMENT'],
    [{ AZURE_OPENAI_ENDPOINT: 'https://r.openai.azure.com', AZURE_OPENAI_DEPLOYMENT: 'd' }, 'AZURE_OPENAI_API_KEY'],
  ])('names the bad variable in one sentence (%j)', (env, name) => {
    const error = errorOf(() => loadModelEnv(env));
    expect(error.message.startsWith(name)).toBe(true);
    expect(error.message.trim().split(/(?<=\.)\s/)).toHaveLength(1);
  });
});

describe('loadAppEnv / loadWorkerEnv', () => {
  it('reads a complete app environment', () => {
    const env = loadAppEnv({ ...APP, PORT: '8080', LOG_LEVEL: 'debug', DYCODER_RUN_WORKER_IN_PROCESS: 'true', OPENAI_API_KEY: 'sk-1' });
    expect(env).toMatchObject({
      github: { appId: 123, privateKey: PEM, gheProtocol: 'https', apiBaseUrl: 'https://api.github.com' },
      webhookSecret: 'whsec-very-secret',
      port: 8080,
      logLevel: 'debug',
      runWorkerInProcess: true,
      redisUrl: 'redis://127.0.0.1:6379',
      concurrency: 8,
      blobCacheTtlSeconds: 86_400,
      writeBurst: 5,
      model: { provider: 'openai', apiKey: 'sk-1' },
    });
  });

  it('turns GHE_HOST/GHE_PROTOCOL into the API base URL for the worker too', () => {
    const env = loadWorkerEnv({ ...APP, GHE_HOST: 'ghe.example.com', GHE_PROTOCOL: 'http' });
    expect(env.github.apiBaseUrl).toBe('http://ghe.example.com/api/v3');
    expect(githubApiBaseUrl(undefined)).toBe('https://api.github.com');
    expect(githubApiBaseUrl('ghe.corp:8443')).toBe('https://ghe.corp:8443/api/v3');
  });

  it('accepts escaped newlines, base64 keys and PRIVATE_KEY_PATH', () => {
    expect(loadWorkerEnv({ ...APP, PRIVATE_KEY: PEM.replace(/\n/g, '\\n') }).github.privateKey).toBe(PEM);
    expect(loadWorkerEnv({ ...APP, PRIVATE_KEY: Buffer.from(PEM).toString('base64') }).github.privateKey).toBe(PEM);
    const viaPath = loadWorkerEnv({ ...APP, PRIVATE_KEY: undefined, PRIVATE_KEY_PATH: '/keys/app.pem' }, { readFile: (p) => (p === '/keys/app.pem' ? PEM : '') });
    expect(viaPath.github.privateKey).toBe(PEM);
  });

  it.each([
    [{ ...APP, APP_ID: undefined }, 'APP_ID'],
    [{ ...APP, APP_ID: 'abc' }, 'APP_ID'],
    [{ ...APP, PRIVATE_KEY: undefined }, 'PRIVATE_KEY'],
    [{ ...APP, PRIVATE_KEY: 'not a key at all' }, 'PRIVATE_KEY'],
    // Looks like a PEM but does not parse: a truncated paste.
    [{ ...APP, PRIVATE_KEY: PEM.slice(0, 200) + '\n-----END RSA PRIVATE KEY-----\n' }, 'PRIVATE_KEY'],
    [{ ...APP, LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ ...APP, WEBHOOK_SECRET: '' }, 'WEBHOOK_SECRET'],
    [{ ...APP, REDIS_URL: undefined }, 'REDIS_URL'],
    [{ ...APP, REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ ...APP, PORT: '99999' }, 'PORT'],
    [{ ...APP, LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ...APP, GHE_HOST: 'https://ghe.example.com' }, 'GHE_HOST'],
    [{ ...APP, GHE_PROTOCOL: 'ftp' }, 'GHE_PROTOCOL'],
    [{ ...APP, WORKER_CONCURRENCY: '0' }, 'WORKER_CONCURRENCY'],
    [{ ...APP, DYCODER_RUN_WORKER_IN_PROCESS: 'sure' }, 'DYCODER_RUN_WORKER_IN_PROCESS'],
    [{ ...APP, BLOB_CACHE_TTL_SECONDS: '1.5' }, 'BLOB_CACHE_TTL_SECONDS'],
    [{ ...APP, DYCODER_WRITE_BURST: '21' }, 'DYCODER_WRITE_BURST'],
    [{ ...APP, WORKER_CPU_SLOTS: '0' }, 'WORKER_CPU_SLOTS'],
    [{ ...APP, WORKER_CPU_SLOTS: 'all' }, 'WORKER_CPU_SLOTS'],
    [{ ...APP, WORKER_CPU_WAIT_MS: '5' }, 'WORKER_CPU_WAIT_MS'],
  ])('stops with a sentence naming the variable (%#)', (env, name) => {
    const error = errorOf(() => loadAppEnv(env));
    expect(error.message.startsWith(`${name} `)).toBe(true);
    expect(error.message).not.toContain('not a key at all');
  });

  it("sizes the CPU gate to the process's cores unless WORKER_CPU_SLOTS says otherwise", () => {
    const threads = parseThreadsFor(availableParallelism());
    expect(loadWorkerEnv(APP).cpu).toEqual({ slots: availableParallelism(), waitMs: 60_000, parseThreads: threads });
    expect(loadWorkerEnv({ ...APP, WORKER_CPU_SLOTS: '3', WORKER_CPU_WAIT_MS: '2500' }).cpu).toEqual({ slots: 3, waitMs: 2500, parseThreads: threads });
  });

  it('parses on the event loop below 4 cores, else in one thread per core beside it (at most 4), unless WORKER_PARSE_THREADS says otherwise', () => {
    expect([1, 2, 3, 4, 5, 8, 64].map(parseThreadsFor)).toEqual([0, 0, 0, 3, 4, 4, 4]);
    expect(loadWorkerEnv({ ...APP, WORKER_PARSE_THREADS: '0' }).cpu?.parseThreads).toBe(0);
    expect(loadWorkerEnv({ ...APP, WORKER_PARSE_THREADS: '3' }).cpu?.parseThreads).toBe(3);
    expect(errorOf(() => loadWorkerEnv({ ...APP, WORKER_PARSE_THREADS: '-1' })).message).toMatch(/^WORKER_PARSE_THREADS is malformed/);
  });

  it('a PRIVATE_KEY_PATH that cannot be read is named', () => {
    const error = errorOf(() => loadWorkerEnv({ ...APP, PRIVATE_KEY: undefined, PRIVATE_KEY_PATH: '/nope' }, { readFile: () => { throw new Error('ENOENT'); } }));
    expect(error.message).toMatch(/^PRIVATE_KEY_PATH /);
  });
});

describe('job limits', () => {
  it('default to a 256 MB budget and a 60 s archive download with no silence over 10 s', () => {
    expect(loadWorkerEnv(APP).jobLimits).toEqual({ memoryMb: 256, archiveTimeoutMs: 60_000, archiveIdleTimeoutMs: 10_000 });
    const set = loadWorkerEnv({ ...APP, DYCODER_JOB_MEMORY_MB: '512', DYCODER_ARCHIVE_TIMEOUT_MS: '30000', DYCODER_ARCHIVE_IDLE_TIMEOUT_MS: '2000' });
    expect(set.jobLimits).toEqual({ memoryMb: 512, archiveTimeoutMs: 30_000, archiveIdleTimeoutMs: 2000 });
  });

  it('a malformed or out-of-range value is named, not used', () => {
    expect(errorOf(() => loadWorkerEnv({ ...APP, DYCODER_JOB_MEMORY_MB: '8' })).message).toBe('DYCODER_JOB_MEMORY_MB is malformed: it must be a whole number of megabytes from 64 to 16384.');
    expect(errorOf(() => loadWorkerEnv({ ...APP, DYCODER_ARCHIVE_IDLE_TIMEOUT_MS: 'soon' })).message).toMatch(/^DYCODER_ARCHIVE_IDLE_TIMEOUT_MS is malformed/);
  });
});

describe('LOG_FORMAT and npm start checks', () => {
  it('reads LOG_FORMAT as Probot does: json in production unless set, pretty otherwise', () => {
    expect(loadWorkerEnv({ ...APP, LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadWorkerEnv({ ...APP, NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadWorkerEnv({ ...APP, NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadWorkerEnv(APP).logFormat).toBe('pretty');
  });

  it('lets Probot run its setup flow only when no app credentials are set at all', () => {
    expect(checkAppStart({})).toBe('setup');
    expect(() => checkAppStart({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(errorOf(() => checkAppStart({ APP_ID: '1', PRIVATE_KEY: 'garbage' })).message).toMatch(/^(PRIVATE_KEY|REDIS_URL) /);
    expect(checkAppStart(APP)).toMatchObject({ webhookSecret: 'whsec-very-secret' });
  });

  it('sees ./.env as Probot will (its values win)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dycoder-env-'));
    writeFileSync(join(dir, '.env'), 'REDIS_URL=redis://from-file:6379\nWEBHOOK_SECRET="quoted"\n');
    expect(withDotEnv({ REDIS_URL: 'redis://shell:6379', APP_ID: '7' }, join(dir, '.env'))).toMatchObject({ REDIS_URL: 'redis://from-file:6379', WEBHOOK_SECRET: 'quoted', APP_ID: '7' });
    expect(withDotEnv({ APP_ID: '7' }, join(dir, 'missing.env'))).toEqual({ APP_ID: '7' });
  });
});

describe('redactConfig', () => {
  it('hides keys, secrets and URL credentials but keeps the rest', () => {
    const env = loadAppEnv({ ...APP, OPENAI_API_KEY: 'sk-live-123', REDIS_URL: 'redis://user:pw@10.0.0.1:6379' });
    const printed = JSON.stringify(redactConfig(env));
    for (const secret of ['sk-live-123', 'whsec-very-secret', PEM_BODY, 'user:pw']) expect(printed).not.toContain(secret);
    expect(printed).toContain('10.0.0.1:6379');
    expect(printed).toContain('"appId":123');
  });
});
