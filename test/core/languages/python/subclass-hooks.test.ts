/**
 * A class with bases written for its subclasses to complete (issue 22, session 28; Python held out 20's false rejection
 * of electrum's BaseWizard.restore_from_seed, read after its blind run). `BaseWizard(Logger)` calls
 * `self.restore_seed_dialog(...)`, `self.confirm_seed_dialog(...)`, ... that neither it nor `Logger` defines: the Qt
 * `InstallWizard(QDialog, MessageBoxMixin, BaseWizard)` in gui/qt supplies them. Its `self` lacks a name only when its
 * subclasses do, which the check knows only with every module read. Real Debian source: python3-electrum.
 */
import { describe, expect, it } from 'vitest';
import { namesLeftToSubclasses } from '../../../../src/core/languages/python/answer/subclass-hooks.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const FILE = 'electrum/base_wizard.py';

describe('Python answer checks: a class that leaves methods to its subclasses', () => {
  it("accepts electrum's BaseWizard.restore_from_seed while a subclass may be unread; a made-up name is a warning", () => {
    const scope = scopeRounds(FILE, [], false);
    const { body, check } = stubbedDebianSource(FILE, 'BaseWizard.restore_from_seed', scope);
    expect(body).toContain('self.restore_seed_dialog(run_next=f, test=test)');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [expect.stringMatching(/`BaseWizard` does not define `restore_seed_dialog`; its methods call methods only its subclasses supply/)] });
    // A name the class's other methods use the same way is no warning: `self.confirm_seed_dialog` is one of them.
    const used = body.replace('self.restore_seed_dialog(run_next=f, test=test)', 'self.confirm_seed_dialog(run_next=f, seed=None, test=test)');
    expect(check(used)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(body.replace('self.restore_seed_dialog(', 'self.restore_seed_dialog_all('))).toMatchObject({ ok: true, errors: [], warnings: [expect.stringMatching(/does not define `restore_seed_dialog_all`/)] });
  });

  it('with every module read, the subclass decides: InstallWizard also has a Qt base, which may supply any name', () => {
    const scope = scopeRounds(FILE, [], false);
    const everything = { ...scope, read: scope.repoFiles.filter((f) => f !== FILE && !/(?:^|\/)tests?\//.test(f)) };
    const { body, check } = stubbedDebianSource(FILE, 'BaseWizard.restore_from_seed', everything);
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(body.replace('self.restore_seed_dialog(', 'self.restore_seed_dialog_all('))).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('reads only calls in code: names in docstrings and comments, attributes read, and names the class assigns on self or guards with hasattr, and misspellings of its members, are not left to subclasses', () => {
    const text = [
      'class A(B):',
      '    """Calls self.documented() somewhere."""',
      '    def f(self):',
      '        # self.commented()',
      '        s = "self.quoted()"',
      '        self.x = 1',
      '        self.y += 2',
      '        self.handler = None',
      '        self.handler()',
      "        if hasattr(self, 'optional'):",
      '            self.optional()',
      '        self.known_hook()',
      '        return self.hook(self.x, self.attribute) + self.known()',
    ].join('\n');
    expect(namesLeftToSubclasses(text, 'self', new Set(['known', 'f', 'Known_Hook']))).toEqual(['hook']);
  });
});
