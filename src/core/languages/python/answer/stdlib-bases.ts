/**
 * Base classes from Python's standard library whose members the check knows without reading them:
 * the `collections.abc` ABCs (their abstract methods and mixins, as the documentation's table lists
 * them), `abc.ABC`, `typing.Generic` and the built-in exceptions. A class over one of these is seen
 * whole when its other bases are, so a member it lacks is found; any other base outside the read
 * files still leaves the class unchecked.
 */
import type { ParsedModule } from '../../types.js';

const CONTAINER = ['__contains__'];
const HASHABLE = ['__hash__'];
const SIZED = ['__len__'];
const ITERABLE = ['__iter__'];
const COLLECTION = [...CONTAINER, ...SIZED, ...ITERABLE];
const SEQUENCE = [...COLLECTION, '__getitem__', '__reversed__', 'index', 'count'];
const MUTABLE_SEQUENCE = [...SEQUENCE, '__setitem__', '__delitem__', 'insert', 'append', 'clear', 'reverse', 'extend', 'pop', 'remove', '__iadd__'];
const SET = [...COLLECTION, '__le__', '__lt__', '__eq__', '__ne__', '__gt__', '__ge__', '__and__', '__or__', '__sub__', '__xor__', 'isdisjoint', '_hash', '_from_iterable'];
const MUTABLE_SET = [...SET, 'add', 'discard', 'clear', 'pop', 'remove', '__ior__', '__iand__', '__ixor__', '__isub__'];
const MAPPING = [...COLLECTION, '__getitem__', 'keys', 'items', 'values', 'get', '__eq__', '__ne__'];
const MUTABLE_MAPPING = [...MAPPING, '__setitem__', '__delitem__', 'pop', 'popitem', 'clear', 'update', 'setdefault'];
const EXCEPTION = ['args', 'with_traceback', 'add_note', '__traceback__', '__cause__', '__context__', '__suppress_context__', '__notes__'];

const ABCS: Readonly<Record<string, readonly string[]>> = {
  Container: CONTAINER, Hashable: HASHABLE, Sized: SIZED, Iterable: ITERABLE, Iterator: [...ITERABLE, '__next__'],
  Reversible: [...ITERABLE, '__reversed__'], Generator: [...ITERABLE, '__next__', 'send', 'throw', 'close'], Callable: ['__call__'],
  Collection: COLLECTION, Sequence: SEQUENCE, MutableSequence: MUTABLE_SEQUENCE, Set: SET, MutableSet: MUTABLE_SET,
  Mapping: MAPPING, MutableMapping: MUTABLE_MAPPING, Awaitable: ['__await__'], AsyncIterable: ['__aiter__'],
  AsyncIterator: ['__aiter__', '__anext__'],
};
const EXCEPTIONS = [
  'BaseException', 'Exception', 'ValueError', 'TypeError', 'RuntimeError', 'KeyError', 'IndexError', 'LookupError', 'OSError', 'IOError',
  'AttributeError', 'NotImplementedError', 'ArithmeticError', 'AssertionError', 'EnvironmentError', 'ConnectionError', 'TimeoutError',
  'PermissionError', 'FileNotFoundError', 'Warning', 'UserWarning', 'DeprecationWarning', 'RuntimeWarning',
];

/** What a module's dotted name offers as base classes: module -> class -> members. */
const MODULES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  'collections.abc': ABCS,
  typing: { ...ABCS, Generic: [] },
  abc: { ABC: [] },
};

/**
 * The members of `base` (as written in the class header, subscripts dropped: `Generic[T]`) when it
 * names a known standard-library class through the file's module-level imports or the builtins;
 * undefined otherwise.
 */
export function stdlibBaseMembers(base: string, parsed: ParsedModule): readonly string[] | undefined {
  const name = base.replace(/\[.*\]$/s, '').trim();
  const parts = name.split('.');
  const head = parts[0]!;
  const shadowed = parsed.definitions.some((d) => d.parent === undefined && d.name === head);
  if (shadowed) return undefined;
  const imp = parsed.imports.find((i) => i.scope === undefined && i.boundName === head);
  if (!imp) return parts.length === 1 && EXCEPTIONS.includes(head) ? EXCEPTION : undefined;
  if (imp.level !== 0) return undefined;
  // `from m import C` / `from collections import abc` then `abc.C`; `import m` / `import collections.abc as abc` then `m.C`.
  const module = imp.kind === 'from' ? (parts.length === 1 ? imp.module : `${imp.module}.${imp.name ?? ''}`) : imp.alias !== undefined ? imp.module : parts.slice(0, -1).join('.');
  const cls = imp.kind === 'from' && parts.length === 1 ? imp.name : parts.length >= 2 ? parts[parts.length - 1] : undefined;
  if (cls === undefined) return undefined;
  if (imp.kind === 'import' && imp.alias === undefined && parts.slice(0, -1).join('.') !== imp.module && !imp.module.startsWith(`${parts.slice(0, -1).join('.')}.`)) return undefined;
  return MODULES[module]?.[cls];
}
