/** Which failed model calls are worth retrying, and how long to wait first. */
import { APIConnectionError, APIError } from 'openai';

// `instanceof APIError` narrows to APIError<any, any>; these give the fields their real types.
export function statusOf(error: unknown): number | undefined {
  if (!(error instanceof APIError)) return undefined;
  const status: unknown = error.status;
  return typeof status === 'number' ? status : undefined;
}

export function headersOf(error: unknown): Headers | undefined {
  if (!(error instanceof APIError)) return undefined;
  const headers: unknown = error.headers;
  return headers instanceof Headers ? headers : undefined;
}

export function shouldRetry(error: unknown): boolean {
  if (error instanceof APIConnectionError) return true;
  const status = statusOf(error) ?? 0;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * The server's `retry-after-ms` / `retry-after` (seconds or HTTP date) when present, capped;
 * otherwise exponential backoff with up to 25% jitter so parallel targets do not retry in step.
 */
export function retryDelayMs(headers: Headers | undefined, attempt: number, baseMs: number, capMs: number): number {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.min(Math.max(Number(ms), 0), capMs);
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number(after);
    const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - Date.now();
    if (Number.isFinite(wait)) return Math.min(Math.max(wait, 0), capMs);
  }
  return Math.min(baseMs * 2 ** attempt, capMs) * (1 - Math.random() * 0.25);
}
