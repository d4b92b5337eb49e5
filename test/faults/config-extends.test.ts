/**
 * Issue 11, case 9 (`_extends`): a config that extends another repository's file is refused in
 * one comment that quotes nothing of that file, nothing is fetched from the other repository,
 * and no job runs.
 */
import { describe, expect, it } from 'vitest';
import { issueCommentCreated, sampleBaseFiles, samplePrFiles } from '../support/github-simulator/index.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { botComments } from './fault-worker.js';

const e2e = useE2eStack();

describe('_extends in .github/dycoder.yml', () => {
  it('is refused without reading or quoting the other repository', async () => {
    const files = { ...sampleBaseFiles, '.github/dycoder.yml': '_extends: other-org/private-settings\nmaxHops: 2\n' };
    // The other repository is served (a fork alias over the same git store holds the same file),
    // so following `_extends` would succeed and could leak its keys.
    const h = await e2e.harness({ repo: { files: { ...files, 'secret_settings_key.txt': 'x' }, prFiles: samplePrFiles }, sim: { forks: ['other-org/private-settings'] } });
    await h.deliver('issue_comment', issueCommentCreated(h.sim, { body: '/dycoder implement', login: 'maintainer' }).payload);
    expect(await h.jobCount()).toBe(0);
    expect(h.sim.count({ path: /^\/repos\/other-org\// })).toBe(0);
    const comments = botComments(h);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toContain('`_extends` is not supported');
    expect(comments[0]).not.toContain('other-org');
  });
});
