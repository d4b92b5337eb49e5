/**
 * A ChatModel decorator that ends every call by the job's deadline: a model that hangs costs the
 * job the time it has left, not DYCODER_MODEL_TIMEOUT_MS per retry per attempt. A call that
 * starts with no time left fails at once. The failure is a ModelError 'timeout', which the
 * pipeline reports (and the worker does not retry). The call is aborted through the request's
 * signal, so the adapter closes its connection: a hung request is ended, not just left behind.
 */
import { ModelError } from '../core/generate/errors.js';
import type { ChatModel, ChatRequest, ChatResponse } from '../core/ports.js';

export function withCallDeadline(inner: ChatModel, msLeft: () => number): ChatModel {
  const late = (): ModelError => new ModelError('timeout', `The model "${inner.name}" did not answer before this run's deadline.`);
  return {
    name: inner.name,
    complete(req: ChatRequest): Promise<ChatResponse> {
      const left = msLeft();
      if (left <= 0) return Promise.reject(late());
      const controller = new AbortController();
      const signal = req.signal === undefined ? controller.signal : AbortSignal.any([req.signal, controller.signal]);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const error = late();
          controller.abort(error);
          reject(error);
        }, left);
      });
      // The race still ends the wait should an adapter ignore the signal.
      return Promise.race([inner.complete({ ...req, signal }), timeout]).finally(() => clearTimeout(timer));
    },
  };
}
