// Exports nobody imports (`node --import tsx scripts/unused-exports.ts`; in `npm test` through
// scripts/unused-exports.test.ts, which expects none). Reads every file with the TypeScript parser
// (no type checker: a few seconds for the whole repository) and lists each exported name of the
// product's sources (game/, common/, functions/, web/ src) that no other file imports.
//
// What counts as a use, by any file of the repository (tests, scripts/, tools/, testing/, e2e/ and
// the configs included): `import { x }` and `import type`; `export { x } from` (when that export is
// used in its turn); `export * from` passes a use of a name on to the module that has it;
// `import * as ns` with `ns.x` (any other use of `ns`: all of the module); `typeof import("m")`;
// `import("m")` as `(await import("m")).x`, `const { x } = await import("m")`, `.then(({ x }) => …)`
// (anything else: all of the module); a string naming a source file (`'/src/app/prerender.tsx'`, a
// setup file): all of the module. Never flagged: the exports of test files, of *.d.ts, of the
// entry points, and of every file outside those four src folders.
//
// An export used only in its own file is reported too: drop its `export`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

export interface Layout {
  /** The repository root: every path below is relative to it. */
  root: string;
  /** Folders whose files' exports are checked. */
  exporters: string[];
  /** Folders or files that only import (their own exports are never flagged). */
  importers: string[];
  /** Files whose exports are used from outside (entry points). */
  entryPoints: string[];
}

export interface UnusedExport {
  /** Relative to the root, with `/`. */
  file: string;
  line: number;
  name: string;
  /**
   * "re-export": `export { x } from` that nobody imports from here (remove it); "own file": used
   * only in its own file (drop the `export`); "dead": used nowhere (remove the code).
   */
  kind: "re-export" | "own file" | "dead";
}

export const REPO_LAYOUT: Layout = {
  root: path.resolve(import.meta.dirname, ".."),
  exporters: ["game/src", "common/src", "functions/src", "web/src"],
  importers: [
    "game",
    "common",
    "functions",
    "web",
    "scripts",
    "testing",
    "tools",
    "e2e",
    "vitest.config.ts",
    "eslint.config.js",
  ],
  entryPoints: ["functions/src/index.ts", "web/src/main.tsx"],
};

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const NOT_EXPORTERS = /(\.(test|spec)\.[cm]?[jt]sx?|\.d\.ts)$/;
const SKIPPED_DIRS = new Set(["node_modules", "coverage", "test-results"]);
/** Build output, at a workspace's top: web/dist, functions/lib. */
const BUILT_DIRS = new Set(["dist", "lib"]);
const RESOLVE_SUFFIXES = [".ts", ".tsx", ".d.ts", ".mts", ".js", ".jsx", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

interface ExportEntry {
  name: string;
  line: number;
  /** The local name in this file (for the own-file check), if any. */
  local?: string;
  /** The declaration's own name node, not counted as a use in the file. */
  node?: ts.Node;
  /** `export { local as name } from "spec"`: the module and its name (none for a package's). */
  from?: { file: string; name: string };
  reExport?: boolean;
}

interface ModuleInfo {
  file: string;
  source: ts.SourceFile;
  exports: ExportEntry[];
  /** `export * from`: the modules whose names pass through. */
  stars: string[];
  /** `export * as ns from`: the name and the module. */
  starAs: Map<string, string>;
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) continue;
    if (BUILT_DIRS.has(entry.name) && existsSync(path.join(dir, "package.json"))) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && SOURCE.test(entry.name)) out.push(full);
  }
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (file.endsWith(".jsx")) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

interface Workspace {
  dir: string;
  name?: string;
  entry?: string;
  /** tsconfig `paths` of the form "prefix/*" -> "dir/*". */
  aliases: { prefix: string; target: string }[];
}

function readWorkspaces(root: string): Workspace[] {
  const rootPackage = path.join(root, "package.json");
  if (!existsSync(rootPackage)) return [];
  const { workspaces = [] } = JSON.parse(readFileSync(rootPackage, "utf8")) as { workspaces?: string[] };
  return workspaces.map((name) => {
    const dir = path.join(root, name);
    const workspace: Workspace = { dir, aliases: [] };
    const packageFile = path.join(dir, "package.json");
    if (existsSync(packageFile)) {
      const pkg = JSON.parse(readFileSync(packageFile, "utf8")) as { name?: string; main?: string; exports?: unknown };
      workspace.name = pkg.name;
      const dot = typeof pkg.exports === "object" && pkg.exports !== null ? Reflect.get(pkg.exports, ".") : pkg.exports;
      const entry = typeof dot === "string" ? dot : pkg.main;
      if (entry) workspace.entry = path.join(dir, entry);
    }
    const tsconfig = path.join(dir, "tsconfig.json");
    if (existsSync(tsconfig)) {
      const { config } = ts.readConfigFile(tsconfig, (file) => readFileSync(file, "utf8")) as { config?: { compilerOptions?: { paths?: Record<string, string[]>; baseUrl?: string } } };
      const options = config?.compilerOptions;
      for (const [pattern, targets] of Object.entries(options?.paths ?? {})) {
        const target = targets[0];
        if (!pattern.endsWith("*") || !target?.endsWith("*")) continue;
        workspace.aliases.push({ prefix: pattern.slice(0, -1), target: path.join(dir, options?.baseUrl ?? ".", target.slice(0, -1)) });
      }
    }
    return workspace;
  });
}

