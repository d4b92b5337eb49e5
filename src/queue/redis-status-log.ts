/**
 * What an operator reads about the worker's Redis: one clear error when it cannot be reached
 * (not a line per reconnect attempt), and one line when it answers again. The location is
 * printed without credentials.
 */
import type { ScopedLogger } from '../core/ports.js';

/** `redis://host:port` without user or password; multi-host URLs keep their hosts only. */
export function redisLocation(url: string): string {
  const match = /^([a-z+]+):\/\/(?:[^@/]*@)?([^/?#]*)/i.exec(url);
  return match ? `${match[1]}://${match[2]}` : 'REDIS_URL';
}

export class RedisStatusLog {
  private down = false;

  constructor(
    private readonly log: ScopedLogger,
    private readonly where: string,
  ) {}

  failed(error: Error): void {
    if (this.down) {
      this.log.debug({ err: error }, 'redis still unreachable');
      return;
    }
    this.down = true;
    const code = (error as Error & { code?: unknown }).code;
    this.log.error(
      { redis: this.where, ...(typeof code === 'string' ? { code } : {}) },
      `Redis at ${this.where} is unreachable${typeof code === 'string' ? ` (${code})` : ''}; the worker takes no jobs until it answers, and keeps retrying.`,
    );
  }

  connected(): void {
    if (this.down) this.log.info({ redis: this.where }, `Redis at ${this.where} answers again`);
    this.down = false;
  }
}
