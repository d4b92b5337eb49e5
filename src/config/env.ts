/**
 * The only reader of process.env. Each process validates the section it needs at start:
 * the CLI needs only the model (`loadModelEnv`), the Probot app and the worker need GitHub
 * and Redis too (`loadAppEnv`, `loadWorkerEnv`). A missing or malformed variable is a
 * ConfigError whose message is one sentence naming the variable, never its value.
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { redisUrlSchema } from './redis-url.js';

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const STRUCTURED_OUTPUT_MODES = ['auto', 'on', 'off'] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_AZURE_API_VERSION = '2024-10-21';
/** Output tokens per model answer: a function body needs far fewer; a runaway answer costs this much at most. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 4096;

export type ModelEnv =
  | { provider: 'none' }
  | {
      provider: 'openai';
      apiKey?: string;
      /** Any OpenAI-compatible server; undefined means api.openai.com. */
      baseURL?: string;
      model: string;
      timeoutMs: number;
      maxRetries: number;
      /** Undefined: DEFAULT_MAX_OUTPUT_TOKENS. */
      maxOutputTokens?: number;
      structuredOutput: StructuredOutputMode;
    }
  | {
      provider: 'azure';
      endpoint: string;
      deployment: string;
      apiVersion: string;
      apiKey: string;
      /** Name reported in reviews; the deployment decides the actual model. */
      model: string;
      timeoutMs: number;
      maxRetries: number;
      /** Undefined: DEFAULT_MAX_OUTPUT_TOKENS. */
      maxOutputTokens?: number;
      structuredOutput: StructuredOutputMode;
    };

export interface GitHubEnv {
  appId: number;
  privateKey: string;
  /** Set for GitHub Enterprise Server; undefined for github.com. */
  gheHost?: string;
  gheProtocol: 'http' | 'https';
  /** REST base URL derived from GHE_HOST/GHE_PROTOCOL; app and worker must use the same one. */
  apiBaseUrl: string;
}

export interface WorkerEnv {
  /** DYCODER_PYTHON_INDEX_URL (loadDependenciesEnv): off when absent. */
  pythonIndexUrl?: string;
  github: GitHubEnv;
  redisUrl: string;
  concurrency: number;
  blobCacheTtlSeconds: number;
  /** GitHub writes one installation may make at once before they are spaced a second apart (adapters/redis/write-pacer.ts). */
  writeBurst?: number;
  logLevel: LogLevel;
  /** Probot's LOG_FORMAT, honoured by the worker too: `json` gives one JSON object per line (undefined: pretty). */
  logFormat?: LogFormat;
  model: ModelEnv;
  /** What one job may hold and how long its archive download may take (adapters/github/job-limits.ts). */
  jobLimits?: JobLimitsEnv;
  /** DYCODER_JOB_TIMEOUT_MS and DYCODER_GITHUB_TIMEOUT_MS (undefined: the defaults below). */
  deadlines?: DeadlineEnv;
  /** WORKER_CPU_SLOTS and WORKER_CPU_WAIT_MS: the per-process CPU gate (undefined: the defaults below). */
  cpu?: CpuGateEnv;
  /** WORKER_MEMORY_BUDGET_MB and WORKER_MEMORY_WAIT_MS: admission of jobs by the process's RSS (queue/memory-admission.ts). */
  memory?: MemoryAdmissionEnv;
  /** Where the answer checks may read the repositories' dependencies (off unless configured). */
  dependencies?: DependencyEnv;
}

/**
 * The answer checks' dependency reads (session 21): DYCODER_MAVEN_URL, a Maven-layout repository over HTTP (your index's
 * URL; no default). The CLI's `--maven-repo DIR` names a local Maven-layout directory instead.
 */
export interface DependencyEnv {
  mavenUrl?: string;
}

export function loadDependencyEnv(env: Env = process.env): DependencyEnv {
  const mavenUrl = parseWith<string | undefined>(env, 'DYCODER_MAVEN_URL', url, 'an http(s) URL', undefined);
  return mavenUrl === undefined ? {} : { mavenUrl };
}

