/**
 * A class decorated by its base's classmethod (issue 22, session 25; Python held out 18's member miss in mutagen, read
 * after its blind run), on real Debian source (python3-mutagen): mutagen/asf/_objects.py decorates each object class
 * with `@BaseObject._register`, a `@classmethod` whose body is `cls._TYPES[other.GUID] = other` / `return other` — it
 * records the class in a registry and hands it back unchanged. The decorator rule (a plain function whose every
 * `return` gives the class back and that writes nothing on it but what its text shows) now reads such a method too,
 * the class being its second parameter (a staticmethod's first); a method under any other decorator stays unread.
 */
import { describe, expect, it } from 'vitest';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: a class decorated by a classmethod that registers it', () => {
  const { body, check } = stubbedDebianSource('mutagen/asf/_objects.py', 'CodecListObject.parse');

  it("mutagen's CodecListObject (under @BaseObject._register) is closed: a made-up member is an error", () => {
    expect(body).toContain('self._parse_entry(data, offset)');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const mutant = check(body.replace('self._parse_entry(data, offset)', 'self._parse_entry_all(data, offset)'));
    expect(mutant.ok).toBe(false);
    expect(mutant.errors.join(' ')).toMatch(/`CodecListObject` has no member `_parse_entry_all`/);
  });
});
