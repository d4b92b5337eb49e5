/**
 * A ChatModel decorator that ends every call by the job's deadline: a model that hangs costs the
 * job the time it has left, not DYCODER_MODEL_TIMEOUT_MS per retry per attempt. A call that
 * starts with no time left fails at once. The failure is a ModelError 'timeout', which the
 * pipeline reports (and the worker does not retry).
 */
import { within } from '../core/deadline.js';
import { ModelError } from '../core/generate/errors.js';
import type { ChatModel, ChatRequest, ChatResponse } from '../core/ports.js';

export function withCallDeadline(inner: ChatModel, msLeft: () => number): ChatModel {
  const late = (): ModelError => new ModelError('timeout', `The model "${inner.name}" did not answer before this run's deadline.`);
  return {
    name: inner.name,
    complete(req: ChatRequest): Promise<ChatResponse> {
      const left = msLeft();
      if (left <= 0) return Promise.reject(late());
      return within(inner.complete(req), left, late);
    },
  };
}
