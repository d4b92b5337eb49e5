/**
 * bench:e2e's GitHub simulator in a process of its own (e2e-sim-process.ts is the bench's handle):
 * its CPU (routing, JSON, GraphQL batches, archives) no longer runs on the event loop of the
 * worker under test, and both sides meet the same simulator at the same latency. Messages in
 * (IPC): init, reset, latency, comment, wait-review, summary, cpu; one reply per message.
 */
import { z } from 'zod';
import { ROLES } from '../../test/app/harness.js';
import { blobReads, criticalPath, issueCommentCreated, openTestRepo, startGitHubSimulator, type GitHubSimulator } from '../../test/support/github-simulator/index.js';

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('init'), repo: z.object({ dir: z.string(), defaultBranch: z.string(), prBranch: z.string(), baseSha: z.string(), headSha: z.string() }) }),
  z.object({ kind: z.literal('reset') }),
  z.object({ kind: z.literal('latency'), ms: z.number().int().min(0) }),
  z.object({ kind: z.literal('comment'), body: z.string(), login: z.string() }),
  z.object({ kind: z.literal('wait-review'), deadlineMs: z.number() }),
  z.object({ kind: z.literal('summary') }),
  z.object({ kind: z.literal('cpu') }),
]);

/** The clock both processes share (epoch ms, sub-ms resolution). */
const now = (): number => performance.timeOrigin + performance.now();
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

let sim: GitHubSimulator | undefined;
/** When the first review of the current job was stored (epoch ms). */
let reviewAt: number | undefined;
const onReview: Array<() => void> = [];
const send = (reply: object): void => void process.send?.(reply);

async function handle(raw: unknown): Promise<object> {
  const m = messageSchema.parse(raw);
  if (m.kind === 'init') {
    sim = await startGitHubSimulator({ repo: openTestRepo(m.repo), roles: { ...ROLES } });
    // The review route stores a review with push (routes-pulls.ts): its moment is the job's end.
    const reviews = sim.state.reviews;
    reviews.push = (...items) => {
      reviewAt ??= now();
      for (const wake of onReview.splice(0)) wake();
      return Array.prototype.push.apply(reviews, items);
    };
    return { kind: 'ready', url: sim.url, appId: sim.appId, pid: process.pid };
  }
  if (sim === undefined) throw new Error('the simulator process was not initialised');
  const s = sim;
  switch (m.kind) {
    case 'reset':
      s.resetRequests();
      for (const list of [s.state.issueComments, s.state.reactions, s.state.checkRuns, s.state.reviews, s.state.reviewComments]) list.splice(0, list.length);
      reviewAt = undefined;
      return { kind: 'ok', cpuMs: cpuMs() };
    case 'cpu':
      return { kind: 'ok', cpuMs: cpuMs() };
    case 'latency':
      s.setLatency(m.ms);
      return { kind: 'ok', cpuMs: cpuMs() };
    case 'comment':
      return { kind: 'payload', payload: issueCommentCreated(s, { body: m.body, login: m.login }).payload };
    case 'wait-review': {
      if (reviewAt === undefined) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          onReview.push(resolve);
          timer = setTimeout(resolve, m.deadlineMs);
        });
        clearTimeout(timer);
      }
      return reviewAt === undefined ? { kind: 'no-review' } : { kind: 'review', at: reviewAt, cpuMs: cpuMs() };
    }
    case 'summary': {
      const review = s.state.reviews[0];
      return {
        kind: 'summary',
        requests: s.requests.length,
        byRoute: s.countsByRoute(),
        blobs: blobReads(s.requests).total,
        peak: s.peakConcurrency(),
        path: criticalPath(s.requests) ?? null,
        suggestions: review === undefined ? 0 : s.state.reviewComments.filter((c) => c.pull_request_review_id === review.id).length,
        cpuMs: cpuMs(),
      };
    }
  }
}

process.on('message', (raw) => {
  handle(raw).then(send, (err: unknown) => send({ kind: 'failed', error: err instanceof Error ? err.message : String(err) }));
});
process.on('disconnect', () => {
  void sim?.close().finally(() => process.exit(0));
});
