/**
 * The answer checks' scope reads parse each file once per job (issue 24, CPU per job): the pipeline asks
 * Language.scopeFiles again each round and for each target of the job, and the modules read for a mixin's users only
 * have no parse of the job's to lend, so each call parsed them again. Real Debian source: python3-openstacksdk, whose
 * `ComputeCloudMixin` is closed by a cheap scan of its 375 modules outside tests (mixin-cheap-scan.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { observeLiteParses } from '../../../../src/core/languages/lite-tree.js';
import { pythonScopeFiles } from '../../../../src/core/languages/python/answer/scope-files.js';
import { DIST_PACKAGES } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const TARGET = 'openstack/cloud/_compute.py';

function counting<T>(run: () => T): { result: T; parses: Map<string, number> } {
  const parses = new Map<string, number>();
  const stop = observeLiteParses((text) => parses.set(text, (parses.get(text) ?? 0) + 1));
  try {
    return { result: run(), parses };
  } finally {
    stop();
  }
}

describe('Python scope reads: one parse per file per job', () => {
  it('parses no text twice over the rounds of a cheap scan, nor when asked again in the same job', () => {
    const rounds = counting(() => scopeRounds(TARGET, [], true));
    const scope = rounds.result;
    expect(scope.read).toContain('openstack/connection.py');
    expect(rounds.parses.size).toBeGreaterThan(5);
    expect([...rounds.parses.values()].filter((n) => n > 1)).toEqual([]);
    // The next round (or the job's next target in this file) asks with the same list and reads: nothing is parsed again.
    const source = readFileSync(join(DIST_PACKAGES, TARGET), 'utf8');
    const read = new Map([...scope.read.map((f) => [f, readFileSync(join(DIST_PACKAGES, f), 'utf8')] as const), ...scope.extra]);
    const first = pythonScopeFiles(TARGET, scope.repoFiles, source, read, undefined, { scansCheaply: true });
    const again = counting(() => pythonScopeFiles(TARGET, scope.repoFiles, source, read, undefined, { scansCheaply: true }));
    expect(again.result).toEqual(first);
    expect([...again.parses.values()]).toEqual([]);
  });
});
