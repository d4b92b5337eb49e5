/**
 * Diagnostic for bench:e2e: one repository, one latency; runs DyCoder and the archive alternative
 * twice each as bench/e2e.ts does (one long-lived worker with intake, idle installation per job)
 * and prints when each GitHub request arrived at the simulator and when the pipeline's steps ran
 * (ms since the comment). `npx tsx bench/support/e2e-timeline.ts networkx 100`
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProbotOctokit } from 'probot';
import { z } from 'zod';
import { createBlobLru } from '../../src/adapters/github/blob-text.js';
import { createChatModelFromEnv } from '../../src/adapters/openai/chat-model.js';
import { createIntakeProcessor } from '../../src/app/intake.js';
import type { ChatModel } from '../../src/core/ports.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import type { ImplementPipeline } from '../../src/queue/job-types.js';
import { startWorkerRuntime } from '../../src/queue/worker-runtime.js';
import { startAppHarness } from '../../test/app/harness.js';
import { workerEnv } from '../../test/queue/worker-harness.js';
import { issueCommentCreated } from '../../test/support/github-simulator/index.js';
import { startOpenAIServer } from '../../test/support/openai-server.js';
import { startRedisServer } from '../../test/support/redis-server.js';
import { createPipeline } from './archive-baseline.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const pkg = process.argv[2] ?? 'networkx';
const latency = Number(process.argv[3] ?? 100);
const data = z
  .object({ files: z.record(z.string(), z.string()), stubbed: z.record(z.string(), z.string()), stubs: z.array(z.object({ qualname: z.string(), body: z.string() })) })
  .parse(JSON.parse(execFileSync('python3', [join(HERE, 'e2e_stubs.py'), join('/usr/lib/python3/dist-packages', pkg), '7', '3'], { maxBuffer: 1 << 28 }).toString('utf8')));
const redis = await startRedisServer();
const openai = await startOpenAIServer();
const bodies = new Map(data.stubs.map((s) => [s.qualname, s.body]));
openai.respondWith((req) => {
  const name = /Implement the body of `([^`]+)`/.exec(req.messages.map((m) => m.content).join('\n'))?.[1] ?? '';
  const body = bodies.get(name);
  return { kind: 'content', content: body === undefined ? 'No idea.' : `\`\`\`python\n${body}\n\`\`\``, usage: { promptTokens: 800, completionTokens: 60 } };
});
const model = createChatModelFromEnv({ provider: 'openai', apiKey: 'sk', baseURL: openai.baseURL, model: 'm', timeoutMs: 30_000, maxRetries: 1, structuredOutput: 'off' })!;

let t0 = 0;
const marks: string[] = [];
const mark = (what: string): void => void marks.push(`  @${Date.now() - t0} ${what}`);
const timedRetrieve: typeof retrieve = async (...args) => {
  mark('retrieve start');
  try {
    return await retrieve(...args);
  } finally {
    mark('retrieve end');
  }
};
const timedModel: ChatModel = {
  name: model.name,
  complete: async (req) => {
    mark('model start');
    try {
      return await model.complete(req);
    } finally {
      mark('model end');
    }
  },
};
const timed = (p: ImplementPipeline): ImplementPipeline => async (run) => {
  mark('pipeline start');
  const archive: typeof run.github.archive = async (o) => {
    mark('archive start');
    try {
      return await run.github.archive(o);
    } finally {
      mark('archive end');
    }
  };
  const reviewPublisher: typeof run.github.reviewPublisher = (o) => {
    const publisher = run.github.reviewPublisher(o);
    return {
      ...publisher,
      stats: publisher.stats,
      publish: async (review) => {
        mark('publish start');
        try {
          return await publisher.publish(review);
        } finally {
          mark('publish end');
        }
      },
    };
  };
  try {
    return await p({ ...run, github: { ...run.github, archive, reviewPublisher } });
  } finally {
    mark('pipeline end');
  }
};

const h = await startAppHarness(redis.url, { repo: { files: data.files, prFiles: data.stubbed }, autorunIntake: false });
let active: ImplementPipeline | undefined;
const runtime = await startWorkerRuntime({
  env: workerEnv(h, redis.url),
  pipeline: (run) => active!(run),
  prefix: h.prefix,
  intake: (deps) => {
    const queue = deps.queue;
    const process = createIntakeProcessor({
      ...deps,
      queue: {
        existing: (...a) => queue.existing(...a),
        enqueue: async (...a) => {
          mark('intake: enqueue');
          try {
            return await queue.enqueue(...a);
          } finally {
            mark('intake: enqueued');
          }
        },
        ping: () => queue.ping(),
        close: () => queue.close(),
      },
    });
    return async (data, ctx) => {
      mark('intake start');
      await process(data, ctx);
      mark('intake end');
    };
  },
  Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false } }),
});
await runtime.ready;
for (const mode of (process.env.TIMELINE_MODES ?? 'auto,archive-baseline,auto,archive-baseline').split(',') as Array<'auto' | 'blobs' | 'archive-baseline'>) {
  await h.reset();
  // Each job starts on a collected heap, as bench/e2e.ts runs them (the archive alternative leaves a large one).
  (globalThis as { gc?: () => void }).gc?.();
  const keys = [...(await h.redis.keys(`${h.prefix}:pace:*`)), ...(await h.redis.keys(`${h.prefix}:check-run:*`))];
  if (keys.length > 0) await h.redis.del(...keys);
  h.sim.setLatency(latency);
  active = timed(createPipeline({ retrieve: timedRetrieve, modelFor: () => timedModel, lru: createBlobLru() }, mode));
  marks.length = 0;
  t0 = Date.now();
  const delivered = h.deliver('issue_comment', issueCommentCreated(h.sim, { body: process.env.TIMELINE_BODY ?? '/dycoder implement', login: 'maintainer' }).payload);
  while (h.sim.state.reviews.length === 0) await new Promise((r) => setTimeout(r, 5));
  const ms = Date.now() - t0;
  await delivered;
  await new Promise((r) => setTimeout(r, 1500));
  console.log(`\n${pkg} ${mode} at ${latency} ms: ${ms} ms`);
  const lines = [
    ...h.sim.requests.filter((r) => process.env.TIMELINE_BLOBS === '1' || !r.route.includes('blobs')).map((r) => ({
      at: r.timestamp - t0,
      text: `  +${r.timestamp - t0}..${r.answeredAt === undefined ? '?' : r.answeredAt - t0} ${r.route === 'unmatched' ? `${r.method} ${r.path}` : r.route} ${r.status}`,
    })),
    ...marks.map((m) => ({ at: Number(/@(\d+)/.exec(m)?.[1] ?? 0), text: m })),
  ].sort((a, b) => a.at - b.at);
  for (const l of lines) console.log(l.text);
}
if (process.env.TIMELINE_PROBE === '1') {
  // How long the simulator itself takes per route (latency 0): its git work is CPU on this machine.
  h.sim.setLatency(0);
  const head = h.sim.headSha(1);
  for (const path of ['/pulls/1', '/pulls/1/files', `/git/trees/${head}?recursive=1`, '/pulls/1/reviews', `/tarball/${head}`]) {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now();
      const res = await fetch(`${h.sim.url}/repos/${h.sim.owner}/${h.sim.name}${path}`, { headers: { authorization: 'token x' } });
      await res.arrayBuffer();
      times.push(Math.round(performance.now() - t));
    }
    console.log(`  sim ${path}: ${times.join('/')} ms`);
  }
}
await runtime.close();
await h.close();
await openai.close();
await redis.stop();
