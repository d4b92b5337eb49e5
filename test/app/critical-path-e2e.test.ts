/**
 * Issue 24: the job's critical path, read off the GitHub simulator's request timeline (when each
 * request arrived and when its answer was sent) at 60 ms per call. A command's intake and its
 * implement job in one worker process, as `npm run worker` runs them. What is asserted is the
 * order that matters to the time and to the user: the intake's reads go out together; the PR's own
 * files are read beside the head's tree (not a round after it); nothing is read twice; the check
 * run is created in progress and the job writes no in-progress update; the permission is answered before anything the user can
 * see is written; the check run completes after the review. Real Probot, redis-server, BullMQ, the
 * GitHub simulator and the scripted model.
 */
import { describe, expect, it } from 'vitest';
import { createIntakeProcessor } from '../../src/app/intake.js';
import type { RecordedRequest } from '../support/github-simulator/index.js';
import { issueCommentCreated } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

const R = {
  permission: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  contents: 'GET /repos/{owner}/{repo}/contents/{path+}',
  pull: 'GET /repos/{owner}/{repo}/pulls/{number}',
  files: 'GET /repos/{owner}/{repo}/pulls/{number}/files',
  tree: 'GET /repos/{owner}/{repo}/git/trees/{sha}',
  graphql: 'POST /graphql',
  reviews: 'GET /repos/{owner}/{repo}/pulls/{number}/reviews',
  postReview: 'POST /repos/{owner}/{repo}/pulls/{number}/reviews',
  reaction: 'POST /repos/{owner}/{repo}/issues/comments/{id}/reactions',
  createCheck: 'POST /repos/{owner}/{repo}/check-runs',
  updateCheck: 'PATCH /repos/{owner}/{repo}/check-runs/{id}',
} as const;

/**
 * Every answer waits this long: requests that overlap must leave within it of each other. Long enough
 * that a loaded machine's CPU between two sends (a CI runner beside other work) does not read as a
 * serial wait (60 ms did not: the intake's reads arrived 190 ms apart at load 50).
 */
const LATENCY = 300;

/** [arrived, answered] of a request; the answer must have been sent. */
function span(r: RecordedRequest): [number, number] {
  expect(r.answeredAt, `${r.route} was answered`).toBeDefined();
  return [r.timestamp, r.answeredAt!];
}

