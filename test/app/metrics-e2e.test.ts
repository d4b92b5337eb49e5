/**
 * One real job moves the metrics: a comment through Probot, the job through a real
 * redis-server, the production pipeline against the GitHub simulator and the scripted model,
 * and the worker's own /metrics and /healthz listener read over HTTP afterwards.
 */
import { describe, expect, it } from 'vitest';
import { createSuggestionStore } from '../../src/adapters/redis/suggestion-store.js';
import { classifySuggestionOutcome } from '../../src/core/review/outcome.js';
import { pythonBodyAt as targetBodyAt } from '../../src/core/languages/python/outcome-body.js';
import { issueCommentCreated, samplePrFiles } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';
import { samples } from '../support/prom-samples.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

describe('worker metrics with one real job', () => {
  it('counts the posted job, times its steps, and serves them on /metrics; /healthz is ok', async () => {
    const h = await e2e.harness();
    const worker = await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1, metrics: true }));
    const url = `http://127.0.0.1:${worker.metricsServer!.port}`;
    const before = samples(await (await fetch(`${url}/metrics`)).text());
    expect(before.get('dycoder_jobs_total{outcome="posted",reason=""}')).toBeUndefined();

    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    const [queued] = await h.queue.queue.getJobs(['waiting', 'active']);
    const job = await waitForState(h, queued!.id!, ['completed', 'failed'], 60_000);
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });

    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    const s = samples(await res.text());
    expect(s.get('dycoder_jobs_total{outcome="posted",reason=""}')).toBe(1);
    for (const step of ['queue-wait', 'intake', 'publish', 'total']) expect(s.get(`dycoder_job_step_seconds_count{step="${step}"}`)).toBe(1);
    // Two stubs: two retrievals and two model calls.
    expect(s.get('dycoder_job_step_seconds_count{step="retrieval"}')).toBe(2);
    expect(s.get('dycoder_job_step_seconds_count{step="model"}')).toBe(2);
    expect(s.get('dycoder_job_step_seconds_sum{step="total"}')).toBeGreaterThan(0);
    expect(s.get('dycoder_model_tokens_total{model="scripted-coder",kind="prompt"}')).toBe(1000);
    expect(s.get('dycoder_github_requests_total{route="GET /repos/{owner}/{repo}/git/trees/{tree_sha}",status="200"}')).toBe(1);
    expect(s.get('dycoder_github_requests_total{route="POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews",status="200"}')).toBe(1);
    expect(s.get('dycoder_github_rate_limit_remaining{installation="' + String(h.sim.installationId) + '"}')).toBe(4999);
    expect(s.get('dycoder_target_files_read_count')).toBe(2);
    expect((s.get('dycoder_cache_requests_total{cache="blob",result="miss"}') ?? 0) + (s.get('dycoder_cache_requests_total{cache="blob",result="hit"}') ?? 0)).toBeGreaterThan(0);
    expect(s.get('dycoder_queue_jobs{queue="dycoder-implement",state="completed"}')).toBe(1);
    expect(s.get('dycoder_queue_jobs{queue="dycoder-implement",state="waiting"}')).toBe(0);
    expect(s.has('dycoder_process_resident_memory_bytes')).toBe(true);

    // The posted suggestions were recorded; a push that commits one (GitHub's "commit
    // suggestion": its lines replace the stub's) makes it "applied as-is", the other stays a stub.
    const posted = await createSuggestionStore(h.redis).forPullRequest({ installationId: h.sim.installationId, owner: h.sim.owner, repo: h.sim.name, pr: 1 });
    expect(posted.map((p) => p.qualname).sort()).toEqual(['Stats.top_words', 'count_words']);
    const countWords = posted.find((p) => p.qualname === 'count_words')!;
    expect(countWords).toMatchObject({ file: 'pkg/text.py', headSha: h.sim.headSha(1), stub: '    pass', suggestion: '    return len(normalize(text).split())' });
    const lines = samplePrFiles['pkg/text.py']!.split('\n');
    lines.splice(countWords.startLine - 1, countWords.endLine - countWords.startLine + 1, ...countWords.suggestion.split('\n'));
    const committed = lines.join('\n');
    h.sim.pushToPull(1, { 'pkg/text.py': committed });
    expect(classifySuggestionOutcome(countWords, targetBodyAt(committed, 'count_words'))).toEqual({ outcome: 'applied', similarity: 1, exact: true });
    const topWords = posted.find((p) => p.qualname === 'Stats.top_words')!;
    expect(classifySuggestionOutcome(topWords, targetBodyAt(committed, 'Stats.top_words'))).toMatchObject({ outcome: 'stub-remains' });

    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', checks: { redis: 'ok', worker: 'ok', model: 'ok' } });
  }, 90_000);
});
