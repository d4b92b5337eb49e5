import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAIChatModel } from '../../src/adapters/openai/chat-model.js';
import { createFsRepoSource } from '../../src/adapters/local/fs-repo-source.js';
import { replaceBody } from '../../src/core/generate/validate.js';
import { findStubs, syntaxErrors } from '../../src/core/languages/python/index.js';
import type { ChatModel } from '../../src/core/ports.js';
import { implementStubs, reviewMarker } from '../../src/pipeline/implement-stubs.js';
import { withTokenBudget } from '../../src/pipeline/token-budget.js';
import type { ImplementStubsResult } from '../../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer } from '../support/openai-server.js';
import type { OpenAIServer, ScriptedReply } from '../support/openai-server.js';
import { handRetrieve, makeRepo } from './fixture.js';

const GOOD_RING = '```python\nreturn circle_area(outer) - circle_area(inner)\n```';
const RING = { file: 'geo/shapes.py', qualname: 'ring_area' };

let server: OpenAIServer;
let root: string;
beforeAll(async () => {
  server = await startOpenAIServer();
  root = makeRepo();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() => ({ kind: 'status', status: 500, message: 'unexpected request', headers: { 'x-should-retry': 'false' } }));
});

function model(over: { timeoutMs?: number; structuredOutput?: 'auto' | 'on' | 'off' } = {}): ChatModel {
  return createOpenAIChatModel({
    provider: 'openai',
    apiKey: 'sk-pipeline-test',
    baseURL: server.baseURL,
    model: 'test-coder',
    timeoutMs: over.timeoutMs ?? 3000,
    maxRetries: 2,
    structuredOutput: over.structuredOutput ?? 'off',
    retryBaseDelayMs: 5,
  });
}

async function runRing(...replies: ScriptedReply[]): Promise<ImplementStubsResult> {
  server.enqueue(...replies);
  return implementStubs({
    source: createFsRepoSource(root),
    model: model(),
    retrieve: handRetrieve(),
    selection: { kind: 'targets', targets: [RING] },
    headSha: 'abc123',
  });
}

function applied(result: ImplementStubsResult): string {
  const s = result.suggestions[0]!;
  const original = readFileSync(join(root, s.file), 'utf8');
  return replaceBody(original, { qualname: s.qualname, defLine: s.defLine, bodyRange: s.bodyRange, indent: '', kind: 'pass', hasTodo: false }, s.newBody);
}

