/**
 * The import rules the compiler cannot see (docs/ARCHITECTURE.md, Boundaries between the sides):
 * - no import specifier climbs three or more `../` (across sides, use the package.json `imports`
 *   aliases: #shared/*, #server/*, #client/*, #tests/*);
 * - no cycle among files' value imports (type-only imports are erased, so they cannot close one).
 *
 * `node scripts/check-imports.mjs` (npm run check) lists offenders and exits 1;
 * `--report` lists them and exits 0.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Where the sources live; builds, data and dependencies are not read. */
export const SOURCE_DIRS = ['server', 'shared', 'client', 'migrations', 'scripts', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-profile', 'dist-ssr', '.tsbuild', 'data', 'test-artifacts', 'coverage', '.git']);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const DECLARATION_FILE = /\.d\.(ts|mts|cts)$/;

/** How many `../` an import specifier climbs: `../../../x.js` is three. */
export function climbs(specifier) {
  const match = /^(?:\.\.\/)+/.exec(specifier);
  return match ? match[0].length / 3 : 0;
}

export const MAX_CLIMB = 2;

function scriptKindOf(fileName) {
  if (/\.(tsx|jsx)$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.(js|mjs|cjs)$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** An import or export that brings no value at run time: `import type`, or only `type` names. */
function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './x.js'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return false; // `export * from` re-exports values
  return clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/**
 * The module specifiers a file names: static imports and re-exports (`typeOnly` when erased at run
 * time) and dynamic `import()` calls (`dynamic`: loaded later, so they cannot close a load cycle).
 */
export function parseImports(source, fileName = 'file.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, scriptKindOf(fileName));
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node), dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyExport(node), dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** package.json `imports` entries of the form `"#name/*": "./dir/*"` as prefix → absolute directory. */
export function aliasesFrom(packageJson, root) {
  const aliases = [];
  for (const [key, target] of Object.entries(packageJson.imports ?? {})) {
    if (typeof target !== 'string' || !key.endsWith('/*') || !target.endsWith('/*')) continue;
    aliases.push({ prefix: key.slice(0, -1), dir: path.resolve(root, target.slice(0, -1)) });
  }
  return aliases;
}

/** Source files an emitted `.js` name may stand for, in the order the compiler tries them. */
function candidatesFor(base) {
  const stem = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const candidates = [base];
  if (/\.(js|jsx)$/.test(base)) candidates.push(`${stem}.ts`, `${stem}.tsx`);
  if (base.endsWith('.mjs')) candidates.push(`${stem}.mts`);
  if (base.endsWith('.cjs')) candidates.push(`${stem}.cts`);
  if (!SOURCE_FILE.test(base)) candidates.push(`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'));
  return candidates;
}

/**
 * The file a specifier names, or null for packages and anything outside the scanned files.
 * `isFile(path)` answers whether a source file exists (a Set's `has` in the checker, a stub in tests).
 */
export function resolveSpecifier(fromFile, specifier, aliases, isFile) {
  let base = null;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(fromFile), specifier);
  else {
    const alias = aliases.find((entry) => specifier.startsWith(entry.prefix));
    if (alias) base = path.join(alias.dir, specifier.slice(alias.prefix.length));
  }
  if (base === null) return null;
  return candidatesFor(base).find((candidate) => isFile(candidate)) ?? null;
}

/** Strongly connected components of more than one file (or a file importing itself): every cycle lies in one. */
export function stronglyConnected(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  // Iterative Tarjan: the import graph is deep enough that recursion is a risk worth not taking.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const to = frame.edges[frame.next++];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: [...(graph.get(to) ?? [])], next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = component.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  }
  return components;
}

/** One cycle through a component, from its first file back to it (shortest by imports). */
export function cycleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

function sourceFilesUnder(dir, files = []) {
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFilesUnder(full, files);
    else if (SOURCE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/** Every offence under `root`: imports that climb too far, and value-import cycles (paths relative to root). */
export function checkImports(root, dirs = SOURCE_DIRS) {
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const aliases = aliasesFrom(packageJson, root);
  const files = dirs.flatMap((dir) => sourceFilesUnder(path.join(root, dir)));
  const known = new Set(files);
  const isFile = (candidate) => known.has(candidate);
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  const deepImports = [];
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, typeOnly, dynamic } of parseImports(readFileSync(file, 'utf8'), file)) {
      if (climbs(specifier) > MAX_CLIMB) deepImports.push({ file: relative(file), specifier });
      if (typeOnly || dynamic) continue;
      const target = resolveSpecifier(file, specifier, aliases, isFile);
      if (target) edges.push(target);
    }
    graph.set(file, edges);
  }
  const cycles = stronglyConnected(graph).map((component) => ({
    files: component.map(relative),
    cycle: cycleThrough(graph, component).map(relative),
  }));
  return { fileCount: files.length, deepImports, cycles };
}

function main() {
  const report = process.argv.includes('--report');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { fileCount, deepImports, cycles } = checkImports(root);
  for (const { file, specifier } of deepImports) {
    console.log(`${file}: '${specifier}' climbs ${climbs(specifier)} folders; use an #alias (package.json imports)`);
  }
  for (const { files, cycle } of cycles) {
    console.log(`import cycle among ${files.length} file(s): ${files.join(', ')}`);
    console.log(`  for one: ${cycle.join(' → ')}`);
  }
  const offences = deepImports.length + cycles.length;
  if (offences === 0) {
    console.log(`check-imports: ${fileCount} files, no deep imports, no cycles`);
    return;
  }
  console.log(`check-imports: ${deepImports.length} deep import(s), ${cycles.length} cycle(s) in ${fileCount} files`);
  if (!report) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && statSync(process.argv[1]).isFile()) main();
