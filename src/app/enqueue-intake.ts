/**
 * The one thing a webhook handler does after filtering: add the intake job. When Redis does not
 * take it in time the delivery fails with 503 (not a 2xx after a long wait), so GitHub records
 * it as failed and an operator can redeliver it once Redis is back.
 */
import { explainRedisError } from '../adapters/redis/connection.js';
import type { ScopedLogger } from '../core/ports.js';
import type { AppDeps } from './app-deps.js';
import { intakeJobId, type IntakeJob } from './intake-job.js';

export class WebhookNotQueuedError extends Error {
  override readonly name = 'WebhookNotQueuedError';
  /** Probot's webhook middleware answers with this status. */
  readonly status = 503;
}

/** `deliveryId`: the webhook delivery (Probot's `context.id`), so that metrics can count it as queued. */
export async function enqueueIntake(deps: AppDeps, log: ScopedLogger, job: IntakeJob, deliveryId?: string): Promise<void> {
  const intakeJobIdValue = intakeJobId(job);
  try {
    await deps.intake.add(intakeJobIdValue, job, deliveryId);
  } catch (error) {
    log.error(
      { intakeJobId: intakeJobIdValue, event: job.event },
      `webhook not queued, answering 503 so GitHub records a failed delivery (redeliver it when Redis is back): ${explainRedisError(error)}`,
    );
    throw new WebhookNotQueuedError('DyCoder could not queue this delivery: its Redis is unavailable.');
  }
  log.debug({ intakeJobId: intakeJobIdValue, event: job.event }, 'webhook queued for intake');
}
