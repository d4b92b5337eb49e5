import java.lang.reflect.*;
import java.util.*;
/**
 * Prints, for each java.lang type named by its arguments, its public method names (static and instance, inherited ones
 * included, Object's left out) as `Name<Super names...` where Super is the java.lang superclass the names are added to
 * (its own line lists the rest); `Name names...` when the superclass is Object. bench/support/java-lang-methods-gen.ts calls it.
 */
public class JavaLangMethods {
  static Set<String> names(Class<?> c) {
    Set<String> out = new TreeSet<>();
    for (Method m : c.getMethods()) out.add(m.getName());
    return out;
  }
  public static void main(String[] a) throws Exception {
    Set<String> object = names(Object.class);
    Set<String> want = new HashSet<>(Arrays.asList(a));
    for (String n : a) {
      Class<?> c = Class.forName("java.lang." + n);
      Set<String> own = names(c);
      own.removeAll(object);
      Class<?> s = c.getSuperclass();
      String head = n;
      if (s != null && s != Object.class && s.getPackageName().equals("java.lang") && want.contains(s.getSimpleName())) {
        own.removeAll(names(s));
        head = n + "<" + s.getSimpleName();
      }
      System.out.println(head + (own.isEmpty() ? "" : " " + String.join(" ", own)));
    }
  }
}
