/**
 * End to end through the app (real Probot, Redis, the GitHub simulator, a scripted model): a PR
 * whose stub's answer uses a repository function the file does not import gets, in ONE review,
 * the body's suggestion and a second suggestion on the import block (it is in the PR's diff);
 * a warning that remains after validation is shown under its suggestion.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedReply } from '../support/openai-server.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { startE2eWorker } from './e2e-worker.js';

const BASE = {
  'app/__init__.py': '',
  'app/users.py': 'USER_FIELDS = ("id", "name")\n\n\ndef get_user(user_id):\n    """The user record."""\n    return {"id": user_id, "name": "x"}\n',
};

const VIEWS = [
  '"""Views."""',
  'import json',
  '',
  'from string_utils import *', // a package outside the repository and the standard library: what it binds is unknown
  'from .users import USER_FIELDS',
  '',
  '',
  'def profile(user_id):',
  '    """The user\'s profile as JSON."""',
  '    pass',
  '',
  '',
  'def label(user_id):',
  '    """A label for the user."""',
  '    pass',
  '',
].join('\n');

const ANSWERS: Record<string, string> = {
  profile: 'user = get_user(user_id)\nreturn json.dumps({k: user[k] for k in USER_FIELDS})',
  label: 'return digits + str(user_id)',
};

function coder(req: { messages: { content: string }[] }): ScriptedReply {
  const text = req.messages.map((m) => m.content).join('\n');
  const name = /Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '';
  const body = ANSWERS[name];
  return { kind: 'content', content: body === undefined ? 'No idea.' : `\`\`\`python\n${body}\n\`\`\``, usage: { promptTokens: 500, completionTokens: 30 } };
}

const e2e = useE2eStack({ coder });

describe('end to end: suggestions that need an import', () => {
  it('posts the body and the import as two suggestions in one review, and shows the remaining warning', async () => {
    const h = await e2e.harness({ repo: { files: BASE, prFiles: { 'app/views.py': VIEWS } } });
    const job = await e2e.implement('/dycoder implement', { start: (harness, url, model) => startE2eWorker(harness, url, model, { concurrency: 1 }), timeoutMs: 90_000 });
    expect(job.failedReason).toBeUndefined();
    expect(h.sim.state.reviews).toHaveLength(1);
    const review = h.sim.state.reviews[0]!;
    const comments = h.sim.state.reviewComments.filter((c) => c.pull_request_review_id === review.id);
    expect(comments.map((c) => [c.path, c.line]).sort()).toEqual([['app/views.py', 10], ['app/views.py', 15], ['app/views.py', 5]].sort());
    const at = (line: number): string => comments.find((c) => c.line === line)?.body ?? '';
    expect(at(10)).toContain('```suggestion\n    user = get_user(user_id)\n    return json.dumps({k: user[k] for k in USER_FIELDS})\n```');
    expect(at(10)).toContain('commit the import suggestion on line 5 together with this one');
    expect(at(5)).toContain('```suggestion\nfrom .users import USER_FIELDS\nfrom .users import get_user\n```');
    expect(at(15)).toContain('```suggestion\n    return digits + str(user_id)\n```');
    expect(at(15)).toMatch(/Uses `digits` \(body line 1\), which nothing the file binds explicitly defines; it may come from a star import/);
  });
});