describe('implementStubs outcomes, through the real SDK and a local server', () => {
  it('a good answer becomes a valid suggestion that replaces exactly the stub body', async () => {
    const r = await runRing(reply.content(GOOD_RING));
    expect(r.skipped).toEqual([]);
    expect(r.suggestions).toHaveLength(1);
    const s = r.suggestions[0]!;
    expect(s).toMatchObject({ file: 'geo/shapes.py', qualname: 'ring_area', defLine: 12, bodyRange: { start: 14, end: 14 }, originalBody: '    pass', newBody: '    return circle_area(outer) - circle_area(inner)', notes: [] });
    const after = applied(r);
    expect(syntaxErrors(after)).toEqual([]);
    expect(findStubs(after).map((x) => x.qualname)).toEqual(['Square.area']);
    expect(r.usage.promptTokens).toBeGreaterThan(0);
    expect(r.usage.completionTokens).toBeGreaterThan(0);
    expect(r.model).toBe('test-coder');
    expect(r.marker).toBe(reviewMarker('abc123', [RING]));
    expect(r.graphs).toEqual([{ target: 'geo/shapes.py:ring_area', nodes: 2, edges: 1, hops: 1, mermaid: 'graph LR\n  a --> b' }]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.messages[1]!.content).toContain('def to_metres(value: float, unit: str = "m") -> float:');
  });

  it('prose around code: the code is taken', async () => {
    const r = await runRing(reply.content(`Sure, here it is:\n\n${GOOD_RING}\n\nIt reuses circle_area.`));
    expect(r.suggestions[0]?.newBody).toBe('    return circle_area(outer) - circle_area(inner)');
  });

  it('a whole def for the target: its body is taken', async () => {
    const r = await runRing(reply.content('```python\ndef ring_area(outer: float, inner: float) -> float:\n    """Area."""\n    return circle_area(outer) - circle_area(inner)\n```'));
    expect(r.suggestions[0]?.newBody).toBe('    return circle_area(outer) - circle_area(inner)');
  });

  it('code for the wrong function: one repair round, then success', async () => {
    const r = await runRing(reply.content('```python\ndef square_area(side):\n    return side * side\n```'), reply.content(GOOD_RING));
    expect(r.suggestions).toHaveLength(1);
    expect(r.suggestions[0]!.notes).toContain('Repaired once after validation feedback.');
    const repair = server.requests[1]!.messages;
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '```python\ndef square_area(side):\n    return side * side\n```' });
    expect(repair.at(-1)!.content).toContain('The answer defines `square_area` instead of giving the body of `ring_area`.');
  });

  it('a syntax error: repaired with the error fed back', async () => {
    const r = await runRing(reply.content('```python\nreturn circle_area(outer - circle_area(inner)\n```'), reply.content(GOOD_RING));
    expect(r.suggestions).toHaveLength(1);
    expect(server.requests[1]!.messages.at(-1)!.content).toMatch(/The body does not parse \(syntax error at body line 1/);
  });

  it('a syntax error twice: no suggestion, with the reason, never code', async () => {
    const bad = reply.content('```python\nreturn (outer\n```');
    const r = await runRing(bad, bad);
    expect(r.suggestions).toEqual([]);
    expect(r.skipped).toHaveLength(1);
    expect(r.skipped[0]!.reason).toMatch(/^The model's answer failed validation after one repair round: The body does not parse/);
    expect(r.targets[0]!.status).toBe('no-suggestion');
    expect(r.targets[0]!.attempts.map((a) => a.round)).toEqual(['implement', 'repair']);
    expect(server.requests).toHaveLength(2);
  });

  it('a stub again (twice): no suggestion', async () => {
    const r = await runRing(reply.content('```python\npass\n```'), reply.content('```python\nraise NotImplementedError\n```'));
    expect(r.suggestions).toEqual([]);
    expect(r.skipped[0]!.reason).toContain('The body is still a stub');
  });

  it('an empty answer (twice): no suggestion saying so', async () => {
    const r = await runRing(reply.empty(), reply.empty());
    expect(r.suggestions).toEqual([]);
    expect(r.skipped[0]!.reason).toContain('The answer was empty');
  });

  it('a 429 then success: waits for retry-after, then suggests', async () => {
    const r = await runRing(reply.rateLimited(1), reply.content(GOOD_RING));
    expect(r.suggestions).toHaveLength(1);
    expect(server.requests[1]!.receivedAt - server.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('a 500 three times: no suggestion with the server error', async () => {
    const r = await runRing(reply.serverError(), reply.serverError(), reply.serverError());
    expect(r.suggestions).toEqual([]);
    expect(r.skipped[0]!.reason).toMatch(/failed with HTTP 500 after 3 attempt\(s\)/);
    expect(server.requests).toHaveLength(3);
  });

  it('a timeout: no suggestion with a clear sentence', async () => {
    server.enqueue(reply.slow(2000, GOOD_RING));
    const r = await implementStubs({
      source: createFsRepoSource(root),
      model: model({ timeoutMs: 250 }),
      retrieve: handRetrieve(),
      selection: { kind: 'targets', targets: [RING] },
      headSha: 'abc123',
    });
    expect(r.suggestions).toEqual([]);
    expect(r.skipped[0]!.reason).toBe('The model "test-coder" did not answer within 250 ms (raise DYCODER_MODEL_TIMEOUT_MS if it is just slow).');
  });

  it('structured output: the schema is requested and a JSON answer is used', async () => {
    server.enqueue(reply.json({ body: 'return circle_area(outer) - circle_area(inner)' }));
    const r = await implementStubs({
      source: createFsRepoSource(root),
      model: model({ structuredOutput: 'auto' }),
      retrieve: handRetrieve(),
      selection: { kind: 'targets', targets: [RING] },
      headSha: 'abc123',
    });
    expect(r.suggestions[0]?.newBody).toBe('    return circle_area(outer) - circle_area(inner)');
    expect(server.requests[0]!.responseFormat).toMatchObject({ type: 'json_schema', json_schema: { name: 'implementation' } });
  });

  it('a spent token budget: no suggestion, and the reason names the setting', async () => {
    const result = await implementStubs({
      source: createFsRepoSource(root),
      model: withTokenBudget(model(), 0),
      retrieve: handRetrieve(),
      selection: { kind: 'targets', targets: [RING] },
      headSha: 'abc123',
      language: 'fr',
    });
    expect(result.suggestions).toEqual([]);
    expect(result.skipped).toEqual([{ ...RING, reason: 'This job used its token budget of 0 (maxTokensPerJob in .github/dycoder.yml).' }]);
    expect(server.requests).toHaveLength(0);
  });

  it('asks for comments in the repository language', async () => {
    server.enqueue(reply.content(GOOD_RING));
    const result = await implementStubs({ source: createFsRepoSource(root), model: model(), retrieve: handRetrieve(), selection: { kind: 'targets', targets: [RING] }, headSha: 'abc123', language: 'ja' });
    expect(result.suggestions).toHaveLength(1);
    expect(JSON.stringify(server.requests[0])).toContain('the language with the code `ja`');
  });

  it('a name nothing defines goes to the repair round with the exact message; a second failure is no suggestion', async () => {
    const r = await runRing(reply.content('```python\nreturn annulus(outer, inner)\n```'), reply.content('```python\nreturn ring(outer, inner)\n```'));
    expect(r.suggestions).toEqual([]);
    expect(JSON.stringify(server.requests[1])).toContain('`annulus` is not defined (body line 1)');
    expect(r.skipped[0]!.reason).toMatch(/^The model's answer failed validation after one repair round: `ring` is not defined/);
  });

  it('a definition a file the job read has, but the target file lacks, comes with its import', async () => {
    const units = `${readFileSync(join(root, 'geo/units.py'), 'utf8')}\n\ndef disc_area(radius: float) -> float:\n    return 3.14159 * radius ** 2\n`;
    const repo = makeRepo({ 'geo/shapes.py': readFileSync(join(root, 'geo/shapes.py'), 'utf8'), 'geo/units.py': units, 'geo/__init__.py': '' });
    server.enqueue(reply.content('```python\nreturn disc_area(outer) - disc_area(inner)\n```'));
    const r = await implementStubs({ source: createFsRepoSource(repo), model: model(), retrieve: handRetrieve(), selection: { kind: 'targets', targets: [RING] }, headSha: 'abc123' });
    expect(r.suggestions[0]!.imports).toEqual([{ text: 'from .units import disc_area', afterLine: 4, names: ['disc_area'], anchorText: 'from .units import to_metres' }]);
    expect(r.suggestions[0]!.bodyWithLocalImports).toBe('    from .units import disc_area\n    return disc_area(outer) - disc_area(inner)');
  });
});

describe('implementStubs with several stubs', () => {
  it('runs targets in parallel up to the limit and never feeds a generated sibling to another', async () => {
    let inFlight = 0;
    let peak = 0;
    let bothIn = (): void => undefined;
    const both = new Promise<void>((r) => (bothIn = r));
    server.respondWith(async (req) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      if (inFlight === 2) bothIn();
      // Each call is held until the other target's arrives (however long its retrieval took on a busy
      // machine); targets run one after the other never meet, and the first goes on after 10 s.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([both, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      inFlight--;
      const user = req.messages[1]!.content;
      return reply.content(user.includes('`Square.area`') ? '```python\nreturn self.side ** 2\n```' : GOOD_RING);
    });
    const retrieve = handRetrieve();
    const r = await implementStubs({ source: createFsRepoSource(root), model: model(), retrieve, selection: { kind: 'all-stubs' }, headSha: 'h1', concurrency: 2 });
    expect(r.suggestions.map((s) => s.qualname).sort()).toEqual(['Square.area', 'ring_area']);
    expect(peak).toBe(2);
    // Each retrieval and prompt saw the original file: the sibling still a stub.
    for (const call of retrieve.calls) expect(call.fileText).toContain('    pass\n');
    for (const req of server.requests) expect(req.messages[1]!.content).not.toContain('circle_area(outer) - circle_area(inner)');
    expect(r.marker).toBe(reviewMarker('h1', [{ file: 'geo/shapes.py', qualname: 'Square.area' }, RING]));
  });

  it('without a model returns the prompts it would send and no suggestions', async () => {
    const r = await implementStubs({ source: createFsRepoSource(root), retrieve: handRetrieve(), selection: { kind: 'all-stubs' }, headSha: 'h2' });
    expect(r.suggestions).toEqual([]);
    expect(r.model).toBe('none');
    expect(r.targets.map((t) => t.status)).toEqual(['prompt-only', 'prompt-only']);
    expect(r.targets[0]!.prompt.messages[1]!.content).toContain('Implement the body of `ring_area`');
    expect(r.skipped.map((s) => s.reason)).toEqual(['No model is configured, so only the prompt was built.', 'No model is configured, so only the prompt was built.']);
  });

  it('leaves out what an earlier review suggested on this head, before the stub cap, and marks only the rest', async () => {
    const base = { source: createFsRepoSource(root), retrieve: handRetrieve(), selection: { kind: 'all-stubs' as const }, headSha: 'h4', maxTargets: 1 };
    const seen: string[][] = [];
    const r = await implementStubs({
      ...base,
      alreadySuggested: (targets) => {
        seen.push(targets.map((t) => t.qualname));
        return Promise.resolve(new Set(['geo/shapes.py:ring_area']));
      },
    });
    expect(seen).toEqual([['ring_area', 'Square.area']]);
    // The cap of one leaves room for the stub still missing.
    expect(r.targets.map((t) => t.qualname)).toEqual(['Square.area']);
    expect(r.skipped).toContainEqual({ file: 'geo/shapes.py', qualname: 'ring_area', reason: 'Already suggested in an earlier DyCoder review of this commit.' });
    expect(r.marker).toBe(reviewMarker('h4', [{ file: 'geo/shapes.py', qualname: 'Square.area' }]));
    expect(r.marker).not.toBe((await implementStubs(base)).marker);
  });

  it('selects stubs by changed lines, by name, and explains targets it cannot implement', async () => {
    const source = createFsRepoSource(root);
    const base = { source, retrieve: handRetrieve(), headSha: 'h3' };
    const changed = await implementStubs({ ...base, selection: { kind: 'changed', changes: { 'geo/shapes.py': [{ start: 13, end: 14 }], 'README.md': [{ start: 1, end: 1 }] } } });
    expect(changed.targets.map((t) => t.qualname)).toEqual(['ring_area']);
    const named = await implementStubs({ ...base, selection: { kind: 'names', names: [{ qualname: 'area' }, { file: 'geo/shapes.py', qualname: 'ring_area' }, { qualname: 'missing_fn' }] } });
    expect(named.targets.map((t) => t.qualname).sort()).toEqual(['Square.area', 'ring_area']);
    expect(named.skipped.map((s) => s.reason)).toContain('No stub named `missing_fn` was found in the repository.');
    const explicit = await implementStubs({
      ...base,
      selection: { kind: 'targets', targets: [{ file: 'geo/shapes.py', qualname: 'circle_area' }, { file: 'geo/nope.py', qualname: 'f' }, { file: 'geo/shapes.py', qualname: 'nothing' }] },
    });
    expect(explicit.targets).toEqual([]);
    expect(explicit.skipped.map((s) => s.reason)).toEqual([
      '`circle_area` in geo/shapes.py already has a body; DyCoder only implements stubs.',
      'The file geo/nope.py does not exist in this snapshot or is not readable text.',
      'No function `nothing` is defined in geo/shapes.py.',
    ]);
  });
});
