/**
 * The core of one job in process, for profiling (`node --cpu-prof --import tsx bench/support/job-cpu.ts`):
 * the 3-stub rich pull request of bench:concurrency, its files held in memory (a fresh source per
 * job, as a cold job reads them), target selection, retrieval, prompts and answer checks with a
 * scripted model. Prints CPU-seconds per job and every target's retrieval items (file:name), so a
 * change can be checked to leave the results unchanged.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ChatModel, RepoSource } from '../../src/core/ports.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const data = z
  .object({ files: z.record(z.string(), z.string()), stubbed: z.record(z.string(), z.string()), stubs: z.array(z.object({ qualname: z.string(), body: z.string() })) })
  .parse(JSON.parse(execFileSync('python3', [join(HERE, 'e2e_stubs.py'), '/usr/lib/python3/dist-packages/rich', '7', '3'], { maxBuffer: 1 << 28 }).toString('utf8')));
const head = { ...data.files, ...data.stubbed };
const bodies = new Map(data.stubs.map((s) => [s.qualname, s.body]));
const model: ChatModel = {
  name: 'scripted',
  complete: (req) => {
    const text = req.messages.map((m) => m.content).join('\n');
    const body = bodies.get(/Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '');
    return Promise.resolve({ content: body === undefined ? 'No idea.' : `\`\`\`python\n${body}\n\`\`\``, model: 'scripted', usage: { promptTokens: 800, completionTokens: 60 } });
  },
};
function memorySource(files: Record<string, string>): RepoSource {
  const stats = { filesRead: 0, bytesRead: 0, requests: 0 };
  return {
    listFiles: () => Promise.resolve(Object.keys(files).sort()),
    readFile: (path) => {
      const text = files[path];
      if (text !== undefined) {
        stats.filesRead += 1;
        stats.bytesRead += text.length;
      }
      return Promise.resolve(text);
    },
    stats,
  };
}
const changes = Object.fromEntries(Object.keys(data.stubbed).map((f) => [f, [{ start: 1, end: Number.MAX_SAFE_INTEGER }]]));
const jobs = Number(process.argv[2] ?? 10);
const signature: string[] = [];
let cpu = 0;
for (let i = 0; i <= jobs; i += 1) {
  const before = process.cpuUsage();
  const review = await implementStubs({ source: memorySource(head), model, retrieve, selection: { kind: 'changed', changes }, headSha: 'f'.repeat(40), concurrency: 4 });
  const used = process.cpuUsage(before);
  // The first job warms up (JIT, grammar and tokenizer loading) and is not counted.
  if (i > 0) cpu += (used.user + used.system) / 1e6;
  if (i === 0) {
    for (const t of review.targets) signature.push(`${t.file}:${t.qualname} ${t.status} ${t.retrieval?.items ?? 0} items ${t.retrieval?.tokens ?? 0} tokens`);
    signature.push(...review.suggestions.map((s) => `${s.file}:${s.qualname} ${s.newBody.length}`));
  }
}
console.log(signature.join('\n'));
console.log(`CPU per job (core pipeline, ${jobs} jobs after one warm-up): ${(cpu / jobs).toFixed(3)} s`);