/** Finds the unused exports of the layout's exporter folders. Sorted by file, then line. */
export function findUnusedExports(layout: Layout): UnusedExport[] {
  const { root } = layout;
  const files: string[] = [];
  for (const entry of new Set([...layout.exporters, ...layout.importers])) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) walk(full, files);
    else files.push(full);
  }
  files.splice(0, files.length, ...new Set(files));
  const known = new Set(files);
  const exporterDirs = layout.exporters.map((dir) => path.join(root, dir) + path.sep);
  const entryPoints = new Set(layout.entryPoints.map((file) => path.join(root, file)));
  const checked = (file: string) => exporterDirs.some((dir) => file.startsWith(dir)) && !NOT_EXPORTERS.test(file) && !entryPoints.has(file);
  const workspaces = readWorkspaces(root);

  const resolvePath = (base: string): string | undefined => {
    if (known.has(base)) return base;
    const stem = base.replace(/\.(js|jsx|mjs)$/, "");
    for (const suffix of RESOLVE_SUFFIXES) {
      if (known.has(stem + suffix)) return stem + suffix;
      if (known.has(base + suffix)) return base + suffix;
    }
    return undefined;
  };
  const resolve = (from: string, specifier: string): string | undefined => {
    if (specifier.startsWith(".")) return resolvePath(path.resolve(path.dirname(from), specifier));
    for (const workspace of workspaces) {
      if (!from.startsWith(workspace.dir + path.sep)) continue;
      for (const alias of workspace.aliases) if (specifier.startsWith(alias.prefix)) return resolvePath(path.join(alias.target, specifier.slice(alias.prefix.length)));
    }
    for (const workspace of workspaces) {
      if (!workspace.name) continue;
      if (specifier === workspace.name) return workspace.entry && resolvePath(workspace.entry);
      if (specifier.startsWith(`${workspace.name}/`)) return resolvePath(path.join(workspace.dir, specifier.slice(workspace.name.length + 1)));
    }
    return undefined;
  };
  /**
   * A string that names a source file by its path, from the file's folder, its workspace or the
   * root (a module loaded by path, `'/src/app/prerender.tsx'`). Not in tests: their strings are data.
   */
  const resolveLoose = (from: string, text: string): string | undefined => {
    if (!SOURCE.test(text) || /\s|\*/.test(text) || NOT_EXPORTERS.test(from)) return undefined;
    const relative = text.replace(/^\//, "");
    const workspace = workspaces.find((candidate) => from.startsWith(candidate.dir + path.sep));
    for (const base of [path.dirname(from), root, ...(workspace ? [workspace.dir] : [])]) {
      const found = known.has(path.resolve(base, relative)) ? path.resolve(base, relative) : undefined;
      if (found) return found;
    }
    return undefined;
  };

  // Pass 1: every file's exports, and its uses of other modules.
  const modules = new Map<string, ModuleInfo>();
  const uses: { file: string; name?: string }[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue; // Moved away since the folders were read.
    }
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
    const info: ModuleInfo = { file, source, exports: [], stars: [], starAs: new Map() };
    modules.set(file, info);
    collect(info, (specifier) => resolve(file, specifier), (text) => resolveLoose(file, text), uses);
  }

  // Pass 2: uses flow through re-exports. Exports of files not checked are all used.
  const used = new Map<string, Set<string>>();
  const whole = new Set<string>();
  const namesCache = new Map<string, Set<string>>();
  const exportedNames = (file: string, seen = new Set<string>()): Set<string> => {
    const cached = namesCache.get(file);
    if (cached) return cached;
    const names = new Set<string>();
    const info = modules.get(file);
    if (!info || seen.has(file)) return names;
    seen.add(file);
    for (const entry of info.exports) names.add(entry.name);
    for (const name of info.starAs.keys()) names.add(name);
    for (const star of info.stars) for (const name of exportedNames(star, seen)) if (name !== "default") names.add(name);
    namesCache.set(file, names);
    return names;
  };
  const markWhole = (file: string): void => {
    if (whole.has(file)) return;
    whole.add(file);
    const info = modules.get(file);
    if (!info) return;
    for (const entry of info.exports) markUse(file, entry.name);
    for (const target of info.starAs.values()) markWhole(target);
    for (const star of info.stars) markWhole(star);
  };
  const markUse = (file: string, name: string): void => {
    let names = used.get(file);
    if (!names) used.set(file, (names = new Set()));
    if (names.has(name)) return;
    names.add(name);
    const info = modules.get(file);
    if (!info) return;
    let own = false;
    for (const entry of info.exports) {
      if (entry.name !== name) continue;
      own = true;
      if (entry.from) markUse(entry.from.file, entry.from.name);
    }
    const starAs = info.starAs.get(name);
    if (starAs) return markWhole(starAs);
    if (own || name === "default") return;
    for (const star of info.stars) if (exportedNames(star).has(name)) markUse(star, name);
  };
  for (const use of uses) {
    if (use.name === undefined) markWhole(use.file);
    else markUse(use.file, use.name);
  }
  for (const file of modules.keys()) if (!checked(file)) markWhole(file);

  const unused: UnusedExport[] = [];
  for (const file of modules.keys()) {
    if (!checked(file) || whole.has(file)) continue;
    const info = modules.get(file);
    if (!info) continue;
    const usedNames = used.get(file);
    const ownUses = info.exports.some((entry) => !usedNames?.has(entry.name)) ? localUses(info.source) : undefined;
    for (const entry of info.exports) {
      if (usedNames?.has(entry.name)) continue;
      unused.push({
        file: path.relative(root, file).split(path.sep).join("/"),
        line: entry.line,
        name: entry.name,
        kind: entry.reExport ? "re-export" : entry.local !== undefined && (ownUses?.get(entry.local) ?? []).some((node) => node !== entry.node) ? "own file" : "dead",
      });
    }
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.name.localeCompare(b.name));
}

