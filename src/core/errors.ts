/** Errors of the core's own policies, decided by class (`instanceof`) where they are handled. */

/** The per-job token budget (`maxTokensPerJob`) is spent; its message is the sentence users see. */
export class TokenBudgetExceededError extends Error {
  override readonly name = 'TokenBudgetExceededError';
  constructor(readonly budget: number) {
    super(`This job used its token budget of ${budget} (maxTokensPerJob in .github/dycoder.yml).`);
  }
}
