/**
 * Diagnostic for bench:e2e: one repository, one latency; runs DyCoder and the archive alternative
 * twice each as bench/e2e.ts does (one long-lived worker with intake, idle installation per job)
 * and prints when each GitHub request arrived at the simulator and when the pipeline's steps ran
 * (ms since the comment). `npx tsx bench/support/e2e-timeline.ts networkx 100`
 *
 * TIMELINE_PROFILE=/tmp/prof: a CPU profile of the bench process (worker, Probot, simulator) from the
 * comment to the review of each job, written as <dir>-<n>.cpuprofile, and its self time by origin
 * (the simulator, DyCoder's src/, tree-sitter, Probot/Octokit, BullMQ/ioredis, GC, ...) printed.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { ProbotOctokit } from 'probot';
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
import { buildE2eRepo, E2E_REPOS } from './e2e-repos.js';
import { benchValidationCaches } from './e2e-validation.js';

const pkg = process.argv[2] ?? 'networkx';
const latency = Number(process.argv[3] ?? 100);
// The repository exactly as bench:e2e builds it (its non-source files kept, the same 3 stubs, seed 7).
const spec = E2E_REPOS.find((r) => r.name === pkg);
if (spec === undefined) throw new Error(`no bench:e2e repository named ${pkg} (known: ${E2E_REPOS.map((r) => r.name).join(', ')})`);
const data = buildE2eRepo(spec, 7, 3);
const redis = await startRedisServer();
const openai = await startOpenAIServer();
const stubs = new Map(data.stubs.map((s) => [s.qualname, s]));
openai.respondWith((req) => {
  const name = /Implement the body of `([^`]+)`/.exec(req.messages.map((m) => m.content).join('\n'))?.[1] ?? '';
  const stub = stubs.get(name);
  return { kind: 'content', content: stub === undefined ? 'No idea.' : `\`\`\`${stub.fence}\n${stub.body}\n\`\`\``, usage: { promptTokens: 800, completionTokens: 60 } };
});
const model = createChatModelFromEnv({ provider: 'openai', apiKey: 'sk', baseURL: openai.baseURL, model: 'm', timeoutMs: 30_000, maxRetries: 1, structuredOutput: 'off' })!;

let t0 = 0;
/** A GraphQL blob read's files (its `$eN` variables, "<commit>:<path>"), for the timeline: which reads went out in which round. */
const graphqlFiles = (body: unknown): string => {
  const vars = (body as { variables?: Record<string, unknown> } | undefined)?.variables;
  if (vars === undefined || vars === null || typeof vars !== 'object') return '';
  const paths = Object.entries(vars).filter(([k, v]) => /^e\d+$/.test(k) && typeof v === 'string').map(([, v]) => String(v).replace(/^[0-9a-f]{40}:/, ''));
  return paths.length === 0 ? '' : ` [${paths.length}: ${paths.join(', ')}]`;
};
const marks: string[] = [];
const mark = (what: string): void => void marks.push(`  @${Date.now() - t0} ${what}`);
/** Marks `<what> start` and `<what> end` around a call. */
const marked = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
  mark(`${what} start`);
  try {
    return await work();
  } finally {
    mark(`${what} end`);
  }
};
const timedRetrieve: typeof retrieve = (...args) => marked('retrieve', () => retrieve(...args));
const timedModel: ChatModel = { name: model.name, complete: (req) => marked('model', () => model.complete(req)) };
const timed = (p: ImplementPipeline): ImplementPipeline => async (run) => {
  mark('pipeline start');
  const archive: typeof run.github.archive = (o) => marked('archive', () => run.github.archive(o));
  const reviewPublisher: typeof run.github.reviewPublisher = (o) => {
    const publisher = run.github.reviewPublisher(o);
    return {
      ...publisher,
      stats: publisher.stats,
      publish: (review) => marked('publish', () => publisher.publish(review)),
    };
  };
  // Every log line of the job as a mark: the pipeline logs its steps (reads planned, archive taken, targets selected, ...).
  const logged = (log: typeof run.log): typeof run.log => ({
    ...log,
    debug: (o, m) => log.debug(o, m),
    info: (o, m) => {
      mark(`log: ${m ?? ''}`);
      log.info(o, m);
    },
    warn: (o, m) => {
      mark(`log warn: ${m ?? ''}`);
      log.warn(o, m);
    },
    error: (o, m) => log.error(o, m),
    child: (b) => logged(log.child(b)),
  });
  try {
    return await p({ ...run, log: logged(run.log), github: { ...run.github, archive, reviewPublisher } });
  } finally {
    mark('pipeline end');
  }
};

