/**
 * A method its decorator registers into another object is not typed by its class (issue 22, session 18, Python held
 * out 10's pyglet false rejection, read after its blind run), on the verbatim Debian file (python3-pyglet):
 * pyglet/window/cocoa/pyglet_textview.py's `PygletTextView_Implementation` holds `PygletTextView =
 * ObjCSubclass('NSTextView', 'PygletTextView')` and decorates its methods `@PygletTextView.method(...)`: they are
 * registered into the Objective-C class, whose objects are their `self` (`self.setFieldEditor_`,
 * `self.interpretKeyEvents_` are NSTextView's). Before, the original bodies were rejected ("has no member").
 * A property accessor (`@position.setter`) and an undecorated method keep `self` typed: wrong members there stay errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../../src/core/languages/python/index.js';
import { validateImplementation } from '../../../../src/core/generate/validate.js';
import { DIST_PACKAGES, stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: a method registered into another object by its decorator', () => {
  const file = 'pyglet/window/cocoa/pyglet_textview.py';

  it("pyglet's PygletTextView_Implementation.initWithCocoaWindow_ and keyDown_: the original bodies, calling NSTextView's methods on `self`, are accepted clean", () => {
    for (const qualname of ['PygletTextView_Implementation.initWithCocoaWindow_', 'PygletTextView_Implementation.keyDown_']) {
      const { body, check } = stubbedDebianSource(file, qualname);
      expect(body).toMatch(/self\.(setFieldEditor_|interpretKeyEvents_)\(/);
      expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    }
  });

  it('a name nothing binds is still an error in such a method', () => {
    const { body, check } = stubbedDebianSource(file, 'PygletTextView_Implementation.keyDown_');
    expect(check(body.replace('NSArray.arrayWithObject_', 'NSArrayList.arrayWithObject_')).errors).toEqual([expect.stringMatching(/`NSArrayList` is not defined/)]);
  });

  it("a property's setter keeps `self` typed: pyglet's Sprite.position setter calling a member Sprite lacks is an error, its original clean", () => {
    const text = readFileSync(join(DIST_PACKAGES, 'pyglet/sprite.py'), 'utf8').split('\n');
    const setterLine = text.findIndex((l, i) => /^\s+def position\(self, position\):/.test(l) && /@position\.setter/.test(text[i - 1] ?? '')) + 1;
    expect(setterLine).toBeGreaterThan(0);
    const { body, check } = stubbedDebianSource('pyglet/sprite.py', 'Sprite.position', { defLine: setterLine, read: ['pyglet/event.py'] });
    expect(body).toMatch(/self\._update_position\(\)/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self._update_position()', 'self._update_position_all()')).errors).toEqual([expect.stringMatching(/`Sprite` has no member `_update_position_all`/)]);
  });

  it('a registrar the class body assigns, in a small module: the registered method is not typed; an undecorated sibling is', () => {
    const source = [
      'class Registry:',
      '    def method(self, sig):',
      '        return lambda f: f',
      '',
      'class Impl:',
      "    Target = Registry()",
      '',
      "    @Target.method('v@')",
      '    def handle(self, event):',
      '        pass',
      '',
      '    def plain(self):',
      '        pass',
      '',
    ].join('\n');
    const parsed = parsePython(source);
    const at = (q: string) => ({ target: parsed.definitions.find((d) => d.qualname === q)!, stub: findStubs(source, parsed).find((s) => s.qualname === q)! });
    const check = (q: string, body: string) => validateImplementation({ source, parsed, ...at(q), body, file: 'm.py', readFiles: new Map() });
    expect(check('Impl.handle', 'self.interpretKeyEvents_(event)')).toMatchObject({ errors: [], warnings: [] });
    expect(check('Impl.plain', 'self.interpretKeyEvents_(1)').errors).toEqual([expect.stringMatching(/`Impl` has no member `interpretKeyEvents_`/)]);
  });
});
