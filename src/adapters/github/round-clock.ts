/**
 * Dependent read rounds, counted honestly: a round's depth is one more than the deepest round
 * that had already been answered when it went out, so rounds in flight together (the targets of
 * a job walking side by side, a round split into several GraphQL requests) count once, and a
 * round that went out after another was answered counts as waiting for it. The job's `rounds`
 * is the deepest depth: the round trips its reads waited through one after another, whatever
 * their width (at L ms per round trip, reads take at least rounds × L).
 */
export interface RoundClock {
  /** A round going out now; `end()` when its answer is in (every request of it). */
  start(): { readonly depth: number; end(): void };
  /** The deepest round so far (0: none). */
  depth(): number;
  /** Rounds started (each flush of reads, however many overlap). */
  started(): number;
}

export function createRoundClock(): RoundClock {
  let answered = 0;
  let deepest = 0;
  let started = 0;
  return {
    start() {
      const depth = answered + 1;
      started += 1;
      deepest = Math.max(deepest, depth);
      let ended = false;
      return {
        depth,
        end() {
          if (ended) return;
          ended = true;
          answered = Math.max(answered, depth);
        },
      };
    },
    depth: () => deepest,
    started: () => started,
  };
}
