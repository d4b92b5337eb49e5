/**
 * A ChatModel decorator enforcing the per-job token budget (`maxTokensPerJob` in the repo
 * config): once prompt + completion tokens reach the budget, further calls fail with a clear
 * message, which the pipeline reports as "no suggestion" for the remaining stubs. A public
 * repository cannot run up a bill past what its maintainers configured.
 */
import { TokenBudgetExceededError } from '../core/errors.js';
import type { ChatModel, ChatRequest, ChatResponse } from '../core/ports.js';

export { TokenBudgetExceededError };

export interface BudgetedChatModel extends ChatModel {
  readonly used: number;
}

export function withTokenBudget(inner: ChatModel, budget: number): BudgetedChatModel {
  let used = 0;
  return {
    name: inner.name,
    get used() {
      return used;
    },
    async complete(req: ChatRequest): Promise<ChatResponse> {
      const remaining = budget - used;
      if (remaining <= 0) {
        throw new TokenBudgetExceededError(budget);
      }
      // The answer may not be longer than what is left of the budget.
      const maxTokens = Math.min(req.maxTokens ?? remaining, remaining);
      const response = await inner.complete({ ...req, maxTokens });
      used += response.usage.promptTokens + response.usage.completionTokens;
      return response;
    },
  };
}
