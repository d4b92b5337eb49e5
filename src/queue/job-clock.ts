/**
 * One job's clock: from its first read (the PR, its files and the head's tree go out together,
 * possibly in the intake that handed them over) to the review POST, with the model's and the
 * publisher's parts measured as wall-clock time and the rest (reads, archive, parsing,
 * retrieval) shown as the reads' part. Model calls of a job's targets overlap: their part is
 * the time at least one was in flight, so the three parts add up to the total.
 */
import type { ChatModel } from '../core/ports.js';

export interface JobTimings {
  /** First read → review POST answered (or the run's end when nothing is posted). */
  totalMs: number;
  /** Everything but the model and publishing: reads (archive included), parsing, retrieval. */
  readMs: number;
  /** Time at least one model call was in flight. */
  modelMs: number;
  /** Publishing the review (the head check and earlier-review lookup included). */
  publishMs: number;
}

export interface JobClock {
  /** Milliseconds since the job's first read. */
  elapsed(): number;
  /** The model, timed: its calls count towards the model part. */
  timeModel(model: ChatModel): ChatModel;
  /** Runs the publishing step, timed. */
  publishing<T>(work: () => Promise<T>): Promise<T>;
  timings(): JobTimings;
}

/** `startedAt`: Date.now() at the job's first read. */
export function createJobClock(startedAt: number, now: () => number = Date.now): JobClock {
  let inFlight = 0;
  let modelSince = 0;
  let modelMs = 0;
  let publishMs = 0;
  const elapsed = (): number => Math.max(0, now() - startedAt);
  const modelNow = (): number => modelMs + (inFlight > 0 ? now() - modelSince : 0);
  return {
    elapsed,
    timeModel: (model) => ({
      name: model.name,
      complete: async (req) => {
        if (inFlight++ === 0) modelSince = now();
        try {
          return await model.complete(req);
        } finally {
          if (--inFlight === 0) modelMs += now() - modelSince;
        }
      },
    }),
    publishing: async (work) => {
      const t0 = now();
      try {
        return await work();
      } finally {
        publishMs += now() - t0;
      }
    },
    timings: () => {
      const totalMs = elapsed();
      const model = Math.min(modelNow(), totalMs);
      const publish = Math.min(publishMs, totalMs - model);
      return { totalMs, readMs: totalMs - model - publish, modelMs: model, publishMs: publish };
    },
  };
}

function seconds(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

/** One line for the check run: the total and its parts. */
export function formatTimings(t: JobTimings): string {
  return `${seconds(t.totalMs)} from the first read to the review (reads ${seconds(t.readMs)}, model ${seconds(t.modelMs)}, publishing ${seconds(t.publishMs)})`;
}
