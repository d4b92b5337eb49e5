/**
 * Class decorators whose effect is known (issue 22, session 22; python held out 14's wikkid misses, read after its
 * blind run): wikkid's file stores are `@implementer(IFileStore)` classes, zope.interface's declaration, which records
 * the interfaces on the class (`__implemented__`, `__providedBy__`, `__provides__`) and hands the class back. The
 * check read any decorator it could not follow as "may add anything", so a made-up `self.` member or a wrong arity
 * on the class's own method passed. An unknown decorator still leaves the class open. Real Debian source:
 * python3-wikkid (and python3-zope.interface, which it imports).
 */
import { describe, expect, it } from 'vitest';
import { knownClassDecorator } from '../../../../src/core/languages/python/answer/known-class-decorators.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: known class decorators', () => {
  it("checks wikkid's @implementer(IFileStore) FileStore: the original clean, a made-up member and a wrong arity errors", () => {
    const { body, check } = stubbedDebianSource('wikkid/filestore/volatile.py', 'FileStore.update_file');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const member = body.replace('self._add_file(path, content, user)', 'self._add_new_file(path, content, user)');
    expect(member).not.toBe(body);
    expect(check(member).errors).toEqual([expect.stringMatching(/has no member `_add_new_file`/)]);
    const arity = body.replace('self._add_file(path, content, user)', 'self._add_file(path, content)');
    expect(check(arity).errors).toEqual([expect.stringMatching(/_add_file\(\)` is missing the argument `user`/)]);
  });

  it("checks the @implementer(IFile) File over the package's BaseFile once its module is read", () => {
    const { body, check } = stubbedDebianSource('wikkid/filestore/volatile.py', 'File.__init__', { read: ['wikkid/filestore/basefile.py'] });
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self._get_filetype()', 'self._get_file_type()');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/has no member `_get_file_type`/)]);
  });

  it('knows decorators by qualified name and call form; anything else is unknown (open)', () => {
    expect(knownClassDecorator('zope.interface.implementer', true)).toEqual(['__implemented__', '__providedBy__', '__provides__']);
    // `@implementer` without arguments is not zope's use: not known.
    expect(knownClassDecorator('zope.interface.implementer', false)).toBeUndefined();
    expect(knownClassDecorator('functools.total_ordering', false)).toEqual(['__lt__', '__le__', '__gt__', '__ge__']);
    expect(knownClassDecorator('attr.s', false)).toBeUndefined();
    expect(knownClassDecorator('mypkg.register', true)).toBeUndefined();
  });
});
