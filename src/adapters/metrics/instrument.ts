/**
 * Metering decorators, so the code they wrap needs no metrics argument: a ChatModel that counts
 * calls, tokens and latency by model; a BlobCache that counts hits and misses; and a GitHub
 * requester that counts requests by route template (never the filled-in URL, which would carry
 * repository names and file SHAs) and status, and records the rate limit left.
 */
import type { BlobCache } from '../github/blob-text.js';
import type { GitHubRequester, GitHubResponse } from '../github/octokit.js';
import type { ChatModel } from '../../core/ports.js';
import type { Retrieve } from '../../core/retrieval/types.js';
import type { DycoderMetrics } from './metrics.js';

export function meteredChatModel(model: ChatModel, metrics: DycoderMetrics): ChatModel {
  return {
    get name() {
      return model.name;
    },
    async complete(req) {
      const label = metrics.modelLabel(model.name);
      const end = metrics.modelLatency.startTimer({ model: label });
      try {
        const res = await model.complete(req);
        metrics.jobSteps.observe({ step: 'model' }, end());
        metrics.modelCalls.inc({ model: label, outcome: res.truncated ? 'truncated' : 'ok' });
        metrics.modelTokens.inc({ model: label, kind: 'prompt' }, res.usage.promptTokens);
        metrics.modelTokens.inc({ model: label, kind: 'completion' }, res.usage.completionTokens);
        return res;
      } catch (error) {
        end();
        metrics.modelCalls.inc({ model: label, outcome: 'error' });
        throw error;
      }
    },
  };
}

/** Each retrieval (one target): its time as the "retrieval" step, and the files and bytes it read. */
export function meteredRetrieve(retrieve: Retrieve, metrics: DycoderMetrics): Retrieve {
  return async (source, target, options) => {
    const end = metrics.jobSteps.startTimer({ step: 'retrieval' });
    const result = await retrieve(source, target, options);
    end();
    metrics.filesRead.observe(result.stats.filesRead);
    metrics.bytesRead.observe(result.stats.bytesRead);
    return result;
  };
}

export function meteredBlobCache(cache: BlobCache, metrics: DycoderMetrics, name = 'blob'): BlobCache {
  return {
    async get(sha) {
      const value = await cache.get(sha);
      metrics.cacheRequests.inc({ cache: name, result: value === undefined ? 'miss' : 'hit' });
      return value;
    },
    set: (sha, text) => cache.set(sha, text),
  };
}

/**
 * The gateway passes route templates (`GET /repos/{owner}/{repo}/pulls/{pull_number}`); a
 * filled-in path (owner, repository, numbers, SHAs) would make a label per repository, so it is not one.
 */
function routeLabel(route: string): string {
  const [method, path = '', ...rest] = route.split(' ');
  if (rest.length > 0 || !/^[A-Z]+$/.test(method ?? '') || !/^\/[A-Za-z0-9_/{}.-]*$/.test(path)) return 'other';
  const segments = path.split('/').slice(1);
  if (segments[0] === 'repos' && !(segments[1]?.startsWith('{') && segments[2]?.startsWith('{'))) return 'other';
  return segments.some((s) => /^\d+$/.test(s) || /^[0-9a-f]{40}$/.test(s)) ? 'other' : route;
}

/**
 * Counts every request of `requester` (an installation Octokit, before the gateway's typed
 * errors) by route template and status, and records the rate limit left for `installationId`.
 */
export function meteredGitHubRequester(requester: GitHubRequester, metrics: DycoderMetrics, installationId: number): GitHubRequester {
  const installation = metrics.installationLabel(installationId);
  const record = (route: string, status: number | undefined, headers: GitHubResponse['headers'] | undefined): void => {
    metrics.githubRequests.inc({ route: routeLabel(route), status: String(status ?? 'error') });
    const remaining = Number(headers?.['x-ratelimit-remaining']);
    if (headers?.['x-ratelimit-remaining'] !== undefined && Number.isFinite(remaining)) metrics.githubRateLimitRemaining.set({ installation }, remaining);
  };
  return {
    async request(route, params) {
      try {
        const response = await requester.request(route, params);
        record(route, response.status, response.headers);
        return response;
      } catch (error) {
        const failure = error as { status?: number; response?: { headers?: GitHubResponse['headers'] } };
        record(route, typeof failure.status === 'number' ? failure.status : undefined, failure.response?.headers);
        throw error;
      }
    },
  };
}
