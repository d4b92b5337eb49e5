/*
 * Ground truth for the Java retrieval benchmark from javac itself (attribution through the tree
 * API): an independent oracle that shares no code with DyCoder's front end or resolver.
 * Usage: JavaGroundTruth ROOT MODULE SOURCE_DIR: the `.java` files under ROOT/SOURCE_DIR (module-info
 * aside) are attributed as the JDK module MODULE (`--patch-module`), so their references to each
 * other resolve to their source declarations; MODULE "-" is classpath mode, for code that is not a JDK
 * module: the files alone in the unnamed module, a type of a library that is not there unresolved (so
 * never a dependency). For every method or constructor whose block body
 * has >= 3 statements, braces on lines of their own and the first statement below the `{` line,
 * one JSON line with its dependencies: the types, methods and constructors declared in these
 * files that its body refers to (names, member selections, calls, `new`), the target itself
 * excepted, in the order first met; targets with fewer than 2 are left out. File paths are
 * relative to ROOT; a declaration's line is its first line after its annotations.
 */
import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.lang.model.element.Element;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public final class JavaGroundTruth {
  private record Decl(String file, String name, String kind, long line, String header, String firstBody, long bodyOffset) {}

  private static final Map<Element, Decl> DECLS = new HashMap<>();
  private static final Map<CompilationUnitTree, String[]> TEXT = new HashMap<>();
  private static final Map<CompilationUnitTree, String> FILE = new HashMap<>();
  private static SourcePositions positions;
  private static Trees trees;

  private static String json(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }

  private static long line(CompilationUnitTree unit, long pos) {
    return unit.getLineMap().getLineNumber(pos);
  }

  /** The offset of a declaration's first token after its annotations. */
  private static long declStart(CompilationUnitTree unit, Tree tree, List<? extends AnnotationTree> annotations) {
    String src = String.join("\n", TEXT.get(unit));
    long pos = positions.getStartPosition(unit, tree);
    if (!annotations.isEmpty()) pos = positions.getEndPosition(unit, annotations.get(annotations.size() - 1));
    int i = (int) pos;
    for (;;) {
      while (i < src.length() && Character.isWhitespace(src.charAt(i))) i++;
      if (src.startsWith("//", i)) i = src.indexOf('\n', i) < 0 ? src.length() : src.indexOf('\n', i);
      else if (src.startsWith("/*", i)) i = src.indexOf("*/", i + 2) < 0 ? src.length() : src.indexOf("*/", i + 2) + 2;
      else return i;
    }
  }

  /** Written in the source, not added by javac (a default constructor, an implicit `super()`): it has an end. */
  private static boolean written(CompilationUnitTree unit, Tree tree) {
    return positions.getEndPosition(unit, tree) > 0;
  }

  private static List<Tree> statements(CompilationUnitTree unit, BlockTree body) {
    List<Tree> out = new ArrayList<>();
    if (body != null) for (Tree t : body.getStatements()) if (written(unit, t)) out.add(t);
    return out;
  }

  private static void record(CompilationUnitTree unit, Tree tree, List<? extends AnnotationTree> annotations, String name, String kind, Tree first) {
    Element el = trees.getElement(TreePath.getPath(unit, tree));
    if (el == null) return;
    String[] text = TEXT.get(unit);
    long line = line(unit, declStart(unit, tree, annotations));
    String firstBody = "";
    long offset = 0;
    if (first != null) {
      long fl = line(unit, positions.getStartPosition(unit, first));
      if (fl > line) {
        firstBody = text[(int) fl - 1].trim();
        offset = fl - line - 1;
      }
    }
    DECLS.put(el, new Decl(FILE.get(unit), name, kind, line, text[(int) line - 1].trim(), firstBody, offset));
  }

  private static void collect(CompilationUnitTree unit, ClassTree cls, String prefix, List<Object[]> methods) {
    String qualname = prefix + cls.getSimpleName();
    Tree firstMember = cls.getMembers().stream().filter(m -> written(unit, m)).findFirst().orElse(null);
    record(unit, cls, cls.getModifiers().getAnnotations(), qualname, "class", firstMember);
    for (Tree m : cls.getMembers()) {
      if (m instanceof ClassTree) collect(unit, (ClassTree) m, qualname + ".", methods);
      else if (m instanceof MethodTree) {
        MethodTree method = (MethodTree) m;
        if (!written(unit, method)) continue;
        String name = qualname + "." + (method.getName().contentEquals("<init>") ? cls.getSimpleName().toString() : method.getName().toString());
        BlockTree body = method.getBody();
        List<Tree> stmts = statements(unit, body);
        Tree first = stmts.isEmpty() ? null : stmts.get(0);
        record(unit, method, method.getModifiers().getAnnotations(), name, "method", first);
        methods.add(new Object[] {unit, method, name});
      }
    }
  }

  public static void main(String[] args) throws IOException {
    Path root = Path.of(args[0]);
    List<Path> sources;
    try (Stream<Path> walk = Files.walk(root.resolve(args[2]))) {
      sources = walk.filter(p -> p.toString().endsWith(".java") && !p.getFileName().toString().equals("module-info.java")).sorted().collect(Collectors.toList());
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StandardJavaFileManager fm = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);
    List<String> options = new ArrayList<>(List.of("-proc:none", "-Xlint:none", "-nowarn", "-XDshould-stop.ifError=FLOW", "-Xmaxerrs", "100000"));
    // MODULE "-": classpath mode (code that is not a JDK module): the sources alone in the unnamed module against
    // the JDK; a type from a library that is not there stays unresolved and is never a dependency.
    if (!args[1].equals("-")) options.addAll(List.of("--patch-module", args[1] + "=" + root.resolve(args[2])));
    JavacTask task = (JavacTask) compiler.getTask(null, fm, d -> {}, options, null, fm.getJavaFileObjectsFromPaths(sources));
    trees = Trees.instance(task);
    positions = trees.getSourcePositions();
    List<CompilationUnitTree> units = new ArrayList<>();
    task.parse().forEach(units::add);
    task.analyze();
    List<Object[]> methods = new ArrayList<>();
    for (CompilationUnitTree unit : units) {
      TEXT.put(unit, Files.readString(Path.of(unit.getSourceFile().toUri()), StandardCharsets.UTF_8).split("\n", -1));
      FILE.put(unit, root.relativize(Path.of(unit.getSourceFile().toUri())).toString().replace('\\', '/'));
    }
    for (CompilationUnitTree unit : units) for (Tree t : unit.getTypeDecls()) if (t instanceof ClassTree) collect(unit, (ClassTree) t, "", methods);
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    for (Object[] entry : methods) {
      CompilationUnitTree unit = (CompilationUnitTree) entry[0];
      MethodTree method = (MethodTree) entry[1];
      BlockTree body = method.getBody();
      List<Tree> stmts = statements(unit, body);
      if (stmts.size() < 3) continue;
      String[] text = TEXT.get(unit);
      long open = line(unit, positions.getStartPosition(unit, body));
      long close = line(unit, positions.getEndPosition(unit, body) - 1);
      long first = line(unit, positions.getStartPosition(unit, stmts.get(0)));
      if (!text[(int) open - 1].stripTrailing().endsWith("{") || !text[(int) close - 1].strip().startsWith("}") || first <= open) continue;
      Element self = trees.getElement(TreePath.getPath(unit, method));
      Map<Element, String> deps = new LinkedHashMap<>();
      new TreePathScanner<Void, Void>() {
        private void use(String via) {
          Element el = trees.getElement(getCurrentPath());
          if (el != null && el != self && DECLS.containsKey(el)) deps.putIfAbsent(el, via);
        }

        @Override
        public Void visitIdentifier(IdentifierTree node, Void v) {
          use(getCurrentPath().getParentPath().getLeaf() instanceof com.sun.source.tree.MethodInvocationTree ? "call" : "name");
          return super.visitIdentifier(node, v);
        }

        @Override
        public Void visitMemberSelect(MemberSelectTree node, Void v) {
          use(getCurrentPath().getParentPath().getLeaf() instanceof com.sun.source.tree.MethodInvocationTree ? "call" : "name");
          return super.visitMemberSelect(node, v);
        }

        @Override
        public Void visitNewClass(NewClassTree node, Void v) {
          use("call");
          return super.visitNewClass(node, v);
        }
      }.scan(new TreePath(TreePath.getPath(unit, method), body), null);
      if (deps.size() < 2) continue;
      Decl target = DECLS.get(self);
      if (target == null) continue;
      String firstLine = text[(int) first - 1];
      String indent = firstLine.substring(0, firstLine.length() - firstLine.stripLeading().length());
      List<String> depJson = new ArrayList<>();
      deps.forEach((el, via) -> {
        Decl d = DECLS.get(el);
        depJson.add("{\"file\":" + json(d.file()) + ",\"name\":" + json(d.name()) + ",\"kind\":" + json(d.kind()) + ",\"line\":" + d.line() + ",\"header\":" + json(d.header())
            + ",\"firstBody\":" + json(d.firstBody()) + ",\"bodyOffset\":" + d.bodyOffset() + ",\"via\":" + json(via) + "}");
      });
      out.println("{\"file\":" + json(target.file()) + ",\"qualname\":" + json(target.name()) + ",\"defLine\":" + target.line() + ",\"bodyStart\":" + (open + 1) + ",\"bodyEnd\":" + (close - 1)
          + ",\"indent\":" + json(indent) + ",\"deps\":[" + String.join(",", depJson) + "]}");
    }
    out.flush();
  }
}
