/**
 * The deadline of one job attempt: the user hears within `ms` of the start, whatever hangs.
 * Model calls end `modelReserveMs` before it (time to publish or to say why not), the whole
 * pipeline `reportReserveMs` before it (time for the check run and the comment). A job past its
 * deadline is reported once and not retried (errors.ts): a hang that repeats would only repeat.
 */

/** The job ran out of time; its message is the sentence for the user. */
export class JobDeadlineError extends Error {
  override readonly name = 'JobDeadlineError';
}

export class JobDeadline {
  readonly at: number;

  constructor(
    readonly ms: number,
    private readonly now: () => number = Date.now,
  ) {
    this.at = now() + ms;
  }

  /** Milliseconds left, never negative. */
  remaining(): number {
    return Math.max(0, this.at - this.now());
  }

  /** Left for a model call: what remains minus the time publishing needs (a quarter, at most 15 s). */
  forModel(): number {
    return Math.max(0, this.remaining() - Math.min(15_000, Math.round(this.ms / 4)));
  }

  /** Left for the pipeline: what remains minus the time reporting needs (a tenth, at most 5 s). */
  forPipeline(): number {
    return Math.max(0, this.remaining() - Math.min(5_000, Math.round(this.ms / 10)));
  }

  /** Throws when the pipeline's share is spent: nothing may be posted after the user was told. */
  check(step: string): void {
    if (this.forPipeline() <= 0) throw this.error(step);
  }

  error(step: string): JobDeadlineError {
    return new JobDeadlineError(
      `DyCoder stopped this run after ${Math.round(this.ms / 1000)} s while ${step} (DYCODER_JOB_TIMEOUT_MS); nothing was posted. Comment \`/dycoder implement\` to try again.`,
    );
  }
}
