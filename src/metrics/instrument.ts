/**
 * Metering decorators, so the code they wrap needs no metrics argument: a ChatModel that counts
 * calls, tokens and latency by model; a BlobCache that counts hits and misses; and an Octokit
 * request hook that counts GitHub requests by route template (never the filled-in URL, which
 * would carry repository names and file SHAs) and status, and records the rate limit left.
 */
import type { Octokit } from '@octokit/rest';
import type { BlobCache } from '../adapters/github/blob-text.js';
import type { ChatModel } from '../core/ports.js';
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
        end();
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

interface RequestOptionsLike {
  method?: string;
  url?: string;
}
interface ResponseLike {
  status?: number;
  headers?: Record<string, string | number | undefined>;
}

/**
 * Octokit passes route templates (`/repos/{owner}/{repo}/pulls/{pull_number}`); a filled-in path
 * (owner, repository, numbers, SHAs) would make a label per repository, so it is not one.
 */
function isTemplate(path: string): boolean {
  if (!/^\/[A-Za-z0-9_/{}.-]*$/.test(path)) return false;
  const segments = path.split('/').slice(1);
  if (segments[0] === 'repos' && !(segments[1]?.startsWith('{') && segments[2]?.startsWith('{'))) return false;
  return !segments.some((s) => /^\d+$/.test(s) || /^[0-9a-f]{40}$/.test(s));
}

/** Registers a request hook on `octokit`; `installationId` labels the rate-limit gauge. */
export function meterOctokit(octokit: Pick<Octokit, 'hook'>, metrics: DycoderMetrics, installationId: number): void {
  const installation = metrics.installationLabel(installationId);
  const record = (options: RequestOptionsLike, response: ResponseLike | undefined): void => {
    const path = (options.url ?? '').split('?')[0] ?? '';
    metrics.githubRequests.inc({ route: isTemplate(path) ? `${(options.method ?? 'GET').toUpperCase()} ${path}` : 'other', status: String(response?.status ?? 'error') });
    const remaining = Number(response?.headers?.['x-ratelimit-remaining']);
    if (Number.isFinite(remaining)) metrics.githubRateLimitRemaining.set({ installation }, remaining);
  };
  octokit.hook.wrap('request', async (request, options) => {
    try {
      const response = await request(options);
      record(options, response as ResponseLike);
      return response;
    } catch (error) {
      const response = (error as { response?: ResponseLike }).response;
      const status = (error as { status?: number }).status;
      record(options, response ?? (status === undefined ? undefined : { status }));
      throw error;
    }
  });
}
