/** Prints the public and protected method names (inherited ones included) of the JDK types listed in the file named by its argument, one line, sorted: bench/support/jdk-types-gen.py calls it. */
import java.lang.reflect.*;
import java.nio.file.*;
import java.util.*;
public class JdkMethodNames {
  public static void main(String[] a) throws Exception {
    TreeSet<String> out = new TreeSet<>();
    for (String t : Files.readAllLines(Path.of(a[0]))) {
      if (t.isBlank()) continue;
      Class<?> c;
      try { c = Class.forName(t, false, JdkMethodNames.class.getClassLoader()); } catch (Throwable e) { System.err.println("skip " + t); continue; }
      Deque<Class<?>> q = new ArrayDeque<>(); q.add(c); Set<Class<?>> seen = new HashSet<>();
      while (!q.isEmpty()) {
        Class<?> k = q.poll(); if (k == null || !seen.add(k)) continue;
        for (Method m : k.getDeclaredMethods()) { int mod = m.getModifiers(); if ((Modifier.isPublic(mod) || Modifier.isProtected(mod)) && !m.isSynthetic()) out.add(m.getName()); }
        if (k.getSuperclass() != null) q.add(k.getSuperclass());
        q.addAll(Arrays.asList(k.getInterfaces()));
      }
    }
    System.out.println(String.join(" ", out));
  }
}
