/**
 * The benchmark's Java dependency adapter (session 21): the local Maven adapter on Debian's installed trees —
 * /usr/share/maven-repo (Debian's own Maven-layout repository; a named artifact's version is rarely the one installed, so
 * its only version there is taken, `onlyVersionFallback`) and every jar of /usr/share/java (the installed libraries: the
 * benchmark's copies hold the .java files only, no pom.xml, and Debian's Ant-built packages have none, so the machine's
 * installed libraries stand for the package's Build-Depends).
 */
import { localMavenDependencies } from '../../src/adapters/dependencies/maven.js';
import type { DependencyOptions } from '../../src/core/dependencies/port.js';

export const DEBIAN_MAVEN_REPO = '/usr/share/maven-repo';
export const DEBIAN_JAVA_JARS = '/usr/share/java';

export function debianJavaDependencies(): NonNullable<DependencyOptions['java']> {
  return localMavenDependencies({ repository: DEBIAN_MAVEN_REPO, onlyVersionFallback: true, jarDirectories: [DEBIAN_JAVA_JARS] });
}

/** Opens every jar's directory once (the adapter caches them per process), so that no target's deadline pays for it. */
export async function warmDebianJavaDependencies(java: NonNullable<DependencyOptions['java']>): Promise<void> {
  const port = await java([], () => Promise.resolve(undefined));
  await port.list('dycoder/warm', new AbortController().signal);
}
