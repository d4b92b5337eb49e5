/**
 * The answer checks' own reads (Language.scopeFiles rounds: Go's package directory, Java's base
 * chains) are made while the model works, not before it is asked: on a job that reads blobs each
 * round is a dependent round trip, and only the checks need them. The checks still wait for them:
 * an answer is checked against every file the rounds read. Real Debian pkg/errors source, the
 * scripted OpenAI-compatible server over HTTP, the local repository source with slow reads after
 * retrieval (as GitHub's would be).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import type { RepoSource } from '../../src/core/ports.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { implementStubs } from '../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer } from '../support/openai-server.js';
import { GOCODE, repoFrom } from '../core/languages/go/real-code.js';

const REPO = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/pkg/errors`)));
/** Each read after retrieval takes this long (a GitHub round trip under load). */
const SLOW_MS = 1500;

describe('scope reads beside the model call', () => {
  it('asks the model before the scope reads land, and checks the answer against what they read', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dycoder-scope-overlap-'));
    for (const [f, text] of REPO) writeFileSync(join(root, f), text);
    const lines = REPO.get('errors.go')!.split('\n');
    const at = lines.findIndex((l) => l.startsWith('func New('));
    writeFileSync(join(root, 'errors.go'), [...lines.slice(0, at + 1), '\tpanic("not implemented")', ...lines.slice(at + 5)].join('\n'));
    const fs = createFsRepoSource(root);
    let retrieved = false;
    const scopeReads: { path: string; landedAt: number }[] = [];
    const source: RepoSource = {
      listFiles: () => fs.listFiles(),
      get stats() {
        return fs.stats;
      },
      async readFile(path) {
        if (!retrieved) return fs.readFile(path);
        await new Promise((r) => setTimeout(r, SLOW_MS));
        const text = await fs.readFile(path);
        scopeReads.push({ path, landedAt: Date.now() });
        return text;
      },
    };
    const server = await startOpenAIServer();
    // `callers` is declared in stack.go, `withStack` in errors.go: a right answer needs the package read.
    const good = 'return &fundamental{\n\tmsg:   message,\n\tstack: callers(),\n}';
    server.respondWith((req) => reply.content(`\`\`\`go\n${req.messages.length > 2 ? good : good.replace('callers()', 'captureCallers()')}\n\`\`\``));
    try {
      const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-test', baseURL: server.baseURL, model: 'scripted', timeoutMs: 10_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
      const result = await implementStubs({
        source,
        model,
        retrieve,
        selection: { kind: 'targets', targets: [{ file: 'errors.go', qualname: 'New' }] },
        headSha: 'test',
        temperature: 0,
        // Retrieval may open one file beyond the target's: the rest of the package is the scope rounds' to read.
        prepareReads: () => Promise.resolve({ budget: { remaining: 1 } }),
        onRetrieved: () => {
          retrieved = true;
        },
      });
      const t = result.targets[0]!;
      // The package's other files were read by the scope rounds, after retrieval (slowly).
      expect(scopeReads.length).toBeGreaterThan(0);
      const lastLanded = Math.max(...scopeReads.map((r) => r.landedAt));
      // The model was asked while they were still on their way...
      expect(server.requests[0]!.receivedAt).toBeLessThan(lastLanded);
      // ...and its answers were checked against them: the hallucinated helper is named as not declared
      // in the package, and the repaired answer calling stack.go's `callers` is accepted without warnings.
      expect(t.attempts[0]!.problems.join(' ')).toMatch(/`captureCallers` is not declared in package `errors`/);
      expect(t.status).toBe('suggested');
      expect(t.suggestion?.notes).toEqual(['Repaired once after validation feedback.']);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
