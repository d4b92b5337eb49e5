/**
 * The Octokit class DyCoder's Probot instances use. Octokit's throttling plugin is off: it paces
 * writes per process (one a second across every installation) and caps reads at 10 in flight,
 * and with a Redis URL Probot backs it with Bottleneck keys that Redis 7 expires after about two
 * idle minutes (then every delivery fails with ERR SETTINGS_KEY_NOT_FOUND). DyCoder paces writes
 * per installation itself (adapters/redis/write-pacer.ts). The retry plugin keeps retrying 5xx,
 * but not 429: a rate limit becomes GitHubRateLimitedError, whose `retry-after` the pacer and the
 * job backoff honour.
 */
import { ProbotOctokit } from 'probot';

export const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

type OctokitOptions = NonNullable<ConstructorParameters<typeof ProbotOctokit>[0]>;

/**
 * `ProbotOctokit.defaults({ throttle: { enabled: false } })` is not enough: Probot wraps the class
 * in its own defaults, whose `throttle` object replaces ours. The subclass sets it last.
 */
export function appOctokit(base: typeof ProbotOctokit = ProbotOctokit.defaults({ retry: { doNotRetry: DO_NOT_RETRY } })): typeof ProbotOctokit {
  return class extends base {
    constructor(options: OctokitOptions = {}) {
      const given: unknown = options.throttle;
      const throttle = typeof given === 'object' && given !== null ? given : {};
      super({ ...options, throttle: { ...throttle, enabled: false } });
    }
  };
}

/** Probot's own environment: without REDIS_URL, so it never builds a Redis-backed throttle. */
export function probotEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  // WEBHOOK_PROXY_URL too: Probot would try to fetch a smee client at run time to forward it; the
  // proxy's own client does that (README, "Install the app"), and the setup flow reads it itself.
  const { REDIS_URL: _unused, WEBHOOK_PROXY_URL: _proxy, ...rest } = env;
  return rest;
}