describe('the critical path of a command (issue 24)', () => {
  it('overlaps independent requests, reads the PR files beside the tree, reads nothing twice, and keeps the visible order', async () => {
    const h = await e2e.harness({ autorunIntake: false });
    await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 2, intake: createIntakeProcessor }));
    // A repository over the size whose archive is asked for at intake (read-plan.ts archiveAtIntake): the
    // tree decides and the PR's own files are read beside it. The small repository's path: intake-archive-e2e.test.ts.
    h.sim.state.baseRepo.sizeKb = 100_000;
    h.sim.resetRequests();
    h.sim.setLatency(LATENCY);
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    let queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
    for (let i = 0; queued === undefined && i < 600; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
      queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
    }
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 120_000);
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
    // The last writes (check run completed, 🚀) follow the job's end: wait for them.
    for (let i = 0; i < 200 && h.sim.state.reactions.length < 2; i += 1) await new Promise((r) => setTimeout(r, 25));
    // The installation token (the app's JWT, not a user-visible write) is left out.
    const reqs = [...h.sim.requests].filter((r) => !r.path.endsWith('/access_tokens'));
    const of = (route: string) => reqs.filter((r) => r.route === route);
    const one = (route: string) => {
      const found = of(route);
      expect(found, route).toHaveLength(1);
      return found[0]!;
    };

    // Nothing read twice: the PR at the intake and once for the head check (a second time at most, issue 24); its files, the tree and the reviews once.
    expect(of(R.pull).length).toBeGreaterThanOrEqual(2);
    expect(of(R.pull).length).toBeLessThanOrEqual(3);
    expect(of(R.files)).toHaveLength(1);
    expect(of(R.tree)).toHaveLength(1);
    expect(of(R.reviews)).toHaveLength(1);
    // The check run of this warm-started job: created in progress by the intake, and updated once,
    // completed, after the review (session 19: no feedback write inside the job before its review;
    // test/app/warm-start-e2e.test.ts has the cold case).
    expect(of(R.createCheck)).toHaveLength(1);
    expect(one(R.createCheck).body).toMatchObject({ status: 'in_progress' });
    const updates = of(R.updateCheck);
    expect(updates.map((r) => (r.body as { status?: string }).status)).toEqual(['completed']);

    // The intake's reads are in flight together: each arrived before any of them was answered.
    const intake = [one(R.permission), ...of(R.contents), of(R.pull)[0]!, one(R.files)];
    expect(of(R.contents).length).toBeGreaterThan(0);
    const firstIntakeAnswer = Math.min(...intake.map((r) => span(r)[1]));
    for (const r of intake) expect(r.timestamp, `${r.route} went out with the intake's other reads`).toBeLessThan(firstIntakeAnswer);

    // The PR's own files are read beside the tree: the first GraphQL request arrives before the tree is answered.
    const tree = one(R.tree);
    const firstGraphql = of(R.graphql)[0]!;
    expect(firstGraphql.timestamp).toBeLessThan(span(tree)[1]);
    expect(firstGraphql.body).toMatchObject({ variables: { e0: expect.stringMatching(/^[0-9a-f]{40}:pkg\//) as unknown } });

    // Nothing the user sees before the permission was answered.
    const permissionAnswered = span(one(R.permission))[1];
    for (const w of reqs.filter((r) => r.method !== 'GET' && r.route !== R.graphql)) expect(w.timestamp, `${w.route} after the permission`).toBeGreaterThanOrEqual(permissionAnswered);

    // The head read leaves as a model call starts, once the job's reads are done (GitHub answers it while the
    // model works); publishing does not wait for it: the pushes the app's webhooks recorded decide, with that
    // read when it has answered (src/pipeline/head-check.ts; the next test makes it slow). The check run completes after the review.
    const review = one(R.postReview);
    const headCheck = of(R.pull)[1]!;
    const modelCalls = e2e.openai.requests;
    expect(modelCalls.length).toBeGreaterThan(0);
    expect(headCheck.timestamp, 'the head read leaves with a model call').toBeGreaterThanOrEqual(Math.min(...modelCalls.map((c) => c.receivedAt)) - LATENCY);
    // After every walk's reads. A walk's read is told by its files: a file a prompt shows was read by a walk, which waited
    // for it, so every walk was done only once that read had answered. (The answer checks' scope reads are not: they leave
    // beside their target's model call, and may be out when another target's walk ends and the head read leaves.)
    const prompts = modelCalls.map((c) => c.messages.map((m) => m.content).join('\n')).join('\n');
    const readPaths = (r: RecordedRequest): string[] =>
      Object.values((r.body as { variables?: Record<string, unknown> }).variables ?? {})
        .filter((v): v is string => typeof v === 'string' && /^[0-9a-f]{40}:/.test(v))
        .map((v) => v.slice(41));
    const walkReads = of(R.graphql).filter((r) => readPaths(r).some((p) => prompts.includes(p)));
    expect(walkReads.length).toBeGreaterThan(0);
    // The hedged archive (asked for beside the tree) may land first: a walk then takes the file from it, and the blob read
    // it no longer waits for answers later. (Here both targets' walks end on the same read, so a head read let go after the
    // first walk would look the same: test/pipeline/head-check.test.ts holds that gate.)
    const archiveLanded = reqs.find((r) => r.route.startsWith('GET /_codeload/'))?.answeredAt ?? Number.POSITIVE_INFINITY;
    for (const r of walkReads) {
      expect(headCheck.timestamp, `after the walks' read of ${readPaths(r).join(', ')} (or the archive)`).toBeGreaterThanOrEqual(Math.min(span(r)[1], archiveLanded));
    }
    const completed = of(R.updateCheck).find((r) => (r.body as { status?: string }).status === 'completed')!;
    expect(completed.timestamp).toBeGreaterThanOrEqual(span(review)[1]);
    expect(h.sim.state.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  }, 150_000);

  it('posts without waiting for the head read: the recorded pushes decide (a slow PR read costs the review nothing)', async () => {
    const h = await e2e.harness({ autorunIntake: false });
    await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 2, intake: createIntakeProcessor }));
    h.sim.resetRequests();
    h.sim.setLatency(LATENCY);
    // Every PR read after the intake's answers in 3 s: a job that waited for one would post after it.
    const pullPath = `/repos/${h.sim.state.baseRepo.owner}/${h.sim.state.baseRepo.name}/pulls/1`;
    const queuedAt = Date.now();
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const intakeRead = h.sim.requests.find((r) => r.route === R.pull);
    expect(intakeRead, "the intake's PR read").toBeDefined();
    h.sim.setPathLatency('GET', pullPath, 3000);
    let queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
    for (let i = 0; queued === undefined && i < 600; i += 1) {
      await new Promise((r) => setTimeout(r, 25));
      queued = (await h.queue.queue.getJobs(['waiting', 'active', 'completed', 'failed']))[0];
    }
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 120_000);
    h.sim.setPathLatency('GET', pullPath, 0);
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true, stats: { headCheck: 'webhooks' } });
    const reqs = h.sim.requests.filter((r) => r.timestamp >= queuedAt);
    // By path: a request's route is known once its latency has passed, and this one is still waiting.
    const headReads = reqs.filter((r) => r.method === 'GET' && r.path === pullPath).slice(1);
    const review = reqs.find((r) => r.route === R.postReview)!;
    expect(headReads.length, 'the head was read early').toBeGreaterThanOrEqual(1);
    expect(review.timestamp, 'the review left before the head read was answered').toBeLessThan(headReads[0]!.timestamp + 3000);
    expect(h.sim.state.reviews[0]!.commit_id).toBe(h.sim.headSha(1));
  }, 150_000);
});
