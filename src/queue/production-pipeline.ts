/**
 * The pipeline as deployed: retrieval from core, the model from the environment (a repository
 * may pick another model name with `model:`), blobs cached in Redis by SHA and in process.
 */
import type { RedisConnection } from '../adapters/redis/connection.js';
import { createBlobLru } from '../adapters/github/blob-text.js';
import { jobLimitsFrom } from '../adapters/github/job-limits.js';
import type { ReadMode } from '../adapters/github/job-reads.js';
import { createChatModelFromEnv } from '../adapters/openai/chat-model.js';
import { createRedisBlobCache } from '../adapters/redis/blob-cache.js';
import { remoteMavenDependencies } from '../adapters/dependencies/maven.js';
import { createSuggestionStore } from '../adapters/redis/suggestion-store.js';
import { meteredBlobCache, meteredChatModel, meteredRetrieve } from '../adapters/metrics/instrument.js';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import type { WorkerEnv } from '../config/env.js';
import type { ChatModel, CpuGate, RepoSource } from '../core/ports.js';
import { retrieve } from '../core/retrieval/index.js';
import { createParseCache } from '../core/retrieval/parse-cache.js';
import type { ScopedLogger } from '../core/ports.js';
import { createGitHubPipeline } from './github-pipeline.js';
import { createPythonIndexDependencies } from '../adapters/dependencies/python-index.js';
import { readPythonRequirements } from '../core/dependencies/python-requirements.js';
import type { Dependencies } from '../core/dependencies/port.js';
import type { ImplementPipeline } from './implement-worker.js';

/**
 * The parse cache's bound, in estimated heap (parse-cache.ts: 16 bytes per source character,
 * about twice what zod's parses measure, so about 30 MB of real heap when full): about 4 MB of
 * source, 2 MB per installation — more than a job's read set (rich 0.7 MB, zod 0.8 MB) — kept
 * small beside the worker's 450 MB peak-RSS ceiling (issue 24).
 */
const PARSE_CACHE_BYTES = 64 * 1024 * 1024;

export function createProductionPipeline(
  env: Pick<WorkerEnv, 'model' | 'blobCacheTtlSeconds' | 'jobLimits' | 'dependencies' | 'pythonIndexUrl'>,
  connection: RedisConnection,
  log: ScopedLogger,
  metrics?: DycoderMetrics,
  /** For tests and benchmarks: force the read path (read-plan.ts decides otherwise). */
  readMode?: ReadMode,
  /** The worker's CPU gate (worker-runtime.ts); without one, CPU steps run at once. */
  cpuGate?: CpuGate,
): ImplementPipeline {
  const models = new Map<string, ChatModel | undefined>();
  const modelFor = (name: string | undefined): ChatModel | undefined => {
    const key = name ?? '';
    if (!models.has(key)) {
      const modelEnv = env.model.provider !== 'none' && name !== undefined ? { ...env.model, model: name } : env.model;
      const model = createChatModelFromEnv(modelEnv, { logger: log });
      models.set(key, model !== undefined && metrics !== undefined ? meteredChatModel(model, metrics) : model);
    }
    return models.get(key);
  };
  const blobCache = env.blobCacheTtlSeconds > 0 ? createRedisBlobCache(connection, { ttlSeconds: env.blobCacheTtlSeconds, logger: log }) : undefined;
  return createGitHubPipeline({
    retrieve: metrics === undefined ? retrieve : meteredRetrieve(retrieve, metrics),
    modelFor: (config) => modelFor(config.model),
    lru: createBlobLru(),
    // Parses kept for the next job of the same installation (a push, a retry, a refine reply), by content.
    parseCache: createParseCache({ maxBytes: PARSE_CACHE_BYTES, maxBytesPerInstallation: PARSE_CACHE_BYTES / 2 }),
    ...(blobCache === undefined ? {} : { blobCache: metrics === undefined ? blobCache : meteredBlobCache(blobCache, metrics) }),
    ...(metrics === undefined ? {} : { metrics }),
    suggestions: createSuggestionStore(connection),
    limits: jobLimitsFrom(env.jobLimits),
    ...(readMode === undefined ? {} : { readMode }),
    ...(cpuGate === undefined ? {} : { cpuGate }),
    // The repositories' Java dependencies from the operator's Maven repository over HTTP, when one is configured.
    ...(env.dependencies?.mavenUrl === undefined ? {} : { dependencies: { java: remoteMavenDependencies({ url: env.dependencies.mavenUrl }) } }),
    ...(env.pythonIndexUrl === undefined ? {} : { dependenciesFor: pythonIndexFor(env.pythonIndexUrl) }),
  });
}

/** Index content is public: one cache of it for the process, keyed by (URL, name, version, path). */
function pythonIndexFor(indexUrl: string): (source: RepoSource) => Dependencies {
  const cache = new Map<string, string | null>();
  return (source) => ({ python: createPythonIndexDependencies({ indexUrl, cache, requirements: () => readPythonRequirements(source) }) });
}
