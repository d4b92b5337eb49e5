import { describe, expect, it } from 'vitest';
import { findStubs, parsePython } from '../../../src/core/languages/python/index.js';
import { overriddenInterfaces } from '../../../src/core/languages/stubs-interfaces.js';

function modules(files: Record<string, string>) {
  return Object.entries(files).map(([file, source]) => {
    const parsed = parsePython(source);
    return { file, parsed, stubs: findStubs(source, parsed) };
  });
}

const BASE = `class Backend:
    """Where blobs live."""

    def read(self, key: str) -> bytes:
        """The blob stored under key."""
        raise NotImplementedError

    def write(self, key: str, data: bytes) -> None:
        raise NotImplementedError()

    def describe(self) -> str:
        raise NotImplementedError


def helper() -> int:
    raise NotImplementedError
`;

describe('overriddenInterfaces', () => {
  it('marks NotImplementedError methods that a subclass elsewhere overrides, directly or through a chain', () => {
    const found = overriddenInterfaces(
      modules({
        'store/base.py': BASE,
        'store/disk.py': 'from . import base\n\nclass Disk(base.Backend):\n    def read(self, key):\n        return open(key, "rb").read()\n',
        'store/cached.py': 'from .disk import Disk\n\nclass Cached(Disk):\n    def write(self, key, data):\n        self.cache[key] = data\n',
      }),
    );
    expect([...found].sort()).toEqual(['store/base.py:Backend.read', 'store/base.py:Backend.write']);
  });

  it('leaves a method no subclass overrides, functions, and non-raise stubs alone', () => {
    const found = overriddenInterfaces(
      modules({
        'a.py': BASE,
        'b.py': 'class Memory(Backend):\n    pass\n\nclass Other:\n    def describe(self):\n        return "x"\n',
        'c.py': 'class Shape:\n    def area(self):\n        pass\n\nclass Square(Shape):\n    def area(self):\n        return 4\n',
      }),
    );
    expect([...found]).toEqual([]);
  });

  it('handles generic bases and cycles in class names without looping', () => {
    const found = overriddenInterfaces(
      modules({
        'g.py': 'from typing import Generic, TypeVar\nT = TypeVar("T")\n\nclass Repo(Generic[T]):\n    def get(self, id):\n        raise NotImplementedError\n\nclass Users(Repo[int]):\n    def get(self, id):\n        return id\n',
        'loop.py': 'class A(B):\n    def m(self):\n        raise NotImplementedError\n\nclass B(A):\n    pass\n',
      }),
    );
    expect([...found]).toEqual(['g.py:Repo.get']);
  });
});