/** The worker's memory budget: no job starts while the process's RSS is above `budgetMb` (0: no budget), for up to `waitMs`. */
export interface MemoryAdmissionEnv {
  budgetMb: number;
  waitMs: number;
}
/**
 * Below issue 24's 450 MB peak-RSS ceiling by about what the jobs in hand still add once admission
 * stops taking more (bench:concurrency, 8 rich jobs at once: V8 heap ~18 MB and native ~8 MB a job).
 */
export const DEFAULT_MEMORY_BUDGET_MB = 380;
export const DEFAULT_MEMORY_WAIT_MS = 30_000;

export function loadMemoryAdmissionEnv(env: Env = process.env): MemoryAdmissionEnv {
  return {
    budgetMb: parseWith(env, 'WORKER_MEMORY_BUDGET_MB', intIn(0, 1_048_576), 'a whole number of megabytes (0: no budget)', DEFAULT_MEMORY_BUDGET_MB),
    waitMs: parseWith(env, 'WORKER_MEMORY_WAIT_MS', intIn(0, 3_600_000), 'a whole number of milliseconds from 0 to 3600000', DEFAULT_MEMORY_WAIT_MS),
  };
}

/** The worker's CPU gate (adapters/cpu/cpu-gate.ts): CPU-heavy steps at once, and how long one may wait for a slot. */
export interface CpuGateEnv {
  slots: number;
  waitMs: number;
  /** WORKER_PARSE_THREADS: threads that parse files off the event loop (adapters/cpu/parse-threads.ts); 0: parse on the loop. */
  parseThreads?: number;
}
/** Sized to the cores this process may use. */
export const defaultCpuSlots = (): number => Math.max(1, availableParallelism());
export const DEFAULT_CPU_WAIT_MS = 60_000;
/**
 * One thread per core beside the event loop's, at most 4 (each holds its own heap and parsers), and none
 * below 4 cores. On 2 cores a thread only takes the core the loop's own work needs, and each module's
 * copy across threads is extra work: measured quietly twice (bench:concurrency, 10 jobs, sessions 21
 * and 22), one thread cost 11–22% more CPU per job and 4–16% more wall time than parsing on the loop,
 * with longer event-loop delays, not shorter. 3 cores is held to the same rule (one thread beside
 * the loop and one other core); above that, unmeasured here, the threads keep the parse off the loop.
 */
export const parseThreadsFor = (cores: number): number => (cores < 4 ? 0 : Math.min(4, cores - 1));
export const defaultParseThreads = (): number => parseThreadsFor(availableParallelism());

export function loadCpuGateEnv(env: Env = process.env): CpuGateEnv {
  return {
    slots: parseWith(env, 'WORKER_CPU_SLOTS', intIn(1, 256), 'a whole number from 1 to 256', defaultCpuSlots()),
    waitMs: parseWith(env, 'WORKER_CPU_WAIT_MS', intIn(100, 3_600_000), 'a whole number of milliseconds from 100 to 3600000', DEFAULT_CPU_WAIT_MS),
    parseThreads: parseWith(env, 'WORKER_PARSE_THREADS', intIn(0, 64), 'a whole number from 0 (parse on the event loop) to 64', defaultParseThreads()),
  };
}

export interface JobLimitsEnv {
  /** DYCODER_JOB_MEMORY_MB: the per-job memory budget the archive's ceilings are shares of. */
  memoryMb: number;
  /** DYCODER_ARCHIVE_TIMEOUT_MS: the whole archive download. */
  archiveTimeoutMs: number;
  /** DYCODER_ARCHIVE_IDLE_TIMEOUT_MS: the longest silence of an archive download. */
  archiveIdleTimeoutMs: number;
}

