/**
 * A base class of a compiled module read from its `.pyi` stub (issue 22, session 22; python held out 14's open
 * receivers were classes over PyQt5's, compiled, no `.py`). Debian's python3-pyqt5 ships `PyQt5/QtCore.pyi` beside
 * `QtCore.abi3.so`. scopeFiles names a dependency module's `.py` candidates first; a candidate named before and still
 * not read (absent: compiled) gets its `.pyi` named next, and the stub's classes close the class as source would.
 * Nothing readable (no stub either) leaves it open. Real Debian source: python3-uranium's `UM.Qt.ListModel` over
 * PyQt5's `QAbstractListModel`, python3-pyqt5's stubs.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';
import { DEPENDENCY_PREFIX, scopeRounds } from './scope-rounds.js';

const TARGET = 'UM/Qt/ListModel.py';

describe("Python answer checks: a compiled base read from its .pyi stub", () => {
  it("names QtCore.pyi after QtCore.py was not found, and checks ListModel's members against PyQt5's QAbstractItemModel", () => {
    const scope = scopeRounds(TARGET);
    expect([...scope.extra.keys()]).toEqual(expect.arrayContaining([`${DEPENDENCY_PREFIX}PyQt5/QtCore.pyi`, `${DEPENDENCY_PREFIX}PyQt5/sip.pyi`]));
    const { body, check } = stubbedDebianSource(TARGET, 'ListModel.clear', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self.beginResetModel()', 'self.beginModelReset()');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`ListModel` has no member `beginModelReset`/)]);
  });

  it('stays open without the stub', () => {
    const { body, check } = stubbedDebianSource(TARGET, 'ListModel.clear', { read: [] });
    expect(check(body.replace('self.beginResetModel()', 'self.beginModelReset()')).errors).toEqual([]);
  });
});
