/**
 * What an operator reads about a process's Redis: one clear error when it cannot be reached
 * (not a line or a stack trace per reconnect attempt), and one line when it answers again. Used
 * by the worker and by the app (webhook side) alike. The location is printed without credentials.
 */
import type { ScopedLogger } from '../core/ports.js';
import { isConnectionError } from '../adapters/redis/connection.js';

/** `redis://host:port` without user or password; multi-host URLs keep their hosts only. */
export function redisLocation(url: string): string {
  const match = /^([a-z+]+):\/\/(?:[^@/]*@)?([^/?#]*)/i.exec(url);
  return match ? `${match[1]}://${match[2]}` : 'REDIS_URL';
}

/** What the process does while Redis is away, said in the error line. */
export const WORKER_WHILE_DOWN = 'the worker takes no jobs until it answers, and keeps retrying';
export const APP_WHILE_DOWN = 'webhook deliveries fail until it answers (GitHub can redeliver them), and the app keeps retrying';

export class RedisStatusLog {
  private down = false;

  constructor(
    private readonly log: ScopedLogger,
    private readonly where: string,
    private readonly whileDown: string = WORKER_WHILE_DOWN,
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
      `Redis at ${this.where} is unreachable${typeof code === 'string' ? ` (${code})` : ''}; ${this.whileDown}.`,
    );
  }

  /**
   * An error from a queue on this connection: a lost connection is the state change above (once),
   * anything else is the queue's own problem and keeps its details.
   */
  queueError(error: Error): void {
    if (this.down || isConnectionError(error)) this.failed(error);
    else this.log.warn({ err: error }, 'queue error');
  }

  connected(): void {
    if (this.down) this.log.info({ redis: this.where }, `Redis at ${this.where} answers again`);
    this.down = false;
  }
}
