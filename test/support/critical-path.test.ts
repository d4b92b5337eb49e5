/**
 * The serial chain of a job's requests from the simulator's log (critical-path.ts): the longest
 * chain of requests each sent only after the one before it was answered, ending at the review POST.
 */
import { describe, expect, it } from 'vitest';
import { criticalPath, describePath, REVIEW_POST, type RecordedRequest } from './github-simulator/index.js';

const req = (route: string, timestamp: number, answeredAt: number | undefined, path = route.split(' ')[1] ?? ''): RecordedRequest => ({
  method: route.split(' ')[0] ?? 'GET',
  path,
  query: {},
  body: undefined,
  route,
  status: 200,
  auth: 'token',
  timestamp,
  ...(answeredAt === undefined ? {} : { answeredAt }),
});

const PERM = 'GET /repos/{owner}/{repo}/collaborators/{username}/permission';
const CONTENTS = 'GET /repos/{owner}/{repo}/contents/{path+}';
const PULL = 'GET /repos/{owner}/{repo}/pulls/{number}';
const TREE = 'GET /repos/{owner}/{repo}/git/trees/{sha}';
const GRAPHQL = 'POST /graphql';
const CHECK = 'POST /repos/{owner}/{repo}/check-runs';

describe('criticalPath', () => {
  it('counts the round trips made one after another, not the requests, and splits them by phase', () => {
    const log = [
      // intake: permission, config and PR side by side (one round)
      req(PERM, 0, 100),
      req(CONTENTS, 1, 101, '/repos/o/r/contents/.github/dycoder.yml'),
      req(PULL, 2, 102),
      // warm start: tree and the PR's files side by side, and the check run off the path
      req(TREE, 110, 210),
      req(GRAPHQL, 111, 211),
      req(CHECK, 112, 212),
      // one walk round, a read by contents (a file, not the config), then the head check
      req(GRAPHQL, 230, 330),
      req(CONTENTS, 231, 331, '/repos/o/r/contents/pkg/a.py'),
      req(PULL, 340, 440),
      req(REVIEW_POST, 450, 550),
      // after the review: not on its path
      req('PATCH /repos/{owner}/{repo}/check-runs/{id}', 560, 660),
    ];
    const p = criticalPath(log)!;
    expect(p.rounds).toBe(5);
    expect(p.links.map((l) => l.route)).toEqual([PERM, TREE, GRAPHQL, PULL, REVIEW_POST]);
    expect(p.byPhase).toEqual({ intake: 1, reads: 2, publish: 2, feedback: 0 });
    expect(describePath(p)).toBe('5 (intake 1, reads 2, publish 2)');
  });

  it('puts a check run that held up the reads on the path, as feedback', () => {
    const log = [req(PERM, 0, 100), req(CHECK, 101, 200), req(GRAPHQL, 201, 300), req(REVIEW_POST, 301, 400)];
    const p = criticalPath(log)!;
    expect(p.links.map((l) => l.phase)).toEqual(['intake', 'feedback', 'reads', 'publish']);
  });

  it('overlapping requests are one round; a request still in flight at the POST is not on its path', () => {
    const log = [req(PERM, 0, 100), req(GRAPHQL, 50, 150), req(TREE, 60, undefined), req(REVIEW_POST, 160, 260), req(GRAPHQL, 200, 300)];
    expect(criticalPath(log)!.rounds).toBe(2);
  });

  it('no review POST, no path', () => {
    expect(criticalPath([req(PERM, 0, 100)])).toBeUndefined();
    expect(describePath(undefined)).toBe('n/a');
  });
});
