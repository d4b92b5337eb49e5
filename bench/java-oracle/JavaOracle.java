/*
 * The oracle of the Java front end (src/core/languages/java): javac's own parser through the
 * tree API (com.sun.source), no attribution. Reads file paths, one a line, on stdin; prints one
 * JSON object a line per file: its first syntax error (empty when javac parses it), its
 * definitions by the front end's rule (types at top level and as members of types, qualified
 * by their enclosing types; their methods, constructors named after the class, annotation
 * elements; fields, constants and enum constants; local and anonymous classes are not
 * definitions; a record's component fields are the record's header, not definitions) with the
 * first line (annotations included) and last line, its imports and the definitions that carry
 * Javadoc. Compiled at bench/test time into a temporary folder (never a committed .class).
 */
import com.sun.source.doctree.DocCommentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.LineMap;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.DocTrees;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.Modifier;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public final class JavaOracle {
  private final CompilationUnitTree unit;
  private final SourcePositions positions;
  private final DocTrees docs;
  private final LineMap lines;
  private final List<String> defs = new ArrayList<>();
  private final List<String> documented = new ArrayList<>();

  private JavaOracle(CompilationUnitTree unit, SourcePositions positions, DocTrees docs) {
    this.unit = unit;
    this.positions = positions;
    this.docs = docs;
    this.lines = unit.getLineMap();
  }

  private static String json(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }

  private long line(long pos) {
    return lines.getLineNumber(pos);
  }

  private void add(String kind, String qualname, Tree start, Tree end) {
    long from = positions.getStartPosition(unit, start);
    long to = positions.getEndPosition(unit, end);
    defs.add("{\"kind\":" + json(kind) + ",\"qualname\":" + json(qualname) + ",\"start\":" + line(from) + ",\"end\":" + line(Math.max(from, to - 1)) + "}");
    DocCommentTree doc = docs.getDocCommentTree(TreePath.getPath(unit, start));
    if (doc != null) documented.add(json(qualname + "|" + line(from)));
  }

  private void type(ClassTree cls, String prefix) {
    String qualname = prefix + cls.getSimpleName();
    String kind = cls.getKind().name().toLowerCase(Locale.ROOT).replace("annotation_type", "annotation");
    add(kind, qualname, cls, cls);
    List<? extends Tree> members = cls.getMembers();
    for (int i = 0; i < members.size(); i++) {
      Tree m = members.get(i);
      if (m instanceof ClassTree) {
        type((ClassTree) m, qualname + ".");
      } else if (m instanceof MethodTree) {
        MethodTree method = (MethodTree) m;
        String name = method.getName().contentEquals("<init>") ? cls.getSimpleName().toString() : method.getName().toString();
        add("method", qualname + "." + name, m, m);
      } else if (m instanceof VariableTree) {
        VariableTree v = (VariableTree) m;
        boolean isStatic = v.getModifiers().getFlags().contains(Modifier.STATIC);
        if (kind.equals("record") && !isStatic) continue;
        // `int a, b;` is one VariableTree per name sharing one ModifiersTree: each spans the whole declaration.
        int last = i;
        while (last + 1 < members.size() && members.get(last + 1) instanceof VariableTree && sameDeclaration(v, (VariableTree) members.get(last + 1))) last++;
        for (int j = i; j <= last; j++) add("variable", qualname + "." + ((VariableTree) members.get(j)).getName(), v, members.get(last));
        i = last;
      }
    }
  }

  private static boolean sameDeclaration(VariableTree a, VariableTree b) {
    ModifiersTree ma = a.getModifiers();
    return ma == b.getModifiers() && a.getType() == b.getType();
  }

  private String imports() {
    List<String> out = new ArrayList<>();
    for (ImportTree imp : unit.getImports()) {
      String path = imp.getQualifiedIdentifier().toString();
      int dot = path.lastIndexOf('.');
      out.add(json(path.substring(0, Math.max(dot, 0)) + "|" + path.substring(dot + 1) + "|" + line(positions.getStartPosition(unit, imp))));
    }
    return "[" + String.join(",", out) + "]";
  }

  /** One javac task parses a chunk of files (a task per file costs more than the parse). */
  private static final int CHUNK = 100;

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    List<String> paths = new ArrayList<>();
    for (String path = in.readLine(); path != null; path = in.readLine()) if (!path.isBlank()) paths.add(path);
    for (int from = 0; from < paths.size(); from += CHUNK) {
      List<String> chunk = paths.subList(from, Math.min(paths.size(), from + CHUNK));
      DiagnosticCollector<JavaFileObject> problems = new DiagnosticCollector<>();
      JavacTask task = (JavacTask) compiler.getTask(null, files, problems, List.of("-proc:none", "-Xlint:none", "-nowarn"), null, files.getJavaFileObjectsFromStrings(chunk));
      Map<String, String> results = new HashMap<>();
      DocTrees docs = DocTrees.instance(task);
      for (CompilationUnitTree unit : task.parse()) {
        JavaOracle o = new JavaOracle(unit, docs.getSourcePositions(), docs);
        for (Tree t : unit.getTypeDecls()) if (t instanceof ClassTree) o.type((ClassTree) t, "");
        results.put(unit.getSourceFile().toUri().getPath(), ",\"defs\":[" + String.join(",", o.defs) + "],\"imports\":" + o.imports() + ",\"documented\":[" + String.join(",", o.documented) + "]");
      }
      Map<String, String> errors = new HashMap<>();
      for (Diagnostic<? extends JavaFileObject> d : problems.getDiagnostics()) {
        if (d.getKind() != Diagnostic.Kind.ERROR || d.getSource() == null) continue;
        errors.putIfAbsent(d.getSource().toUri().getPath(), d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
      }
      for (String path : chunk) {
        String key = new File(path).getAbsoluteFile().toURI().getPath();
        out.println("{\"file\":" + json(path) + ",\"error\":" + json(errors.getOrDefault(key, "")) + results.getOrDefault(key, ",\"defs\":[],\"imports\":[],\"documented\":[]") + "}");
      }
    }
    out.flush();
  }
}
