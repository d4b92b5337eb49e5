/** Bounding a wait: what a caller does when a dependency stops answering is its own choice. */

/** Settles as `promise` does, or rejects with `onTimeout()` after `ms`; the timer never outlives the race. */
export function within<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