/** How long a job may run before the user is told (model calls end earlier), and one GitHub call's deadline. */
export interface DeadlineEnv {
  jobMs: number;
  githubMs: number;
  /** One intake attempt (permission, config and PR reads, queueing): DYCODER_INTAKE_TIMEOUT_MS. */
  intakeMs: number;
}
export const DEFAULT_JOB_TIMEOUT_MS = 120_000;
export const DEFAULT_GITHUB_TIMEOUT_MS = 30_000;
export const DEFAULT_INTAKE_TIMEOUT_MS = 60_000;

export function loadDeadlineEnv(env: Env = process.env): DeadlineEnv {
  return {
    jobMs: parseWith(env, 'DYCODER_JOB_TIMEOUT_MS', intIn(5_000, 3_600_000), 'a whole number of milliseconds from 5000 to 3600000', DEFAULT_JOB_TIMEOUT_MS),
    githubMs: parseWith(env, 'DYCODER_GITHUB_TIMEOUT_MS', intIn(1_000, 600_000), 'a whole number of milliseconds from 1000 to 600000', DEFAULT_GITHUB_TIMEOUT_MS),
    intakeMs: parseWith(env, 'DYCODER_INTAKE_TIMEOUT_MS', intIn(1_000, 600_000), 'a whole number of milliseconds from 1000 to 600000', DEFAULT_INTAKE_TIMEOUT_MS),
  };
}

export interface AppEnv extends WorkerEnv {
  webhookSecret: string;
  port: number;
  runWorkerInProcess: boolean;
  /** The app's private metrics listener; undefined: none (tests). */
  metrics?: MetricsEnv;
  /** Redelivery of failed webhook deliveries; undefined: off (tests). */
  redelivery?: RedeliveryEnv;
}

/** Options for reading PRIVATE_KEY_PATH; injectable so tests need no files. */
export interface LoadOptions {
  readFile?: (path: string) => string;
}

// ---- field parsers: each failure names its variable in one sentence ----

const nonEmpty = z.string().trim().min(1);

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function required(env: Env, name: string, what: string): string {
  const value = read(env, name);
  if (value === undefined) throw new ConfigError(`${name} is not set: it must be ${what}.`);
  return value;
}

function parseWith<T>(env: Env, name: string, schema: z.ZodType<T>, what: string, fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`${name} is malformed: it must be ${what}.`);
  return parsed.data;
}

const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const url = z.string().url().refine((u) => /^https?:\/\//.test(u));
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));

// ---- sections ----

export function loadModelEnv(env: Env = process.env): ModelEnv {
  const common = {
    timeoutMs: parseWith(env, 'DYCODER_MODEL_TIMEOUT_MS', intIn(1, 3_600_000), 'a whole number of milliseconds', 120_000),
    maxRetries: parseWith(env, 'DYCODER_MODEL_MAX_RETRIES', intIn(0, 10), 'a whole number from 0 to 10', 2),
    maxOutputTokens: parseWith(env, 'DYCODER_MODEL_MAX_OUTPUT_TOKENS', intIn(256, 128_000), 'a whole number of tokens from 256 to 128000', DEFAULT_MAX_OUTPUT_TOKENS),
    structuredOutput: parseWith(env, 'DYCODER_STRUCTURED_OUTPUT', z.enum(STRUCTURED_OUTPUT_MODES), 'one of auto, on, off', 'auto'),
  };
  const model = parseWith(env, 'DYCODER_MODEL', nonEmpty, 'a model name', DEFAULT_MODEL);
  const azureEndpoint = parseWith<string | undefined>(env, 'AZURE_OPENAI_ENDPOINT', url, 'an http(s) URL such as https://NAME.openai.azure.com', undefined);
  if (azureEndpoint !== undefined) {
    const deployment = required(env, 'AZURE_OPENAI_DEPLOYMENT', 'the name of your Azure OpenAI deployment when AZURE_OPENAI_ENDPOINT is set');
    return {
      provider: 'azure',
      endpoint: azureEndpoint,
      deployment,
      apiVersion: read(env, 'AZURE_OPENAI_API_VERSION') ?? DEFAULT_AZURE_API_VERSION,
      apiKey: required(env, 'AZURE_OPENAI_API_KEY', 'the API key of your Azure OpenAI resource when AZURE_OPENAI_ENDPOINT is set'),
      model: read(env, 'DYCODER_MODEL') ?? deployment,
      ...common,
    };
  }
  const apiKey = read(env, 'OPENAI_API_KEY');
  const baseURL = parseWith<string | undefined>(env, 'OPENAI_BASE_URL', url, 'an http(s) URL such as http://localhost:11434/v1', undefined);
  if (apiKey === undefined && baseURL === undefined) return { provider: 'none' };
  return {
    provider: 'openai',
    ...(apiKey !== undefined ? { apiKey } : {}),
    ...(baseURL !== undefined ? { baseURL } : {}),
    model,
    ...common,
  };
}

