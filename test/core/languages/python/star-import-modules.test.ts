/**
 * Star imports (issue 22, session 25; python held out 17's one false warning, ontospy's extras/hacks/server.py `main`,
 * read after its blind run). Real Debian source: python3-ontospy.
 * - The repository modules a file star-imports are read by the scope rounds (and the modules those star-import): what
 *   `from .core.utils import *` binds is known only from utils.py's text. ontospy's cli.py star-imports `.`,
 *   `.core.actions`, `.core.manager` and `.core.utils`; `scan` calls `action_analyze` (core/actions.py), which nothing
 *   else in cli.py reads: a false warning while those modules were unread, and a made-up name only a warning.
 * - server.py's `from ..core.utils import *` names `ontospy/extras/core/utils`, which ontospy does not ship (the module is
 *   `ontospy/core/utils.py`; Python raises ImportError there): what it binds is unknown and no answer changes that, so
 *   `printDebug` (only `main` reads it) is not warned about when the snapshot's file list shows the module absent.
 *   `ontospy` is bound by nothing at all, and the file's own `parse_options` reads it too: the body is no worse than
 *   its file, so no warning either.
 */
import { describe, expect, it } from 'vitest';
import { relativeModuleAbsent } from '../../../../src/core/languages/python/answer/absent-modules.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const MADE_UP = /`printDebugHelp`/;

describe('Python answer checks: star imports', () => {
  it("reads the modules ontospy's cli.py star-imports, so a name of theirs is clean and a made-up one an error", () => {
    const T = 'ontospy/cli.py';
    const scope = scopeRounds(T, [], true);
    expect(scope.read).toEqual(expect.arrayContaining(['ontospy/__init__.py', 'ontospy/core/actions.py', 'ontospy/core/manager.py', 'ontospy/core/utils.py']));
    const { body, check } = stubbedDebianSource(T, 'scan', scope);
    expect(body).toContain('action_analyze(');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const wrong = body.replace('printDebug(ctx.get_help())', 'printDebugHelp(ctx.get_help())');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(MADE_UP)]);
    // Unread, the star imports leave both uncertain: the real name is warned about, the made-up one only warned about.
    const unread = stubbedDebianSource(T, 'scan', { ...scope, read: [] });
    expect(unread.check(body).warnings).toEqual([expect.stringMatching(/`action_analyze`/)]);
    expect(unread.check(wrong)).toMatchObject({ ok: true, errors: [] });
  });

  it("gives no warning on ontospy's server.py main, whose star import names a module ontospy does not ship", () => {
    const T = 'ontospy/extras/hacks/server.py';
    const scope = scopeRounds(T, [], true);
    expect(scope.read).toEqual([]);
    const { body, check } = stubbedDebianSource(T, 'main', scope);
    expect(body).toMatch(/ontospy\.VERSION[\s\S]*printDebug\(/);
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    // Without the snapshot's file list the module may be the repository's: only the name the body alone reads is warned
    // about (`printDebug`), not `ontospy`, which the file's parse_options reads unbound too.
    const { repoFiles: _, ...unlisted } = scope;
    const blind = stubbedDebianSource(T, 'main', unlisted);
    expect(blind.check(body).warnings).toEqual([expect.stringMatching(/`printDebug`/)]);
  });

  it('tells a relative module the snapshot lacks from one it has', () => {
    const { repoFiles } = scopeRounds('ontospy/extras/hacks/server.py', [], true);
    expect(relativeModuleAbsent('ontospy/extras/hacks/server.py', 'core.utils', 2, repoFiles)).toBe(true);
    expect(relativeModuleAbsent('ontospy/extras/hacks/server.py', 'core.utils', 3, repoFiles)).toBe(false);
    expect(relativeModuleAbsent('ontospy/cli.py', 'core', 1, repoFiles)).toBe(false);
    expect(relativeModuleAbsent('ontospy/extras/hacks/server.py', '', 1, repoFiles)).toBe(false);
    // An absolute import is a dependency's or Python's own module, never judged from the repository's list.
    expect(relativeModuleAbsent('ontospy/extras/hacks/server.py', 'nowhere', 0, repoFiles)).toBe(false);
  });
});
