/**
 * A class handed at module level to a function of the repository, followed through calls of calls (issue 22, session
 * 26; python held out 16's closed miss `Label.set_lines`, read after its blind run). slixmpp's
 * plugins/xep_0054/stanza.py ends with `register_stanza_plugin(VCardTemp, Label, iterable=True)`;
 * xmlstream/stanzabase.py's `register_stanza_plugin(stanza, plugin, ...)` reads `plugin`'s attributes, stores it in
 * `stanza`'s maps, adds it to a set and hands it to `multifactory(plugin, ...)`, whose `stanza` parameter is only
 * stored (`Multi._multistanza = stanza`; its nested `del_multi` binds `stanza` anew as a loop variable). Nothing on
 * the way writes on the class, so `Label` keeps the members its text shows. Real Debian source: python3-slixmpp.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_PACKAGES, stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const T = 'slixmpp/plugins/xep_0054/stanza.py';

describe('Python answer checks: a class handed on through calls of calls', () => {
  it("keeps slixmpp's Label closed under register_stanza_plugin: the original is clean, a made-up member an error", () => {
    const scope = scopeRounds(T, [], false);
    expect(scope.read).toEqual(expect.arrayContaining(['slixmpp/xmlstream/stanzabase.py']));
    const { body, check } = stubbedDebianSource(T, 'Label.set_lines', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self.add_line(line)', 'self.add_line_all(line)');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`Label` has no member `add_line_all`/)]);
  });

  it('stays open when a function on the way writes a computed name on the class, or cannot be read', () => {
    const scope = scopeRounds(T, [], false);
    const base = 'slixmpp/xmlstream/stanzabase.py';
    const { body } = stubbedDebianSource(T, 'Label.set_lines', scope);
    const wrong = body.replace('self.add_line(line)', 'self.add_line_all(line)');
    // multifactory writing a computed attribute on the class it is handed: anything may be added.
    const edited = baseText(base).replace('    Multi._multistanza = stanza\n', '    Multi._multistanza = stanza\n    setattr(stanza, "get_%s" % plugin_attrib, get_multi)\n');
    expect(edited).not.toBe(baseText(base));
    const writes = stubbedDebianSource(T, 'Label.set_lines', { ...scope, read: scope.read.filter((f) => f !== base), extra: new Map([[base, edited]]) });
    const clean = stubbedDebianSource(T, 'Label.set_lines', { ...scope, read: scope.read.filter((f) => f !== base), extra: new Map([[base, baseText(base)]]) });
    expect(clean.check(wrong).errors).toHaveLength(1);
    expect(writes.check(wrong)).toMatchObject({ errors: [] });
    // stanzabase.py not read: register_stanza_plugin is unknown.
    const unread = stubbedDebianSource(T, 'Label.set_lines', { ...scope, read: scope.read.filter((f) => f !== base) });
    expect(unread.check(wrong)).toMatchObject({ errors: [] });
  });
});

function baseText(file: string): string {
  return readFileSync(join(DIST_PACKAGES, file), 'utf8');
}
