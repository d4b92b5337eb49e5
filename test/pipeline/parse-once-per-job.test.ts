/**
 * A job parses each file whole once (issue 24, CPU per job: parsing is half a job's CPU). A checkout of rich (Debian's
 * python3-rich, copied) with three stubbed targets, read cheaply (RepoSource.scansCheaply, as the app's GitHub source
 * once its archive is in hand): target selection, retrieval and the answer checks' scope reads — the scan of the
 * mixins' users among them — share one whole parse per file; the scan parses the modules only it reads as outlines
 * (python/parse-module.ts parsePythonOutline), and no text is parsed whole twice. Every native parse is counted
 * (lite-tree.ts observeLiteParses).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { observeLiteParses, type LiteParseKind } from '../../src/core/languages/lite-tree.js';
import { parsePython } from '../../src/core/languages/python/index.js';
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
  root = mkdtempSync(join(tmpdir(), 'dycoder-parse-once-'));
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
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('one whole parse per file per job', () => {
  it('parses no text of the checkout whole twice, and the scan’s own modules as outlines', async () => {
    server.respondWith((req) => {
      const text = req.messages.map((m) => m.content).join('\n');
      const qualname = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
      return reply.content(`\`\`\`python\n${bodies.get(qualname) ?? 'pass'}\n\`\`\``);
    });
    const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
    const parses = new Map<string, Record<LiteParseKind, number>>();
    const stop = observeLiteParses((text, kind) => {
      const seen = parses.get(text) ?? { full: 0, incremental: 0, outline: 0 };
      seen[kind] += 1;
      parses.set(text, seen);
    });
    let result: Awaited<ReturnType<typeof implementStubs>>;
    try {
      result = await implementStubs({ source: createFsRepoSource(root), model, retrieve, headSha: 'test', temperature: 0, selection: { kind: 'targets', targets: TARGETS } });
    } finally {
      stop();
    }
    expect(result.targets.map((t) => t.status)).toEqual(['suggested', 'suggested', 'suggested']);
    const files = new Map((await createFsRepoSource(root).listFiles()).map((f) => [readFileSync(join(root, f), 'utf8'), f] as const));
    // The checkout's files (the answer checks also parse texts of their own: an answer in place, a slice of it).
    const ofCheckout = [...parses].filter(([text]) => files.has(text));
    expect(ofCheckout.filter(([, p]) => p.full > 1).map(([text]) => files.get(text))).toEqual([]);
    expect(ofCheckout.filter(([, p]) => p.full === 1).length).toBeGreaterThan(40);
    expect(ofCheckout.filter(([, p]) => p.outline > 0).length).toBeGreaterThan(3);
  }, 180_000);
});
