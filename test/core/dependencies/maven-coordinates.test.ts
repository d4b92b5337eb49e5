/**
 * Session 21 (issue 22): the coordinates of a repository's dependencies from its build files, on Debian's real poms
 * (libguava-java's guava-31.1-jre.pom, whose versions come from its parent guava-parent's dependencyManagement and
 * properties) and on Gradle's literal coordinates.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gradleDependencies, pomDependencies, pomParent, pomProperties } from '../../../src/core/dependencies/maven-coordinates.js';

const GUAVA_POM = readFileSync('/usr/share/maven-repo/com/google/guava/guava/31.1-jre/guava-31.1-jre.pom', 'utf8');
const PARENT_POM = readFileSync('/usr/share/maven-repo/com/google/guava/guava-parent/31.1-jre/guava-parent-31.1-jre.pom', 'utf8');

describe('pom.xml', () => {
  it("names the parent, and takes versions from the parent's dependencyManagement and properties", () => {
    // Debian rewrites the parent's version to its alias `debian` (the adapter's fallback finds it).
    expect(pomParent(GUAVA_POM)).toEqual({ group: 'com.google.guava', artifact: 'guava-parent', version: 'debian' });
    const alone = pomDependencies(GUAVA_POM);
    const withParent = pomDependencies(GUAVA_POM, PARENT_POM);
    // Debian's guava pom gives its two dependencies no version; its parent's dependencyManagement does.
    expect(alone).toEqual([{ group: 'org.jsr-305', artifact: 'jsr305' }, { group: 'com.google.errorprone', artifact: 'error_prone_annotations' }]);
    expect(withParent).toEqual([{ group: 'org.jsr-305', artifact: 'jsr305', version: '0.x' }, { group: 'com.google.errorprone', artifact: 'error_prone_annotations', version: 'debian' }]);
    expect(pomProperties(PARENT_POM).get('project.version')).toBe('31.1-jre');
  });

  it('substitutes ${property} and leaves an unknown one without a version', () => {
    const pom = '<project><version>2.1</version><properties><asm.version>9.4</asm.version></properties><dependencies>'
      + '<dependency><groupId>org.ow2.asm</groupId><artifactId>asm</artifactId><version>${asm.version}</version></dependency>'
      + '<dependency><groupId>${project.groupId}x</groupId><artifactId>own</artifactId><version>${project.version}</version></dependency>'
      + '<dependency><groupId>a</groupId><artifactId>b</artifactId><version>${nowhere}</version></dependency></dependencies></project>';
    expect(pomDependencies(pom)).toEqual([{ group: 'org.ow2.asm', artifact: 'asm', version: '9.4' }, { group: 'a', artifact: 'b' }]);
  });
});

describe('Gradle', () => {
  it("reads literal 'group:artifact:version' strings, with $var from a literal assignment", () => {
    const build = "ext.asmVersion = '9.4'\ndependencies {\n  implementation 'org.ow2.asm:asm:$asmVersion'\n  api(\"com.google.guava:guava:31.1-jre\")\n  testImplementation 'junit:junit:4.13.2'\n}\n";
    expect(gradleDependencies([build])).toEqual([
      { group: 'org.ow2.asm', artifact: 'asm', version: '9.4' },
      { group: 'com.google.guava', artifact: 'guava', version: '31.1-jre' },
      { group: 'junit', artifact: 'junit', version: '4.13.2' },
    ]);
  });
});
