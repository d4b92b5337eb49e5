/**
 * Issue 24 (session 28): a job lists its snapshot once. Every step that asks for the listing (target
 * selection, each target's retrieval, each target's answer-check scope in every round, the review's
 * file count) gets the same array, so the work keyed by it — a language's module index, the mixin
 * scan's outlines — is done once per job and not once per target, and the GitHub source does not copy
 * and sort its tree again for each call. A checkout of rich (Debian's python3-rich, copied) with three
 * stubbed targets, read cheaply as the app's GitHub source is once its archive is in hand.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { parsePython } from '../../src/core/languages/python/index.js';
import type { RepoSource } from '../../src/core/ports.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';

const DIST_PACKAGES = '/usr/lib/python3/dist-packages';
const TARGETS = [
  { file: 'rich/ansi.py', qualname: '_ansi_tokenize' },
  { file: 'rich/console.py', qualname: 'Group.__init__' },
  { file: 'rich/status.py', qualname: 'Status.__init__' },
];

let root: string;
let server: OpenAIServer;
const bodies = new Map<string, string>();

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dycoder-job-listing-'));
  cpSync(join(DIST_PACKAGES, 'rich'), join(root, 'rich'), { recursive: true, filter: (src) => !src.includes('__pycache__') });
  for (const t of TARGETS) {
    const text = readFileSync(join(root, t.file), 'utf8');
    const def = parsePython(text).definitions.find((d) => d.qualname === t.qualname)!;
    const lines = text.split('\n');
    const sigEnd = def.range.start + def.signature.split('\n').length - 1;
    const indent = /^\s*/.exec(lines[sigEnd]!)![0];
    bodies.set(t.qualname, lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n'));
    writeFileSync(join(root, t.file), [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n'));
  }
  server = await startOpenAIServer();
  server.respondWith((req) => {
    const text = req.messages.map((m) => m.content).join('\n');
    const qualname = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
    return reply.content(`\`\`\`python\n${bodies.get(qualname) ?? 'pass'}\n\`\`\``);
  });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** The checkout, read cheaply, counting its listings; a first listing that fails when `failFirst`. */
function countingSource(failFirst = false): RepoSource & { listings: number } {
  const fs = createFsRepoSource(root);
  let failed = !failFirst;
  const source = {
    listings: 0,
    scansCheaply: true,
    listFiles: async () => {
      source.listings += 1;
      if (!failed) {
        failed = true;
        throw new Error('the tree call failed');
      }
      return fs.listFiles();
    },
    readFile: (path: string) => fs.readFile(path),
    get stats() {
      return fs.stats;
    },
  };
  return source;
}

const model = () => createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });

describe('one listing of the snapshot per job', () => {
  it('three targets, their retrievals and their answer checks ask the source for its listing once', async () => {
    const source = countingSource();
    const result = await implementStubs({ source, model: model(), retrieve, headSha: 'test', temperature: 0, selection: { kind: 'targets', targets: TARGETS } });
    expect(result.targets.map((t) => t.status)).toEqual(['suggested', 'suggested', 'suggested']);
    expect(result.totalFiles).toBe((await createFsRepoSource(root).listFiles()).length);
    expect(source.listings).toBe(1);
  }, 180_000);

  it('a listing that failed is asked for again, not kept', async () => {
    const source = countingSource(true);
    // The first asker (the target's retrieval) sees the failure and the target is skipped with it; the review's count lists again.
    const result = await implementStubs({ source, model: model(), retrieve, headSha: 'test', temperature: 0, selection: { kind: 'targets', targets: TARGETS.slice(0, 1) } });
    expect(result.skipped).toEqual([{ ...TARGETS[0], reason: 'Retrieval failed: the tree call failed' }]);
    expect(result.totalFiles).toBe((await createFsRepoSource(root).listFiles()).length);
    expect(source.listings).toBe(2);
  }, 180_000);
});
