/**
 * An annotated receiver whose class is abstract (issue 22, session 29; Python held out 21's false rejection of quart's
 * `Response._process_range_request`, read after its blind run). `self.response: ResponseBody` names `ResponseBody(ABC)`,
 * whose `@abstractmethod`s `__aenter__`/`__aexit__` Python will not instantiate: the object is always a subclass, and
 * `DataBody`, `FileBody` and `IOBody` define the `make_conditional` the body calls. Real Debian source: python3-quart.
 */
import { describe, expect, it } from 'vitest';
import { abstractClass, abstractMethodsLeft } from '../../../../src/core/languages/python/answer/abstract-classes.js';
import { parsePython } from '../../../../src/core/languages/python/index.js';
import { stubbedDebianSource } from './debian-stub.js';
import { scopeRounds } from './scope-rounds.js';

const FILE = 'quart/wrappers/response.py';
const TARGET = 'Response._process_range_request';

describe('Python answer checks: a receiver annotated with an abstract class', () => {
  it("accepts quart's original: the abstract ResponseBody's subclasses in the file define make_conditional", () => {
    const scope = scopeRounds(FILE, [], false);
    const { body, check } = stubbedDebianSource(FILE, TARGET, scope);
    expect(body).toContain('await self.response.make_conditional(begin, end)');
    expect(check(body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    // A name no subclass seen defines is still an error (the subclasses are seen: the template-method rule).
    const wrong = check(body.replaceAll('self.response.make_conditional(', 'self.response.make_conditional_all('));
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join('\n')).toMatch(/`ResponseBody` has no member `make_conditional_all`/);
  });

  it('with no subclass seen and modules unread, the lack is a warning, not an error', () => {
    const scope = scopeRounds(FILE, [], false);
    const edit = (t: string): string => t.replace(/^class (DataBody|IterableBody|FileBody|IOBody)\(ResponseBody\):/gm, 'class $1:');
    const { body, check } = stubbedDebianSource(FILE, TARGET, { ...scope, edit });
    const result = check(body);
    expect(result).toMatchObject({ ok: true, errors: [] });
    expect(result.warnings).toHaveLength(2);
    for (const w of result.warnings) expect(w).toMatch(/`ResponseBody` does not define `make_conditional`; it is abstract/);
  });

  it('a class that is not abstract keeps the error: ResponseBody without ABC and @abstractmethod', () => {
    const scope = scopeRounds(FILE, [], false);
    const edit = (t: string): string => t.replace('class ResponseBody(ABC):', 'class ResponseBody:').replace(/^ {4}@abstractmethod\n/gm, '');
    const { body, check } = stubbedDebianSource(FILE, TARGET, { ...scope, edit });
    const result = check(body);
    expect(result.ok).toBe(false);
    expect(result.errors.join('\n')).toMatch(/`ResponseBody` has no member `make_conditional`/);
  });

  it('an abstract method is left when its nearest definition is abstract and the chain is built by ABCMeta', () => {
    const text = [
      'import abc',
      'from abc import ABCMeta, abstractmethod',
      'class A(abc.ABC):',
      '    @abstractmethod',
      '    def run(self): ...',
      '    @abc.abstractmethod',
      '    def stop(self): ...',
      'class B(A):',
      '    def run(self): return 1',
      'class C(metaclass=ABCMeta):',
      '    @abstractmethod',
      '    def go(self): ...',
      'class D:',
      '    @abstractmethod',
      '    def go(self): ...',
    ].join('\n');
    const parsed = parsePython(text);
    const cls = (name: string) => ({ def: parsed.definitions.find((d) => d.qualname === name)!, parsed, text });
    expect(abstractMethodsLeft([cls('A')], false)).toEqual(['run', 'stop']);
    expect(abstractMethodsLeft([cls('B'), cls('A')], false)).toEqual(['stop']);
    expect(abstractMethodsLeft([cls('C')], false)).toEqual(['go']);
    expect(abstractMethodsLeft([cls('D')], false)).toEqual([]);
  });

  it('a class whose methods call on self what only subclasses define is abstract too; a plain class is not', () => {
    const text = [
      'class Template:',
      '    def run(self):',
      '        return self.step() + self.helper()',
      '    def helper(self):',
      '        return 1',
      'class Plain:',
      '    def run(self):',
      '        return self.helper()',
      '    def helper(self):',
      '        return 1',
    ].join('\n');
    const parsed = parsePython(text);
    const cls = (name: string) => ({ def: parsed.definitions.find((d) => d.qualname === name)!, parsed, text });
    expect(abstractClass([cls('Template')], false, new Set(['run', 'helper']))).toBe(true);
    expect(abstractClass([cls('Plain')], false, new Set(['run', 'helper']))).toBe(false);
  });
});
