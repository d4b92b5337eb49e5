/** Prints the public and protected method names (inherited ones included) of the JDK types listed in the file named by its argument, each as name/arities (`put/2`, `of/0,1,2,1+`: n+ is varargs with n parameters), one line, sorted: bench/support/jdk-types-gen.py calls it. */
import java.lang.reflect.*;
import java.nio.file.*;
import java.util.*;
public class JdkMethodNames {
  public static void main(String[] a) throws Exception {
    TreeMap<String, TreeSet<String>> out = new TreeMap<>();
    for (String t : Files.readAllLines(Path.of(a[0]))) {
      if (t.isBlank()) continue;
      Class<?> c;
      try { c = Class.forName(t, false, JdkMethodNames.class.getClassLoader()); } catch (Throwable e) { System.err.println("skip " + t); continue; }
      Deque<Class<?>> q = new ArrayDeque<>(); q.add(c); Set<Class<?>> seen = new HashSet<>();
      while (!q.isEmpty()) {
        Class<?> k = q.poll(); if (k == null || !seen.add(k)) continue;
        for (Method m : k.getDeclaredMethods()) { int mod = m.getModifiers(); if ((Modifier.isPublic(mod) || Modifier.isProtected(mod)) && !m.isSynthetic()) out.computeIfAbsent(m.getName(), x -> new TreeSet<>()).add(m.getParameterCount() + (m.isVarArgs() ? "+" : "")); }
        if (k.getSuperclass() != null) q.add(k.getSuperclass());
        q.addAll(Arrays.asList(k.getInterfaces()));
      }
    }
    List<String> items = new ArrayList<>();
    for (Map.Entry<String, TreeSet<String>> e : out.entrySet()) items.add(e.getKey() + "/" + String.join(",", e.getValue()));
    System.out.println(String.join(" ", items));
  }
}
