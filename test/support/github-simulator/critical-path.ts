/**
 * The serial chain of a job's GitHub requests, from the simulator's recorded log (issue 24): the
 * longest chain of requests each of which arrived only after the one before it in the chain was
 * answered, ending at the review POST. At a fixed latency per call this is how many round trips
 * the job waited for one after another; it does not move with the machine's load the way wall time
 * does (a busy event loop can only make requests that could overlap arrive later, never the other
 * way), so it is the number to cut, and the one tests pin.
 *
 * Each link is put in a phase by its route: intake (installation token, permission, PR, its files,
 * config), reads (tree, blobs, GraphQL, archive), publish (the head check — the PR read again after
 * the reads —, reviews, the review POST) and feedback
 * (reactions, check runs: never needed before the review, so on the chain they are waste).
 */
import type { RecordedRequest } from './types.js';

export type PathPhase = 'intake' | 'reads' | 'publish' | 'feedback';
export const PATH_PHASES: readonly PathPhase[] = ['intake', 'reads', 'publish', 'feedback'];

export interface PathLink {
  route: string;
  path: string;
  phase: PathPhase;
  start: number;
  end: number;
}

export interface CriticalPath {
  /** Round trips one after another, the final request (the review POST) included. */
  rounds: number;
  byPhase: Record<PathPhase, number>;
  links: PathLink[];
}

export const REVIEW_POST = 'POST /repos/{owner}/{repo}/pulls/{number}/reviews';

/** Config reads are `/contents/` of `.github/…` (or the org's `.github` repository); other contents are file reads. */
export function pathPhase(r: Pick<RecordedRequest, 'route' | 'path' | 'method'>): PathPhase {
  const route = r.route;
  if (/\/reactions$/.test(route) || /check-runs/.test(route)) return 'feedback';
  if (/\/pulls\/\{number\}\/reviews/.test(route)) return 'publish';
  if (/access_tokens$/.test(route) || /\/collaborators\//.test(route) || /\/installation$/.test(route)) return 'intake';
  if (/\/pulls\/\{number\}(\/files)?$/.test(route)) return 'intake';
  if (/\/contents\//.test(route)) return /\/contents\/\.github(\/|$)/.test(r.path) || /\/\.github\/contents\//.test(r.path) ? 'intake' : 'reads';
  return 'reads';
}

/**
 * The longest dependent chain ending at the first request on `endRoute` (the review POST by default),
 * among requests answered before it arrived; undefined when no such request was recorded.
 * A request depends on an earlier one when it arrived at or after that one's answer (ms clock).
 */
export function criticalPath(requests: readonly RecordedRequest[], endRoute = REVIEW_POST): CriticalPath | undefined {
  const end = requests.find((r) => r.route === endRoute);
  if (end === undefined) return undefined;
  const done = requests
    .filter((r): r is RecordedRequest & { answeredAt: number } => r !== end && r.answeredAt !== undefined && r.answeredAt <= end.timestamp)
    .sort((a, b) => a.timestamp - b.timestamp);
  // depth[i]: the longest chain ending at done[i]; prev[i] the link before it.
  const depth: number[] = [];
  const prev: number[] = [];
  for (let i = 0; i < done.length; i += 1) {
    let best = -1;
    for (let j = 0; j < i; j += 1) {
      if (done[j]!.answeredAt <= done[i]!.timestamp && (best === -1 || depth[j]! > depth[best]!)) best = j;
    }
    // done is sorted by arrival and a predecessor arrived before i, so it was already computed.
    depth[i] = best === -1 ? 1 : depth[best]! + 1;
    prev[i] = best;
  }
  let last = -1;
  for (let i = 0; i < done.length; i += 1) {
    if (done[i]!.answeredAt <= end.timestamp && (last === -1 || depth[i]! > depth[last]!)) last = i;
  }
  const chain: RecordedRequest[] = [];
  for (let i = last; i !== -1; i = prev[i]!) chain.unshift(done[i]!);
  chain.push(end);
  // The PR read again after the job's reads is the head check before posting: publishing's.
  let afterReads = false;
  const links = chain.map((r): PathLink => {
    let phase = pathPhase(r);
    if (afterReads && phase === 'intake' && /\/pulls\/\{number\}$/.test(r.route)) phase = 'publish';
    if (phase === 'reads') afterReads = true;
    return { route: r.route, path: r.path, phase, start: r.timestamp, end: r.answeredAt ?? r.timestamp };
  });
  const byPhase: Record<PathPhase, number> = { intake: 0, reads: 0, publish: 0, feedback: 0 };
  for (const l of links) byPhase[l.phase] += 1;
  return { rounds: links.length, byPhase, links };
}

/** `7 (intake 2, reads 3, publish 2)`, phases with no link left out. */
export function describePath(p: CriticalPath | undefined): string {
  if (p === undefined) return 'n/a';
  const parts = PATH_PHASES.filter((ph) => p.byPhase[ph] > 0).map((ph) => `${ph} ${p.byPhase[ph]}`);
  return `${p.rounds} (${parts.join(', ')})`;
}
