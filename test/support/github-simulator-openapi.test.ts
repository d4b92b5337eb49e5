/**
 * The simulator against GitHub's own description: every route it serves is one GitHub describes
 * (in the committed extract of @octokit/openapi), a request that does not fit is recorded as a
 * violation, and the App's webhook deliveries work as on GitHub (attempts recorded with their
 * status, listed newest first by cursor, redelivered with the same guid, JWT only).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubPathFor, simulatorRoutes } from '../../scripts/extract-github-openapi.js';
import { loadOperations } from './github-simulator/openapi-check.js';
import { createTestRepo, issueCommentCreated, sampleRepoOptions, startGitHubSimulator, type GitHubSimulator, type TestRepo } from './github-simulator/index.js';

let repo: TestRepo;
let sim: GitHubSimulator;
let receiver: Server;
const received: Array<{ guid: string; event: string; signature: string }> = [];
let answer = 503;

beforeAll(async () => {
  repo = createTestRepo(sampleRepoOptions());
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ guid: String(req.headers['x-github-delivery']), event: String(req.headers['x-github-event']), signature: String(req.headers['x-hub-signature-256']) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  sim = await startGitHubSimulator({ repo, webhook: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, secret: 's3cret' } });
});
afterAll(async () => {
  await sim.close();
  await new Promise((resolve) => receiver.close(resolve));
  repo.cleanup();
});

/** A JWT-shaped bearer: the non-strict simulator checks the scheme, not the signature. */
const JWT = 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOjEyMzQ1fQ.c2ln';

describe('GitHub simulator and the OpenAPI description', () => {
  it('serves only routes GitHub describes, each in the committed extract', () => {
    const described = loadOperations();
    const routes = simulatorRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) {
      const path = githubPathFor(described.filter((o) => o.method === r.method).map((o) => o.path), r.template);
      expect(path, `${r.method} ${r.template}: rerun scripts/extract-github-openapi.ts`).toBeDefined();
    }
  });

  it('records requests that do not fit GitHub\'s shapes, and none for ones that do', async () => {
    const octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test' });
    await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner: sim.owner, repo: sim.name, pull_number: 1, per_page: 100 });
    await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: sim.owner, repo: sim.name, issue_number: 1, body: 'fine' });
    expect(sim.openApiViolations).toEqual([]);

    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${sim.url}${path}`, { method, headers: { authorization: 'token ghs_test', 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    await send('GET', `/repos/${sim.owner}/${sim.name}/pulls/1/files?per_page=many`);
    await send('GET', `/repos/${sim.owner}/${sim.name}/pulls/1/files?pagesize=100`);
    await send('POST', `/repos/${sim.owner}/${sim.name}/pulls/1/reviews`, { event: 'COMMENTED', body: 'x', commitId: 'abc' });
    await send('POST', `/repos/${sim.owner}/${sim.name}/issues/1/comments`, { text: 'no body field' });
    await send('POST', `/repos/${sim.owner}/${sim.name}/issues/comments/1/reactions`, { content: 'thumbsup' });
    const v = sim.openApiViolations.join('\n');
    expect(v).toContain('query parameter per_page is "many", not an integer');
    expect(v).toContain('query parameter pagesize is not one GitHub knows');
    expect(v).toMatch(/pulls\/create-review.*body\.event is "COMMENTED", not one of/);
    expect(v).toContain('body.commitId is not a field GitHub knows');
    expect(v).toMatch(/issues\/create-comment.*body\.body is required/);
    expect(v).toContain('body.content is "thumbsup"');
    sim.openApiViolations.splice(0);
  });

  it('records deliveries with their status, lists them newest first by cursor, and redelivers with the same guid', async () => {
    const first = await sim.deliverWebhook('issue_comment', issueCommentCreated(sim, { body: '/dycoder help', login: 'maintainer' }).payload);
    answer = 200;
    const second = await sim.deliverWebhook('issue_comment', issueCommentCreated(sim, { body: '/dycoder help', login: 'maintainer' }).payload);
    const third = await sim.deliverWebhook('issue_comment', issueCommentCreated(sim, { body: 'hi', login: 'maintainer' }).payload);
    expect(first).toMatchObject({ status_code: 503, status: 'Invalid HTTP Response: 503', redelivery: false, event: 'issue_comment', action: 'created', installation_id: sim.installationId });
    expect(second.status_code).toBe(200);
    expect(received[0]!.signature).toMatch(/^sha256=[0-9a-f]{64}$/);

    const page1 = await fetch(`${sim.url}/app/hook/deliveries?per_page=2`, { headers: { authorization: JWT } });
    expect(page1.status).toBe(200);
    expect(((await page1.json()) as Array<{ id: number }>).map((d) => d.id)).toEqual([third.id, second.id]);
    const next = /<([^>]+)>; rel="next"/.exec(page1.headers.get('link') ?? '')?.[1];
    expect(next).toContain('cursor=');
    const page2 = await fetch(next!, { headers: { authorization: JWT } });
    expect(((await page2.json()) as Array<{ id: number }>).map((d) => d.id)).toEqual([first.id]);
    expect(page2.headers.get('link')).toBeNull();
    // The App's routes take a JWT, not an installation token.
    expect((await fetch(`${sim.url}/app/hook/deliveries`, { headers: { authorization: 'token ghs_test' } })).status).toBe(401);

    const redeliver = await fetch(`${sim.url}/app/hook/deliveries/${first.id}/attempts`, { method: 'POST', headers: { authorization: JWT } });
    expect(redeliver.status).toBe(202);
    const deadline = Date.now() + 5_000;
    while (sim.deliveries().length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(sim.deliveries().at(-1)).toMatchObject({ guid: first.guid, redelivery: true, status_code: 200 });
    expect(received.at(-1)?.guid).toBe(first.guid);
    expect((await fetch(`${sim.url}/app/hook/deliveries/999999/attempts`, { method: 'POST', headers: { authorization: JWT } })).status).toBe(404);
    expect(sim.openApiViolations).toEqual([]);
  });
});
