/**
 * Java name resolution as an editor follows it: packages from the path list under any source
 * root (a multi-module Maven layout, src/main/java and src/test/java), single-type, on-demand and
 * static imports, same-package types without an import, nested classes, members through the
 * superclass and interfaces, fields typed by their declaration; and on the JDK's own
 * java.util classes (openjdk-17-source), members inherited two levels up.
 */
import { describe, expect, it } from 'vitest';
import { resolveReference } from '../../../../src/core/graph/resolve-reference.js';
import { memoryGraph } from '../../graph/memory-source.js';
import { readJdk } from './real-code.js';

const java = (...l: string[]): string => `${l.join('\n')}\n`;
const where = (s: { kind: string; file?: string; def?: { qualname: string } } | undefined) =>
  s === undefined ? undefined : s.kind === 'definition' ? `${s.file}:${s.def?.qualname}` : `module ${s.file}`;

const CORE = 'core/src/main/java/com/acme/core';
const APP = 'app/src/main/java/com/acme/app';
const REPO: Record<string, string> = {
  'pom.xml': '<project><modules><module>core</module><module>app</module></modules></project>\n',
  [`${CORE}/Entity.java`]: java('package com.acme.core;', '', 'public abstract class Entity {', '  protected long id;', '  public long id() { return id; }', '}'),
  [`${CORE}/Named.java`]: java('package com.acme.core;', '', 'public interface Named {', '  String name();', '  default String label() { return name(); }', '}'),
  [`${CORE}/Limits.java`]: java('package com.acme.core;', '', 'public final class Limits {', '  public static final int MAX = 10;', '  public static int clamp(int n) { return Math.min(n, MAX); }', '}'),
  [`${CORE}/Repo.java`]: java('package com.acme.core;', '', 'public class Repo {', '  public static class Page { public int size; }', '  public User find(long id) { return null; }', '}'),
  [`${CORE}/User.java`]: java('package com.acme.core;', '', 'public class User extends Entity implements Named {', '  public String name() { return "u"; }', '}'),
  [`${APP}/Service.java`]: java(
    'package com.acme.app;',
    '',
    'import com.acme.core.*;',
    'import com.acme.core.Repo.Page;',
    'import static com.acme.core.Limits.MAX;',
    'import static com.acme.core.Limits.*;',
    '',
    'public class Service {',
    '  private final Repo repo = new Repo();',
    '',
    '  public String describe(long id) {',
    '    User user = repo.find(id);',
    '    Page page = new Page();',
    '    return user.label() + clamp(MAX) + helper() + page.size + new Util().hashCode();',
    '  }',
    '',
    '  private String helper() { return this.repo.find(1).name(); }',
    '}',
  ),
  [`${APP}/Util.java`]: java('package com.acme.app;', '', 'class Util {}'),
  // Another module with a package of the same name: the importing file's own module wins.
  'legacy/src/main/java/com/acme/core/User.java': java('package com.acme.core;', '', 'public class User {}'),
  'app/src/test/java/com/acme/app/ServiceTest.java': java('package com.acme.app;', '', 'class ServiceTest {', '  Service service = new Service();', '}'),
};

describe('Java resolution in a multi-module build', () => {
  it('follows on-demand, nested-type and static imports, and sees its own package without an import', async () => {
    const { resolver } = await memoryGraph(REPO);
    const file = `${APP}/Service.java`;
    expect(where(await resolver.lookupInModule(file, 'Repo'))).toBe(`${CORE}/Repo.java:Repo`);
    expect(where(await resolver.lookupInModule(file, 'Page'))).toBe(`${CORE}/Repo.java:Repo.Page`);
    expect(where(await resolver.lookupInModule(file, 'MAX'))).toBe(`${CORE}/Limits.java:Limits.MAX`);
    expect(where(await resolver.lookupInModule(file, 'clamp'))).toBe(`${CORE}/Limits.java:Limits.clamp`);
    expect(where(await resolver.lookupInModule(file, 'Util'))).toBe(`${APP}/Util.java:Util`);
    expect(where(await resolver.lookupInModule('app/src/test/java/com/acme/app/ServiceTest.java', 'Service'))).toBe(`${APP}/Service.java:Service`);
  });

  it('prefers the package directory of the importing file\'s own module', async () => {
    const { resolver } = await memoryGraph(REPO);
    expect(where(await resolver.lookupInModule(`${APP}/Service.java`, 'User'))).toBe(`${CORE}/User.java:User`);
  });

  it('finds members through the superclass and the interfaces, and a method of its own class used without this', async () => {
    const { resolver, loader } = await memoryGraph(REPO);
    const user = await resolver.lookupInModule(`${CORE}/User.java`, 'User');
    expect(where(await resolver.memberOf(user!, 'id'))).toBe(`${CORE}/Entity.java:Entity.id`);
    expect(where(await resolver.memberOf(user!, 'label'))).toBe(`${CORE}/Named.java:Named.label`);
    const mod = (await loader.load(`${APP}/Service.java`))!;
    const describeDef = mod.byQualname.get('Service.describe')!;
    expect(where((await resolveReference({ ...resolver, loader }, mod, describeDef, ['helper']))?.symbol)).toBe(`${APP}/Service.java:Service.helper`);
  });

  it('types a field by its declaration and a local by its declared type', async () => {
    const { resolver, loader } = await memoryGraph(REPO);
    const mod = (await loader.load(`${APP}/Service.java`))!;
    const helper = mod.byQualname.get('Service.helper')!;
    expect(where((await resolveReference({ ...resolver, loader }, mod, helper, ['this', 'repo', 'find']))?.symbol)).toBe(`${CORE}/Repo.java:Repo.find`);
    const describeDef = mod.byQualname.get('Service.describe')!;
    expect(where((await resolveReference({ ...resolver, loader }, mod, describeDef, ['user', 'label']))?.symbol)).toBe(`${CORE}/Named.java:Named.label`);
  });
});

describe('Java resolution on the JDK\'s java.util', () => {
  const files = ['AbstractCollection', 'AbstractList', 'ArrayList', 'Collection', 'List', 'RandomAccess'];
  const repo = Object.fromEntries(files.map((f) => [`src/java.base/share/classes/java/util/${f}.java`, readJdk(`java.base/java/util/${f}.java`)]));
  const at = (f: string): string => `src/java.base/share/classes/java/util/${f}.java`;

  it('resolves ArrayList\'s bases and a member inherited two levels up', async () => {
    const { resolver } = await memoryGraph(repo);
    const list = await resolver.lookupInModule(at('ArrayList'), 'ArrayList');
    expect(list?.kind).toBe('definition');
    if (list?.kind !== 'definition') return;
    expect((await resolver.basesOf(list.file, list.def)).map((b) => b.def.qualname)).toEqual(['AbstractList', 'List', 'RandomAccess']);
    expect(where(await resolver.memberOf(list, 'containsAll'))).toBe(`${at('AbstractCollection')}:AbstractCollection.containsAll`);
    expect(where(await resolver.memberOf(list, 'subList'))).toBe(`${at('ArrayList')}:ArrayList.subList`);
  });
});
