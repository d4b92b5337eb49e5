import { describe, expect, it } from 'vitest';
import { parse } from './helpers.js';

describe('parsePython imports', () => {
  it('reads import forms: dotted, aliases, relative levels, star, __future__', () => {
    const parsed = parse(
      'import os, a.b.c as abc, x.y',
      'from . import sibling',
      'from ..pkg.mod import (one as uno,',
      '    two)',
      'from .mod import *',
      'from __future__ import annotations',
    );
    expect(parsed.imports.map((i) => [i.kind, i.module, i.level, i.name, i.alias, i.boundName, i.line])).toEqual([
      ['import', 'os', 0, undefined, undefined, 'os', 1],
      ['import', 'a.b.c', 0, undefined, 'abc', 'abc', 1],
      ['import', 'x.y', 0, undefined, undefined, 'x', 1],
      ['from', '', 1, 'sibling', undefined, 'sibling', 2],
      ['from', 'pkg.mod', 2, 'one', 'uno', 'uno', 3],
      ['from', 'pkg.mod', 2, 'two', undefined, 'two', 3],
      ['from', 'mod', 1, '*', undefined, '*', 5],
      ['from', '__future__', 0, 'annotations', undefined, 'annotations', 6],
    ]);
  });

  it('marks lazy imports with their scope, TYPE_CHECKING blocks and ImportError alternatives', () => {
    const parsed = parse(
      'from typing import TYPE_CHECKING',
      'import typing',
      'if TYPE_CHECKING:',
      '    from .models import Model',
      'if typing.TYPE_CHECKING:',
      '    import heavy',
      'else:',
      '    heavy = None',
      'try:',
      '    import simplejson as json',
      'except ImportError:',
      '    import json',
      'try:',
      '    import yaml',
      'except (ValueError, ModuleNotFoundError):',
      '    yaml = None',
      'try:',
      '    import strict',
      'except ValueError:',
      '    pass',
      'class C:',
      '    def m(self):',
      '        from .lazy import thing',
      '        def inner():',
      '            import deep',
    );
    const view = parsed.imports.map((i) => `${i.boundName}:${i.scope ?? '-'}:${i.typeCheckingOnly ? 'T' : ''}${i.optional ? 'O' : ''}`);
    expect(view).toEqual([
      'TYPE_CHECKING:-:',
      'typing:-:',
      'Model:-:T',
      'heavy:-:T',
      'json:-:O',
      'json:-:O',
      'yaml:-:O',
      'strict:-:',
      'thing:C.m:',
      'deep:C.m.inner:',
    ]);
  });
});
