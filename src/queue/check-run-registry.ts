/**
 * Which check run belongs to which job. The webhook side creates the "DyCoder" check run in the
 * background (after the job is queued), so the worker may start before its id is known. Redis
 * decides who creates it: `claim` is SET NX, the winner creates the check run and records its
 * id; the other side waits briefly for the id. One check run per job, whoever gets there first.
 */
import type { RedisConnection } from '../adapters/redis/connection.js';

const PENDING = 'pending';
const TTL_SECONDS = 7 * 24 * 3600;

export class CheckRunRegistry {
  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix = 'dycoder',
  ) {}

  private key(jobId: string): string {
    return `${this.prefix}:check-run:${jobId}`;
  }

  /** True when the caller won the right to create the check run for this job. */
  async claim(jobId: string): Promise<boolean> {
    return (await this.redis.set(this.key(jobId), PENDING, 'EX', TTL_SECONDS, 'NX')) === 'OK';
  }

  async record(jobId: string, checkRunId: number): Promise<void> {
    await this.redis.set(this.key(jobId), String(checkRunId), 'EX', TTL_SECONDS);
  }

  /** Creation failed: let the other side try. */
  async release(jobId: string): Promise<void> {
    const key = this.key(jobId);
    if ((await this.redis.get(key)) === PENDING) await this.redis.del(key);
  }

  /** The job's run is over and a new command may run it again: that run gets its own check run. */
  async forget(jobId: string): Promise<void> {
    await this.redis.del(this.key(jobId));
  }

  /** The check run id; while another process is creating it, waits up to `waitMs`. */
  async lookup(jobId: string, waitMs = 5000): Promise<number | 'none' | 'pending'> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const value = await this.redis.get(this.key(jobId));
      if (value === null) return 'none';
      if (value !== PENDING) return Number(value);
      if (Date.now() >= deadline) return 'pending';
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
