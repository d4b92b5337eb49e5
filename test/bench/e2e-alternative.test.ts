/**
 * bench:e2e's independent alternative (bench/support/e2e-alternative) does a job's work for real:
 * from an issue_comment payload to a posted review through the GitHub simulator, reading the
 * repository as one tarball (binary and non-source files in it), parsing every source file of
 * every language, and answering each stub from the scripted model at the stub's own lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob, type AltConfig } from '../../bench/support/e2e-alternative/job.js';
import { buildStaticGraph, contextFor } from '../../bench/support/e2e-alternative/graph.js';
import { findStubs } from '../../bench/support/e2e-alternative/stubs.js';
import { parseFile } from '../../bench/support/e2e-alternative/syntax.js';
import { testPrivateKey } from '../app/harness.js';
import { createTestRepo, issueCommentCreated, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../support/github-simulator/index.js';
import { startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';

const GO_BASE = ['package geo', '', 'type Point struct{ X, Y int }', '', 'func (p *Point) Norm() int {', '\treturn abs(p.X) + abs(p.Y)', '}', '', 'func abs(v int) int {', '\tif v < 0 {', '\t\treturn -v', '\t}', '\treturn v', '}', ''].join('\n');
const GO_STUB = GO_BASE.replace('\treturn abs(p.X) + abs(p.Y)', '\tpanic("not implemented")');
const PY_BASE = ['from .util import clamp', '', '', 'class Meter:', '    def read(self, raw):', '        """Scaled reading."""', '        value = raw * 2', '        return clamp(value)', ''].join('\n');
const PY_STUB = PY_BASE.replace('        value = raw * 2\n        return clamp(value)', '        pass');
const BODIES: Record<string, { fence: string; body: string }> = {
  'Point.Norm': { fence: 'go', body: 'return abs(p.X) + abs(p.Y)' },
  'Meter.read': { fence: 'python', body: 'value = raw * 2\nreturn clamp(value)' },
};

describe('the e2e alternative', () => {
  let repo: TestRepo;
  let sim: GitHubSimulator;
  let openai: OpenAIServer;
  let config: AltConfig;

  beforeAll(async () => {
    repo = createTestRepo({
      files: {
        'geo/point.go': GO_BASE,
        'pkg/meter.py': PY_BASE,
        'pkg/util.py': 'def clamp(v):\n    return max(0, min(100, v))\n',
        'pkg/locale/fr/LC_MESSAGES/django.mo': Buffer.from([0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 0xff]),
        'docs/index.md': '# Docs\n',
      },
      prFiles: { 'geo/point.go': GO_STUB, 'pkg/meter.py': PY_STUB },
    });
    sim = await startGitHubSimulator({ repo, roles: { maintainer: 'maintain', reader: 'read' } });
    openai = await startOpenAIServer();
    openai.respondWith((req) => {
      const name = /Implement the body of `([^`]+)`/.exec(req.messages.map((m) => m.content).join('\n'))?.[1] ?? '';
      const b = BODIES[name];
      return { kind: 'content', content: b === undefined ? 'No idea.' : `\`\`\`${b.fence}\n${b.body}\n\`\`\`` };
    });
    config = { api: sim.url, appId: sim.appId, privateKey: testPrivateKey(), modelURL: openai.baseURL, model: 'scripted', budgetTokens: 6000 };
  });
  afterAll(async () => {
    await sim?.close();
    await openai?.close();
    repo?.cleanup();
  });

  it('posts one review with a suggestion on each stub line, after reading the repository as one tarball', async () => {
    sim.resetRequests();
    const { payload } = issueCommentCreated(sim, { body: '/dycoder implement', login: 'maintainer' });
    const result = await runJob(config, payload);
    expect(result.suggestions).toBe(2);
    expect(result.sourceFiles).toBe(3);
    const review = sim.state.reviews.at(-1)!;
    const comments = sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id).map((c) => ({ path: c.path, line: c.line, body: c.body }));
    expect(comments).toEqual(
      expect.arrayContaining([
        { path: 'geo/point.go', line: 6, body: '```suggestion\n\treturn abs(p.X) + abs(p.Y)\n```' },
        { path: 'pkg/meter.py', line: 7, body: '```suggestion\n        value = raw * 2\n        return clamp(value)\n```' },
      ]),
    );
    const routes = sim.requests.map((r) => `${r.method} ${r.route}`);
    expect(routes.filter((r) => r.includes('tarball') || r.includes('_codeload'))).toHaveLength(2);
    expect(routes.some((r) => r.includes('blobs') || r.includes('graphql') || r.includes('contents'))).toBe(false);
  });

  it('refuses a commenter who cannot write, posting nothing', async () => {
    const before = sim.state.reviews.length;
    const { payload } = issueCommentCreated(sim, { body: '/dycoder implement', login: 'reader' });
    await expect(runJob(config, payload)).rejects.toThrow(/cannot write/);
    expect(sim.state.reviews.length).toBe(before);
  });

  it('puts the definitions the target mentions into its context, nearest first, within the budget', () => {
    const meter = parseFile('pkg/meter.py', PY_STUB)!;
    const util = parseFile('pkg/util.py', 'def clamp(v):\n    return max(0, min(100, v))\n\n\ndef unrelated():\n    return 1\n')!;
    const graph = buildStaticGraph([meter, util]);
    const [stub] = findStubs(meter);
    expect(stub?.def.qualname).toBe('Meter.read');
    const pieces = contextFor(graph, stub!.def, 6000, (t) => t.length);
    expect(pieces.map((p) => p.qualname)).toEqual(['(module head)', 'Meter', 'clamp']);
    expect(contextFor(graph, stub!.def, 30, (t) => t.length).map((p) => p.qualname)).toEqual(['(module head)']);
  });
});