/** REST API base URL: github.com, or `PROTOCOL://HOST/api/v3` for GitHub Enterprise Server. */
export function githubApiBaseUrl(gheHost: string | undefined, gheProtocol: 'http' | 'https' = 'https'): string {
  if (gheHost === undefined) return 'https://api.github.com';
  return `${gheProtocol}://${gheHost.replace(/\/+$/, '')}/api/v3`;
}

function loadPrivateKey(env: Env, options: LoadOptions): string {
  // Not trimmed: a PEM's trailing newline is part of the key.
  const inline = read(env, 'PRIVATE_KEY') === undefined ? undefined : env['PRIVATE_KEY'];
  const path = read(env, 'PRIVATE_KEY_PATH');
  let key: string;
  if (inline !== undefined) {
    // Probot accepts keys with escaped newlines (one-line env files) and base64-encoded keys.
    key = inline.includes('-----BEGIN') ? inline.replace(/\\n/g, '\n') : Buffer.from(inline, 'base64').toString('utf8');
  } else if (path !== undefined) {
    try {
      key = (options.readFile ?? ((p: string) => readFileSync(p, 'utf8')))(path);
    } catch {
      throw new ConfigError('PRIVATE_KEY_PATH is malformed: it must name a readable PEM file.');
    }
  } else {
    throw new ConfigError('PRIVATE_KEY is not set: set it (or PRIVATE_KEY_PATH) to the GitHub App private key.');
  }
  // Parsed, not just pattern-matched: a truncated or mangled key must stop the process here,
  // not fall into Probot's setup mode or fail at the first installation token.
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key) || !parsesAsPrivateKey(key)) {
    const name = inline !== undefined ? 'PRIVATE_KEY' : 'PRIVATE_KEY_PATH';
    throw new ConfigError(`${name} is malformed: it must be a PEM private key (-----BEGIN ... PRIVATE KEY-----).`);
  }
  return key;
}

function parsesAsPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).type === 'private';
  } catch {
    return false;
  }
}

/** Probot's rule: unset means pretty in development and json in production. */
function logFormatOf(env: Env): LogFormat {
  const fallback: LogFormat = read(env, 'NODE_ENV') === 'production' ? 'json' : 'pretty';
  return parseWith(env, 'LOG_FORMAT', z.enum(LOG_FORMATS), 'json or pretty', fallback);
}

export function loadGitHubEnv(env: Env = process.env, options: LoadOptions = {}): GitHubEnv {
  const appId = parseWith(env, 'APP_ID', intIn(1, Number.MAX_SAFE_INTEGER), 'the numeric GitHub App id', 0);
  if (appId === 0) throw new ConfigError('APP_ID is not set: it must be the numeric GitHub App id.');
  const gheHost = parseWith<string | undefined>(env, 'GHE_HOST', z.string().regex(/^[A-Za-z0-9.-]+(:\d+)?$/), 'a host name such as github.example.com (no scheme)', undefined);
  const gheProtocol = parseWith(env, 'GHE_PROTOCOL', z.enum(['http', 'https']), 'http or https', 'https' as const);
  return {
    appId,
    privateKey: loadPrivateKey(env, options),
    ...(gheHost !== undefined ? { gheHost } : {}),
    gheProtocol,
    apiBaseUrl: githubApiBaseUrl(gheHost, gheProtocol),
  };
}

