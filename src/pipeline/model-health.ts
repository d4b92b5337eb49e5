/**
 * A ChatModel decorator that remembers whether the model was reachable during a run: how many
 * calls failed with a transient ModelError (timeout, 5xx, 429, connection) and how many were
 * answered. A run where every call failed that way and nothing was suggested is an outage, not
 * an empty result: the worker retries it and never records it as done.
 */
import { ModelError } from '../core/generate/errors.js';
import type { ChatModel, ChatRequest, ChatResponse } from '../core/ports.js';

const TRANSIENT = new Set<ModelError['kind']>(['timeout', 'server', 'rate-limited', 'connection']);

export interface ModelHealth {
  answered: number;
  transientFailures: number;
  /** Of those, how many were timeouts (a timeout is reported, not retried). */
  timeouts: number;
  /** The first transient failure's message (our own sentence; no secrets). */
  firstFailure?: string;
}

export function withModelHealth(inner: ChatModel): { model: ChatModel; health: ModelHealth } {
  const health: ModelHealth = { answered: 0, transientFailures: 0, timeouts: 0 };
  const model: ChatModel = {
    name: inner.name,
    async complete(req: ChatRequest): Promise<ChatResponse> {
      try {
        const response = await inner.complete(req);
        health.answered += 1;
        return response;
      } catch (error) {
        if (error instanceof ModelError && TRANSIENT.has(error.kind)) {
          health.transientFailures += 1;
          if (error.kind === 'timeout') health.timeouts += 1;
          health.firstFailure ??= error.message;
        }
        throw error;
      }
    },
  };
  return { model, health };
}

/** No answer at all and at least one transient failure: the model was down for this run. */
export function modelWasDown(health: ModelHealth): boolean {
  return health.answered === 0 && health.transientFailures > 0;
}
