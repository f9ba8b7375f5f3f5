import fs from 'node:fs';
import path from 'node:path';

const serverSrc = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(serverSrc, 'modules');
const isTestFile = (file: string) =>
  /\.test\.ts$|test-support\.ts$|test-files\.ts$/.test(file) || file.startsWith(path.join(serverSrc, 'test'));

/** `modules/<name>` for a module file, `#platform` or `#app` for the rest of the server. */
export function layerOf(file: string): string {
  const rel = path.relative(serverSrc, file).split(path.sep);
  if (rel[0] === 'modules' && rel.length > 2) return rel[1];
  return rel[0] === 'platform' ? '#platform' : '#app';
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Who imports whom among the server's layers (modules by name, `#platform`, `#app`), from the relative
 * imports of every non-test file. A table's foreign-key import of another module's table counts like any other
 * import: a foreign key points down the graph too.
 */
export function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(serverSrc)) {
    if (isTestFile(file)) continue;
    const from = layerOf(file);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1]);
      const to = layerOf(target.endsWith('.ts') || !fs.existsSync(target) ? target : path.join(target, 'index.ts'));
      if (to !== from) targets.add(to);
    }
  }
  return graph;
}

/** One cycle of the graph as the list of its nodes (first repeated at the end), or undefined when it has none. */
export function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

/** The module names in an order where each comes after everything it imports (the graph must be acyclic). */
export function dependencyOrder(graph: Map<string, Set<string>>): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (node: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) visit(next);
    order.push(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node);
  return order;
}

export { modulesDir };