/** Jobs one worker process runs at once: sized for jobs that wait on I/O, not for CPU work. */
export const DEFAULT_WORKER_CONCURRENCY = 8;

export function loadWorkerEnv(env: Env = process.env, options: LoadOptions = {}): WorkerEnv {
  const redisUrl = required(env, 'REDIS_URL', 'a Redis URL such as redis://127.0.0.1:6379');
  // Parsed again where connections are made; here only so a bad value stops the process at start.
  const redis = redisUrlSchema.safeParse(redisUrl);
  if (!redis.success) throw new ConfigError(`REDIS_URL is malformed: ${redis.error.issues[0]?.message ?? 'it could not be parsed'}.`);
  return {
    github: loadGitHubEnv(env, options),
    redisUrl,
    // A job mostly waits on GitHub and the model (issue 24: 10 jobs at 100 ms per call, one process at 2 took as long as two processes).
    concurrency: parseWith(env, 'WORKER_CONCURRENCY', intIn(1, 64), 'a whole number from 1 to 64', DEFAULT_WORKER_CONCURRENCY),
    blobCacheTtlSeconds: parseWith(env, 'BLOB_CACHE_TTL_SECONDS', intIn(0, 31_536_000), 'a whole number of seconds', 86_400),
    // Burst + 60 a minute must stay under GitHub's 80 content-creating requests a minute.
    writeBurst: parseWith(env, 'DYCODER_WRITE_BURST', intIn(1, 20), 'a whole number from 1 to 20', 5),
    logLevel: parseWith(env, 'LOG_LEVEL', z.enum(LOG_LEVELS), 'one of trace, debug, info, warn, error, fatal', 'info'),
    logFormat: logFormatOf(env),
    model: loadModelEnv(env),
    jobLimits: loadJobLimitsEnv(env),
    deadlines: loadDeadlineEnv(env),
    cpu: loadCpuGateEnv(env),
    memory: loadMemoryAdmissionEnv(env),
    dependencies: loadDependencyEnv(env),
    ...loadDependenciesEnv(env),
  };
}

/**
 * DYCODER_PYTHON_INDEX_URL: a Python package index's simple API (PEP 691/503) the answer checks may read the
 * repository's dependencies' base classes from (adapters/dependencies/python-index.ts). Unset: none read.
 */
export function loadDependenciesEnv(env: Env = process.env): { pythonIndexUrl?: string } {
  const url = parseWith<string | undefined>(env, 'DYCODER_PYTHON_INDEX_URL', z.string().regex(/^https?:\/\/[^\s]+$/), 'an http(s) URL of a simple package index', undefined);
  return url === undefined ? {} : { pythonIndexUrl: url };
}

/** Per-job limits; defaults: 256 MB, a 60 s archive download with no silence over 10 s. */
export function loadJobLimitsEnv(env: Env = process.env): JobLimitsEnv {
  return {
    memoryMb: parseWith(env, 'DYCODER_JOB_MEMORY_MB', intIn(64, 16_384), 'a whole number of megabytes from 64 to 16384', 256),
    archiveTimeoutMs: parseWith(env, 'DYCODER_ARCHIVE_TIMEOUT_MS', intIn(1000, 3_600_000), 'a whole number of milliseconds from 1000 to 3600000', 60_000),
    archiveIdleTimeoutMs: parseWith(env, 'DYCODER_ARCHIVE_IDLE_TIMEOUT_MS', intIn(100, 600_000), 'a whole number of milliseconds from 100 to 600000', 10_000),
  };
}

