/**
 * A class registered as a virtual subclass of an abstract base class (issue 22, session 24; python held out 16's two
 * autobahn misses, read after its blind run): wamp/protocol.py ends with `ISession.abc_register(ApplicationSession)`
 * (autobahn's `_ABC` binds `abc_register = abc.ABC.register`) and websocket/protocol.py with
 * `IWebSocketChannel.register(WebSocketProtocol)`. A module-level call handed the class read as "may add anything",
 * which left both classes open. ABCMeta's `register` records the class in the ABC and hands it back unchanged; the
 * check now tells it from the receiver's class (read whole up to `abc.ABC`), and scopeFiles reads that class's module.
 * A class decorated `@abc.MutableMapping.register` (jinja2's LRUCache) is the same registration. Real Debian source:
 * python3-autobahn and python3-jinja2.
 */
import { describe, expect, it } from 'vitest';
import { registersVirtualSubclass, type ReadClass } from '../../../../src/core/languages/python/answer/abc-registration.js';
import { moduleLevelPatches } from '../../../../src/core/languages/python/answer/class-patches.js';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

describe('Python answer checks: a class registered with an abstract base class', () => {
  it("closes autobahn's ApplicationSession under ISession.abc_register: the original clean, a made-up member an error", () => {
    const T = 'autobahn/wamp/protocol.py';
    const scope = scopeRounds(T, [], true);
    expect(scope.read).toContain('autobahn/wamp/interfaces.py');
    const { body, check } = stubbedDebianSource(T, 'ApplicationSession.onLeave', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self._errback_outstanding_requests(exc)', 'self._errback_outstanding_requests_all(exc)');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`ApplicationSession` has no member `_errback_outstanding_requests_all`/)]);
    // Without the ABC's module the registration may be anything: open.
    const unread = stubbedDebianSource(T, 'ApplicationSession.onLeave', { ...scope, read: scope.read.filter((f) => f !== 'autobahn/wamp/interfaces.py') });
    expect(unread.check(wrong).errors).toEqual([]);
  });

  it("closes autobahn's WebSocketProtocol(ObservableMixin) under IWebSocketChannel.register", () => {
    const T = 'autobahn/websocket/protocol.py';
    const scope = scopeRounds(T, [], true);
    const { body, check } = stubbedDebianSource(T, 'WebSocketProtocol._fail_connection', scope);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    const wrong = body.replace('self.sendCloseFrame(', 'self.sendCloseFrame_all(');
    expect(wrong).not.toBe(body);
    expect(check(wrong).errors).toEqual([expect.stringMatching(/`WebSocketProtocol` has no member `sendCloseFrame_all`/)]);
  });

  it("closes jinja2's @abc.MutableMapping.register LRUCache: the original clean, a made-up member and a wrong arity errors", () => {
    const { body, check } = stubbedDebianSource('jinja2/utils.py', 'LRUCache.__init__');
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self._postinit()', 'self._post_init()')).errors).toEqual([expect.stringMatching(/`LRUCache` has no member `_post_init`/)]);
    expect(check(body.replace('self._postinit()', 'self._postinit(capacity)')).errors).toEqual([expect.stringMatching(/`self\._postinit\(\)` takes at most 0 positional arguments/)]);
  });

  it("tells ABCMeta's register from any other registering call", () => {
    const text = [
      'import abc', 'from collections.abc import Sized', 'import registry',
      'class IFoo(abc.ABC):', '    pass',
      'class IBar(IFoo):', '    def register(self, cls):', '        cls.extra = 1',
      'class Aliased(metaclass=abc.ABCMeta):', '    add = abc.ABC.register',
      'class Plain:', '    def register(self, cls):', '        pass',
      'class Meta(type):', '    pass',
      'class Custom(metaclass=Meta):', '    pass',
      'class Unread(registry.Base):', '    pass', '',
    ].join('\n');
    const parsed = parsePython(text);
    const resolve = (written: string): ReadClass | undefined => {
      const def = parsed.definitions.find((d) => d.kind === 'class' && d.name === written);
      return def === undefined ? undefined : { file: 'm.py', def, parsed, text };
    };
    const registers = (callee: string): boolean => registersVirtualSubclass(callee, parsed, resolve);
    expect(registers('Sized.register')).toBe(true);
    expect(registers('IFoo.register')).toBe(true);
    expect(registers('Aliased.add')).toBe(true);
    // register overridden, not an ABC, another metaclass, a base not read, not register: may change the class.
    expect(registers('IBar.register')).toBe(false);
    expect(registers('Plain.register')).toBe(false);
    expect(registers('Custom.register')).toBe(false);
    expect(registers('Unread.register')).toBe(false);
    expect(registers('IFoo.subscribe')).toBe(false);
    expect(registers('registry.register')).toBe(false);
    // At module level only the statement `X.m(Name)` is read through the predicate; anything else still opens.
    expect(moduleLevelPatches('C', 'class C:\n    pass\nIFoo.register(C)\n', registers)).toEqual({ open: false, added: [] });
    expect(moduleLevelPatches('C', 'class C:\n    pass\nIFoo.register(C)\n')).toMatchObject({ open: true });
    expect(moduleLevelPatches('C', 'class C:\n    pass\nIBar.register(C)\n', registers)).toMatchObject({ open: true });
  });
});
