/**
 * Class decorators of Python itself and of widely used libraries whose effect on the class is known: what each
 * adds (nothing a body would call, or only the names listed), so the class they decorate keeps a complete member
 * view. Any decorator not named here is read from its source (call-checks.ts `decoratorPatches`) or leaves the class
 * open: an unknown decorator may add anything. Keys are qualified names (stdlib-bases.ts `qualifiedName`).
 */

/** Used bare (`@total_ordering`): the class comes back with these names added. */
export const BARE_CLASS_DECORATORS: Readonly<Record<string, readonly string[]>> = {
  'functools.total_ordering': ['__lt__', '__le__', '__gt__', '__ge__'],
  'typing.final': [], 'typing_extensions.final': [], 'enum.unique': [], 'typing.runtime_checkable': [], 'typing_extensions.runtime_checkable': [],
  // Python 2/3 helpers: on Python 3 the class is returned as it is.
  'six.python_2_unicode_compatible': [], 'django.utils.encoding.python_2_unicode_compatible': [], 'future.utils.python_2_unicode_compatible': [],
};

/** zope.interface's declarations (declarations.py): `classImplements` / `directlyProvides` write these, then hand the class back. */
const ZOPE_DECLARED = ['__implemented__', '__providedBy__', '__provides__'];

/** Called with arguments (`@implementer(IFoo)`): the factory's result hands the class back with these names added. */
export const CALLED_CLASS_DECORATORS: Readonly<Record<string, readonly string[]>> = {
  'zope.interface.implementer': ZOPE_DECLARED, 'zope.interface.declarations.implementer': ZOPE_DECLARED,
  'zope.interface.implementer_only': ZOPE_DECLARED, 'zope.interface.declarations.implementer_only': ZOPE_DECLARED,
  'zope.interface.provider': ZOPE_DECLARED, 'zope.interface.declarations.provider': ZOPE_DECLARED,
  // unittest marks a skipped class with two attributes; enum.verify (3.11) checks and returns the class.
  'unittest.skip': ['__unittest_skip__', '__unittest_skip_why__'], 'unittest.skipIf': ['__unittest_skip__', '__unittest_skip_why__'],
  'unittest.skipUnless': ['__unittest_skip__', '__unittest_skip_why__'], 'enum.verify': [],
};

/** What a known class decorator adds (`called`: written with an argument list), or undefined when it is not known. */
export function knownClassDecorator(qualified: string | undefined, called: boolean): readonly string[] | undefined {
  if (qualified === undefined) return undefined;
  const table = called ? CALLED_CLASS_DECORATORS : BARE_CLASS_DECORATORS;
  return Object.hasOwn(table, qualified) ? table[qualified] : undefined;
}
