/**
 * Domain errors of generation. Adapters translate client-library errors into ModelError so
 * the pipeline can turn any of them into a "no suggestion" with a sentence a user can act on.
 */

export type ModelErrorKind = 'timeout' | 'rate-limited' | 'server' | 'rejected' | 'connection' | 'auth';

export class ModelError extends Error {
  override readonly name = 'ModelError';
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
