import java.lang.module.*;
import java.lang.reflect.*;
import java.net.URI;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;
/**
 * Prints the public types of the unqualified exported packages of the JDK modules named by its arguments ("ALL": every
 * system module; with "INTERNAL", those of the packages NOT exported to everyone instead), one line each: binary-free name (`java.util.Map.Entry`), kind (i interface, c class with a public or protected
 * constructor, f any other class: final or not extendable outside its package), the public supertypes it lists (Object left out), its public and protected methods as name/counts (`2+`: varargs
 * with 2 parameters) and its public and protected fields and member types. A supertype that is not itself public (a
 * package-private class such as java.util.concurrent.atomic.Striped64) is not listed: its members are merged into the
 * type's own. bench/support/jdk-members-gen.py calls it.
 */
public class JdkTypeMembers {
  static boolean listed(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getDeclaringClass()) if (!Modifier.isPublic(k.getModifiers())) return false;
    return true;
  }
  public static void main(String[] a) throws Exception {
    FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
    Set<String> want = new HashSet<>(Arrays.asList(a));
    // "INTERNAL": the packages a module does not export to everyone (jdk.internal.*, sun.*: qualified exports or none) instead.
    boolean internal = want.remove("INTERNAL");
    List<ModuleReference> mods = ModuleFinder.ofSystem().findAll().stream().sorted(Comparator.comparing(m -> m.descriptor().name())).collect(Collectors.toList());
    for (ModuleReference mr : mods) {
      ModuleDescriptor d = mr.descriptor();
      if (!want.contains("ALL") && !want.contains(d.name())) continue;
      Set<String> open = d.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source).collect(Collectors.toSet());
      List<String> pkgs = (internal ? d.packages().stream().filter(p -> !open.contains(p)) : open.stream()).sorted().collect(Collectors.toList());
      for (String p : pkgs) {
        Path dir = jrt.getPath("/modules", d.name(), p.replace('.', '/'));
        if (!Files.isDirectory(dir)) continue;
        List<String> names;
        try (Stream<Path> s = Files.list(dir)) { names = s.map(x -> x.getFileName().toString()).filter(n -> n.endsWith(".class") && !n.equals("package-info.class") && !n.equals("module-info.class")).map(n -> n.substring(0, n.length() - 6)).sorted().collect(Collectors.toList()); }
        for (String n : names) {
          Class<?> c;
          try { c = Class.forName(p + "." + n, false, ClassLoader.getSystemClassLoader()); } catch (Throwable e) { continue; }
          if (c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic() || !listed(c)) continue;
          boolean extendable = Arrays.stream(c.getDeclaredConstructors()).anyMatch(k -> Modifier.isPublic(k.getModifiers()) || Modifier.isProtected(k.getModifiers()));
          String kind = c.isInterface() ? "i" : Modifier.isFinal(c.getModifiers()) || !extendable ? "f" : "c";
          List<String> sup = new ArrayList<>();
          TreeMap<String, TreeSet<String>> ms = new TreeMap<>();
          TreeSet<String> fs = new TreeSet<>();
          Deque<Class<?>> q = new ArrayDeque<>(); q.add(c); Set<Class<?>> seen = new HashSet<>();
          while (!q.isEmpty()) {
            Class<?> k = q.poll();
            if (!seen.add(k)) continue;
            if (k != c && listed(k)) { if (k != Object.class) sup.add(k.getName().replace('$', '.')); continue; }
            for (Method m : k.getDeclaredMethods()) { int mod = m.getModifiers(); if ((Modifier.isPublic(mod) || Modifier.isProtected(mod)) && !m.isSynthetic() && !m.isBridge()) ms.computeIfAbsent(m.getName(), x -> new TreeSet<>()).add(m.getParameterCount() + (m.isVarArgs() ? "+" : "")); }
            for (Field f : k.getDeclaredFields()) { int mod = f.getModifiers(); if ((Modifier.isPublic(mod) || Modifier.isProtected(mod)) && !f.isSynthetic()) fs.add(f.getName()); }
            for (Class<?> m : k.getDeclaredClasses()) { int mod = m.getModifiers(); if (Modifier.isPublic(mod) || Modifier.isProtected(mod)) fs.add(m.getSimpleName()); }
            if (k.getSuperclass() != null) q.add(k.getSuperclass());
            q.addAll(Arrays.asList(k.getInterfaces()));
          }
          String mstr = ms.entrySet().stream().map(e -> e.getKey() + "/" + String.join(",", e.getValue())).collect(Collectors.joining(" "));
          System.out.println(c.getName().replace('$', '.') + "\t" + kind + "\t" + String.join(",", sup) + "\t" + mstr + "\t" + String.join(" ", fs));
        }
      }
    }
  }
}