/** Self time of a V8 CPU profile grouped by where the code lives (one bucket per origin). */
interface ProfileNode { id: number; callFrame: { functionName: string; url: string }; children?: number[] }
interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
const origins: Array<[string, RegExp]> = [
  ['simulator (test/support)', /test\/support\//],
  ['bench harness', /\/bench\//],
  ['DyCoder src/core', /\/src\/core\//],
  ['DyCoder src/adapters', /\/src\/adapters\//],
  ['DyCoder src/ (app, queue, pipeline)', /\/src\//],
  ['tree-sitter', /tree-sitter/],
  ['tokenizer', /tiktoken|gpt-tokenizer|o200k/],
  ['Probot/Octokit', /probot|octokit|before-after-hook|universal-user-agent/],
  ['BullMQ/ioredis', /bullmq|ioredis|redis-parser/],
  ['zod', /node_modules\/zod/],
  ['openai SDK', /node_modules\/openai/],
  ['other node_modules', /node_modules/],
  ['node internals', /^node:|^internal\//],
];
function selfTimeByOrigin(profile: CpuProfile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const fn = node?.callFrame.functionName ?? '';
    const url = node?.callFrame.url ?? '';
    const origin = fn === '(garbage collector)' ? 'GC' : fn === '(idle)' ? 'idle' : fn === '(program)' ? 'program (native, unattributed)' : (origins.find(([, re]) => re.test(url))?.[0] ?? (url === '' ? `native: ${fn || '(anonymous)'}` : 'other'));
    totals.set(origin, (totals.get(origin) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}
const PROFILE = process.env.TIMELINE_PROFILE;
const session = PROFILE === undefined ? undefined : new Session();
if (session !== undefined) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
}
let jobNo = 0;
/** CPU (ms) of each of this process's threads, by thread id and name (/proc/self/task): who used the CPU over a job. */
import { readdirSync, readFileSync } from 'node:fs';
const threadCpu = (): Map<string, number> => {
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      out.set(`${tid} ${name}`, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch { /* the thread ended */ }
  }
  return out;
};
// The answer checks' standard-library tables kept for the process, as bench:e2e and a worker keep them.
const checkTables = benchValidationCaches();

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
      octokitFor: (id) => marked('intake: octokitFor', () => deps.octokitFor(id)),
      queue: {
        existing: (...a) => queue.existing(...a),
        enqueue: (...a) => marked('intake: enqueue', () => queue.enqueue(...a)),
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
  active = timed(createPipeline({ retrieve: timedRetrieve, modelFor: () => timedModel, lru: createBlobLru(), graphqlReads: true, validationCache: checkTables.forJob() }, mode));
  marks.length = 0;
  if (session !== undefined) await session.post('Profiler.start');
  const cpu0 = process.cpuUsage();
  const threads0 = threadCpu();
  t0 = Date.now();
  const payload = issueCommentCreated(h.sim, { body: process.env.TIMELINE_BODY ?? '/dycoder implement', login: 'maintainer' }).payload;
  t0 = Date.now();
  const delivered = h.receive('issue_comment', payload).then(() => {
    mark('webhook handled (intake job queued)');
    return h.drain();
  });
  while (h.sim.state.reviews.length === 0) await new Promise((r) => setTimeout(r, 5));
  const ms = Date.now() - t0;
  const cpuUsed = process.cpuUsage(cpu0);
  const threads1 = threadCpu();
  const byThread = [...threads1].map(([k, v]) => [k, v - (threads0.get(k) ?? 0)] as const).filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
  let profileLines: string[] = [];
  if (session !== undefined && PROFILE !== undefined) {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    jobNo += 1;
    writeFileSync(`${PROFILE}-${jobNo}.cpuprofile`, JSON.stringify(profile));
    profileLines = selfTimeByOrigin(profile).filter(([, ms]) => ms >= 5).map(([o, ms]) => `  cpu ${o}: ${Math.round(ms)} ms`);
  }
  await delivered;
  await new Promise((r) => setTimeout(r, 1500));
  console.log(`\n${pkg} ${mode} at ${latency} ms: ${ms} ms (bench process CPU ${Math.round((cpuUsed.user + cpuUsed.system) / 1000)} ms)`);
  for (const l of profileLines) console.log(l);
  console.log(`  threads (CPU ms, 10 ms ticks): ${byThread.map(([k, v]) => `${k} ${v}`).join('; ')}`);
  const lines = [
    ...h.sim.requests.filter((r) => process.env.TIMELINE_BLOBS === '1' || !r.route.includes('blobs')).map((r) => ({
      at: r.timestamp - t0,
      text: `  +${r.timestamp - t0}..${r.answeredAt === undefined ? '?' : r.answeredAt - t0} ${r.route === 'unmatched' ? `${r.method} ${r.path}` : r.route} ${r.status}${graphqlFiles(r.body)}`,
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
