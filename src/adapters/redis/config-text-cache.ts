/**
 * `.github/dycoder.yml` as last read, per installation and repository, for a short time. Pushes
 * to pull requests (`synchronize`) arrive in bursts and each needs the config only to learn
 * whether automatic mode is on: within the TTL they read it from Redis, not from GitHub. Commands
 * always read GitHub, so an edited config applies to the next command at once.
 */
import type { RedisConnection } from './connection.js';

export interface ConfigTextCache {
  /** The text, null when the repository has no file, undefined when nothing is cached. */
  get(key: ConfigKey): Promise<string | null | undefined>;
  set(key: ConfigKey, text: string | null): Promise<void>;
}

export interface ConfigKey {
  installationId: number;
  owner: string;
  repo: string;
  /** Which `.github/` file (default `dycoder.yml`). */
  file?: string;
}

const MISSING = '\u0000missing';

export function createConfigTextCache(redis: RedisConnection, opts: { prefix?: string; ttlSeconds: number }): ConfigTextCache {
  const keyOf = (k: ConfigKey): string => `${opts.prefix ?? 'dycoder'}:config-text:${k.installationId}:${k.owner.toLowerCase()}/${k.repo.toLowerCase()}:${k.file ?? 'dycoder.yml'}`;
  return {
    async get(key) {
      const value = await redis.get(keyOf(key));
      return value === null ? undefined : value === MISSING ? null : value;
    },
    async set(key, text) {
      await redis.set(keyOf(key), text ?? MISSING, 'EX', opts.ttlSeconds);
    },
  };
}
