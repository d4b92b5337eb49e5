/**
 * A method its decorator hands to another object (issue 22, session 18, Python held out 10's pyglet false rejection):
 * `@Registry.method(...)` where `Registry` is bound by an assignment in the class body. pyglet's Objective-C classes
 * say `PygletTextView = ObjCSubclass('NSTextView', 'PygletTextView')`, then `@PygletTextView.method('v@') def
 * keyDown_(self, nsevent)`: the function is registered into the Objective-C class, which calls it with its own
 * objects as `self` (`self.interpretKeyEvents_(array)` is an NSTextView method), so `self` is not an instance of the
 * Python class and its calls are not checked against that class's members.
 *
 * Every other decorator keeps `self` typed as today: Python's own (`property`, `classmethod`, `abstractmethod`,
 * `functools.cached_property`...), a property's accessors (`@x.setter`), and repository or third-party wrappers
 * (`@utils.retry`, `@mock.patch(...)`), which leave the wrapped function in the class and are called through its
 * instances. A registrar the class holds is the one form whose target is another object by construction.
 */
import type { Definition, ParsedModule } from '../../types.js';

const ACCESSORS = new Set(['setter', 'getter', 'deleter']);

/** Whether a decorator of the method registers it into an object the class body assigns (then `self` is not typed by the class). */
export function registeredElsewhere(method: Definition, owner: Definition, parsed: ParsedModule): boolean {
  const defined = new Set(parsed.definitions.filter((d) => d.parent === owner.qualname).map((d) => d.name));
  return method.decorators.some((written) => {
    const m = /^([A-Za-z_]\w*)((?:\s*\.\s*[A-Za-z_]\w*)+)\s*(?:\([\s\S]*\))?$/.exec(written.trim());
    if (!m) return false;
    const head = m[1]!;
    const attrs = m[2]!.split('.').map((a) => a.trim()).filter((a) => a !== '');
    if (attrs.length === 1 && ACCESSORS.has(attrs[0]!)) return false;
    return owner.locals.includes(head) && !defined.has(head);
  });
}