export interface MetricsEnv {
  /** Port of the process's private /metrics listener (a worker's also serves /healthz); 0 turns it off. */
  port: number;
  /** Interface it listens on: loopback unless the operator opens it (a container: 0.0.0.0 on a private network). */
  host: string;
}

export const DEFAULT_METRICS_PORT = 9464;

/** Metrics never share the webhook port, which faces GitHub: their own listener, loopback by default. */
export function loadMetricsEnv(env: Env = process.env): MetricsEnv {
  return {
    port: parseWith(env, 'DYCODER_METRICS_PORT', intIn(0, 65_535), 'a TCP port number, or 0 to turn the listener off', DEFAULT_METRICS_PORT),
    host: parseWith(env, 'DYCODER_METRICS_HOST', z.string().regex(/^(?:[A-Za-z0-9.-]+|[0-9A-Fa-f:]+)$/), 'an address to listen on, such as 127.0.0.1 or 0.0.0.0', '127.0.0.1'),
  };
}

export interface RedeliveryEnv {
  /** Seconds between two sweeps of GitHub's recent deliveries (one also runs at start); 0 turns redelivery off. */
  intervalSeconds: number;
  /** Deliveries older than this are left alone (GitHub redelivers up to 3 days back). */
  maxAgeHours: number;
  /** Redeliveries one sweep asks for at most. */
  maxPerSweep: number;
}

export function loadRedeliveryEnv(env: Env = process.env): RedeliveryEnv {
  return {
    intervalSeconds: parseWith(env, 'DYCODER_REDELIVERY_INTERVAL_SECONDS', intIn(0, 86_400), 'a whole number of seconds from 0 (off) to 86400', 300),
    maxAgeHours: parseWith(env, 'DYCODER_REDELIVERY_MAX_AGE_HOURS', intIn(1, 72), 'a whole number of hours from 1 to 72', 24),
    maxPerSweep: parseWith(env, 'DYCODER_REDELIVERY_MAX_PER_SWEEP', intIn(1, 1000), 'a whole number from 1 to 1000', 50),
  };
}

export function loadAppEnv(env: Env = process.env, options: LoadOptions = {}): AppEnv {
  return {
    ...loadWorkerEnv(env, options),
    webhookSecret: required(env, 'WEBHOOK_SECRET', 'the webhook secret configured on the GitHub App'),
    port: parseWith(env, 'PORT', intIn(1, 65_535), 'a TCP port number', 3000),
    runWorkerInProcess: parseWith(env, 'DYCODER_RUN_WORKER_IN_PROCESS', bool, 'true or false', false),
    metrics: loadMetricsEnv(env),
    redelivery: loadRedeliveryEnv(env),
  };
}

/** What Probot's run() will see: the environment overlaid with ./.env (Probot's applyEnv overrides). */
export function withDotEnv(env: Env = process.env, path: string = join(process.cwd(), '.env')): Env {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return env;
  }
  return { ...env, ...parseEnv(text) };
}

/**
 * What `npm start` checks before handing over to Probot. With none of APP_ID, PRIVATE_KEY and
 * PRIVATE_KEY_PATH set (and not in production), Probot's setup flow registers the app, so nothing
 * is required yet; once any of them is set, everything is, and a bad value is one sentence.
 */
export function checkAppStart(env: Env = process.env, options: LoadOptions = {}): 'setup' | AppEnv {
  const unset = ['APP_ID', 'PRIVATE_KEY', 'PRIVATE_KEY_PATH'].every((name) => read(env, name) === undefined);
  if (unset && read(env, 'NODE_ENV') !== 'production') return 'setup';
  return loadAppEnv(env, options);
}

const SECRET_KEYS = /(key|secret|token|password)$/i;

/** A copy safe to print: secret-looking fields replaced, URL credentials stripped. */
export function redactConfig(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactConfig);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) && v !== undefined ? '[redacted]' : redactConfig(v)]),
    );
  }
  if (typeof value === 'string') return value.replace(/(\w+:\/\/)[^/@\s]*@/g, '$1[redacted]@');
  return value;
}
