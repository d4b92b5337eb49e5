/**
 * Issue 24 (session 28): a target's model request is not held up by the answer checks' scope work. A language's
 * scopeFiles runs CPU of its own before its first read (Python's scan for a mixin's users parses the modules that
 * name it: ~15% of rich's job, session 28's profiles); only the checks need it, after an answer. So the model is
 * asked first and the scope work overlaps its answer. Real Debian python3-rich (console.py's classes are mixins in
 * effect when the source scans cheaply), the scripted OpenAI-compatible server over HTTP, a local source that
 * logs each read after retrieval: the order of events is asserted, not times.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { parsePython } from '../../src/core/languages/python/index.js';
import type { ChatModel, RepoSource } from '../../src/core/ports.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';

const DIST_PACKAGES = '/usr/lib/python3/dist-packages';
const TARGET = { file: 'rich/console.py', qualname: 'Group.__init__' };

let root: string;
let server: OpenAIServer;
let body = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'dycoder-model-first-'));
  cpSync(join(DIST_PACKAGES, 'rich'), join(root, 'rich'), { recursive: true, filter: (src) => !src.includes('__pycache__') });
  const text = readFileSync(join(root, TARGET.file), 'utf8');
  const def = parsePython(text).definitions.find((d) => d.qualname === TARGET.qualname)!;
  const lines = text.split('\n');
  const sigEnd = def.range.start + def.signature.split('\n').length - 1;
  const indent = /^\s*/.exec(lines[sigEnd]!)![0];
  body = lines.slice(sigEnd, def.range.end).map((l) => l.slice(indent.length)).join('\n');
  writeFileSync(join(root, TARGET.file), [...lines.slice(0, sigEnd), `${indent}pass`, ...lines.slice(def.range.end)].join('\n'));
  server = await startOpenAIServer();
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the model is asked before the scope work', () => {
  it("asks the model before the answer checks' scope reads a file, and checks the answer against what they read", async () => {
    const events: string[] = [];
    server.respondWith(() => {
      events.push('model request arrived');
      return reply.content(`\`\`\`python\n${body}\n\`\`\``);
    });
    const fs = createFsRepoSource(root);
    let retrieved = false;
    const scopeReads: string[] = [];
    const source: RepoSource = {
      scansCheaply: true,
      listFiles: () => fs.listFiles(),
      readFile: async (path) => {
        if (retrieved) {
          if (scopeReads.length === 0) events.push('first scope read');
          scopeReads.push(path);
        }
        return fs.readFile(path);
      },
      get stats() {
        return fs.stats;
      },
    };
    const openai = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 20_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
    // The real model, its calls logged as they are made (a recorder around it, not a stand-in).
    const model: ChatModel = {
      name: openai.name,
      complete: (req) => {
        events.push('model asked');
        return openai.complete(req);
      },
    };
    const result = await implementStubs({
      source, model, retrieve, headSha: 'test', temperature: 0,
      selection: { kind: 'targets', targets: [TARGET] },
      onRetrieved: () => {
        retrieved = true;
      },
    });
    expect(result.targets.map((t) => t.status)).toEqual(['suggested']);
    // The scope read the modules that may mix console.py's classes in (the cheap scan), after the model was asked.
    expect(scopeReads.length).toBeGreaterThan(10);
    expect(events.indexOf('model asked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('model asked')).toBeLessThan(events.indexOf('first scope read'));
  }, 180_000);
});