/** Every identifier of the file by name, but those in export lists (`export { x }`). */
function localUses(source: ts.SourceFile): Map<string, ts.Node[]> {
  const found = new Map<string, ts.Node[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isExportSpecifier(node)) return;
    if (ts.isIdentifier(node)) {
      const list = found.get(node.text) ?? [];
      list.push(node);
      found.set(node.text, list);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

function bindingNames(name: ts.BindingName, out: ts.Identifier[]): void {
  if (ts.isIdentifier(name)) out.push(name);
  else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
}

/** Names read from a module object `param` in `body`, or undefined when it is used otherwise. */
function memberUses(param: ts.Identifier, body: ts.Node): string[] | undefined {
  const names: string[] = [];
  let whole = false;
  const visit = (node: ts.Node): void => {
    if (whole) return;
    if (ts.isIdentifier(node) && node !== param && node.text === param.text) {
      const parent = node.parent;
      if ((ts.isPropertyAccessExpression(parent) && parent.expression === node) || (ts.isQualifiedName(parent) && parent.left === node)) {
        names.push(ts.isPropertyAccessExpression(parent) ? parent.name.text : parent.right.text);
      } else whole = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return whole ? undefined : names;
}

/** Names read from a module object held by the binding `name`, or undefined for all of it. */
function bindingUses(name: ts.BindingName, scope: ts.Node): string[] | undefined {
  if (ts.isIdentifier(name)) return memberUses(name, scope);
  if (ts.isArrayBindingPattern(name)) return undefined;
  const names: string[] = [];
  for (const element of name.elements) {
    if (element.dotDotDotToken) return undefined;
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) names.push(key.text);
    else return undefined;
  }
  return names;
}

/** What a dynamic `import()` takes from its module: names, or undefined for all of it. */
function dynamicImportUses(call: ts.CallExpression): string[] | undefined {
  let node: ts.Node = call;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAwaitExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
    if (parent.name.text === "then" && ts.isCallExpression(parent.parent) && parent.parent.expression === parent) {
      const callback = parent.parent.arguments[0];
      if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
        const param = callback.parameters[0];
        return param ? bindingUses(param.name, callback.body) : [];
      }
      return undefined;
    }
    if (node !== call) return [parent.name.text];
    return undefined;
  }
  if (ts.isVariableDeclaration(parent) && parent.initializer === node && node !== call) {
    const scope = parent.parent.parent.parent;
    return bindingUses(parent.name, scope);
  }
  // `const [{ a }, { b }] = await Promise.all([import("x"), import("y")])`
  if (ts.isArrayLiteralExpression(parent) && node === call) {
    const index = parent.elements.indexOf(call);
    let outer: ts.Node = parent.parent;
    if (!ts.isCallExpression(outer) || !ts.isPropertyAccessExpression(outer.expression) || outer.expression.getText() !== "Promise.all") return undefined;
    while (ts.isParenthesizedExpression(outer.parent) || ts.isAwaitExpression(outer.parent)) outer = outer.parent;
    const declaration = outer.parent;
    if (outer === parent.parent || !ts.isVariableDeclaration(declaration) || !ts.isArrayBindingPattern(declaration.name)) return undefined;
    const element = declaration.name.elements[index];
    if (!element || ts.isOmittedExpression(element) || element.dotDotDotToken) return undefined;
    return bindingUses(element.name, declaration.parent.parent.parent);
  }
  return undefined;
}

function collect(info: ModuleInfo, resolve: (specifier: string) => string | undefined, resolveLoose: (text: string) => string | undefined, uses: { file: string; name?: string }[]): void {
  const { source } = info;
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const use = (file: string | undefined, names: string[] | undefined) => {
    if (!file) return;
    if (names === undefined) uses.push({ file });
    else for (const name of names) uses.push({ file, name });
  };
  const specifierOf = (node: ts.Expression | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = specifierOf(statement.moduleSpecifier);
      const target = specifier === undefined ? undefined : resolve(specifier);
      const clause = statement.importClause;
      if (!target || !clause) continue;
      if (clause.name) use(target, ["default"]);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) use(target, memberUses(bindings.name, source));
      else if (bindings) use(target, bindings.elements.map((element) => (element.propertyName ?? element.name).text));
    } else if (ts.isExportDeclaration(statement)) {
      const specifier = specifierOf(statement.moduleSpecifier);
      const target = specifier === undefined ? undefined : resolve(specifier);
      const clause = statement.exportClause;
      if (specifier !== undefined && !clause) {
        if (target) info.stars.push(target);
      } else if (clause && ts.isNamespaceExport(clause)) {
        if (target) info.starAs.set(clause.name.text, target);
        else info.exports.push({ name: clause.name.text, line: lineOf(clause), reExport: true });
      } else if (clause) {
        for (const element of clause.elements) {
          const name = element.name.text;
          const local = (element.propertyName ?? element.name).text;
          if (specifier !== undefined) info.exports.push({ name, line: lineOf(element), reExport: true, ...(target ? { from: { file: target, name: local } } : {}) });
          else info.exports.push({ name, line: lineOf(element), local });
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      if (!statement.isExportEquals) info.exports.push({ name: "default", line: lineOf(statement) });
    } else if (hasModifier(statement, ts.SyntaxKind.ExportKeyword)) {
      const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
      if (ts.isVariableStatement(statement)) {
        const names: ts.Identifier[] = [];
        for (const declaration of statement.declarationList.declarations) bindingNames(declaration.name, names);
        for (const name of names) info.exports.push({ name: name.text, line: lineOf(name), local: name.text, node: name });
      } else if (ts.isModuleDeclaration(statement) && !ts.isIdentifier(statement.name)) {
        // `declare module "x"`: not an export of this file.
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (isDefault) info.exports.push({ name: "default", line: lineOf(statement), ...(name && ts.isIdentifier(name) ? { local: name.text, node: name } : {}) });
        else if (name && ts.isIdentifier(name)) info.exports.push({ name: name.text, line: lineOf(name), local: name.text, node: name });
      }
    }
  }

  // Everywhere in the file: dynamic imports, `typeof import("m")`, importActual, paths in strings.
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const argument = specifierOf(node.arguments[0]);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        if (argument !== undefined) use(resolve(argument), dynamicImportUses(node));
      } else if (argument !== undefined) {
        const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : "";
        if (/^(require|importActual|requireActual|importMock)$/.test(callee)) use(resolve(argument), undefined);
      }
    } else if (ts.isImportTypeNode(node)) {
      const argument = ts.isLiteralTypeNode(node.argument) ? specifierOf(node.argument.literal as ts.Expression) : undefined;
      if (argument !== undefined) {
        const qualifier = node.qualifier;
        let first: ts.EntityName | undefined = qualifier;
        while (first && ts.isQualifiedName(first)) first = first.left;
        // `importOriginal<typeof import("m")>()` in a mock only names the module's type.
        if (first || !ts.isCallExpression(node.parent)) use(resolve(argument), first ? [first.text] : undefined);
      }
    } else if (ts.isStringLiteralLike(node) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent) && !(ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword)) {
      use(resolveLoose(node.text), undefined);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

export function formatUnused(list: UnusedExport[]): string {
  const advice = { "re-export": "re-exported, never imported from here: remove the re-export", "own file": "used only in its own file: drop `export`", dead: "used nowhere: remove it" };
  return list.map((entry) => `${entry.file}:${entry.line} ${entry.name}: ${advice[entry.kind]}`).join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const unused = findUnusedExports(REPO_LAYOUT);
  if (unused.length > 0) console.log(formatUnused(unused));
  console.log(`${unused.length} unused export(s) (${Math.round(performance.now() - started)} ms)`);
  process.exitCode = unused.length > 0 ? 1 : 0;
}
