import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { MODULES } from '../modules/registry';
import { dependencyOrder, findCycle, moduleGraph } from './module-graph';

const repository = path.resolve(import.meta.dirname, '../../../..');
const server = path.join(repository, 'apps/server/src');

/** The rules lint reports for a file of this content at this place in the server (the file need not exist). */
async function lintRules(relativePath: string, code: string): Promise<string[]> {
  // A planted file belongs to no tsconfig: the rules under test need no types, so type-aware linting is off.
  const eslint = new ESLint({ cwd: repository, overrideConfig: tseslint.configs.disableTypeChecked });
  const [result] = await eslint.lintText(code, { filePath: path.join(server, relativePath) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('the module walls', () => {
  it('lint refuses an import of a file inside another module, and accepts its door', async () => {
    expect(await lintRules('modules/news/planted.ts', "export { findUserById } from '../users/service';\n")).toContain(
      'local/module-door',
    );
    expect(await lintRules('modules/news/planted.ts', "export { findUserById } from '../users';\n")).not.toContain(
      'local/module-door',
    );
    // A table's foreign key too: the door exports the tables other modules refer to.
    expect(await lintRules('modules/news/tables.ts', "import { users } from '../users/tables';\n")).toContain(
      'local/module-door',
    );
    expect(await lintRules('modules/news/tables.ts', "import { users } from '../users';\n")).not.toContain(
      'local/module-door',
    );
    // Only tables may take another module's tables from its door: a service asks that module's functions.
    expect(await lintRules('modules/news/service.ts', "export { users } from '../users';\n")).toContain(
      'local/module-door',
    );
    // Nor the whole door, which carries them.
    for (const whole of [
      "export * from '../users';\n",
      "import * as users from '../users';\nexport const u = users;\n",
      "export const load = () => import('../users');\n",
    ]) {
      expect(await lintRules('modules/news/service.ts', whole), whole).toContain('local/module-door');
    }
    // The app's top goes through the doors too.
    expect(await lintRules('planted.ts', "export { userRoutes } from './modules/users/routes';\n")).toContain(
      'local/module-door',
    );
  }, 30_000);

  it('lint refuses platform code importing a module', async () => {
    expect(
      await lintRules('platform/http/planted.ts', "export { findUserById } from '../../modules/users';\n"),
    ).toContain('import-x/no-restricted-paths');
  }, 30_000);

  it('the modules import each other without a cycle, and a planted cycle is found', () => {
    const graph = moduleGraph();
    expect(findCycle(graph)).toBeUndefined();

    const planted = new Map([...graph].map(([node, targets]) => [node, new Set(targets)]));
    const [low, high] = dependencyOrder(graph).filter((node) => !node.startsWith('#') && graph.get(node)!.size > 1);
    planted.get(low)!.add(high);
    expect(findCycle(planted)).toContain(low);
  });

  it('the graph points one way: the app above modules, modules above the platform', () => {
    const graph = moduleGraph();
    expect([...graph.get('#platform')!]).toEqual([]);
    for (const [node, targets] of graph) {
      if (node !== '#app') expect([node, [...targets].filter((target) => target === '#app')]).toEqual([node, []]);
    }
  });

  it('the registry lists every module once, each after the modules it imports', () => {
    const graph = moduleGraph();
    const names = MODULES.map((module) => module.name);
    const folders = fs
      .readdirSync(path.join(server, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...names].sort()).toEqual(folders.sort());
    names.forEach((name, index) => {
      const later = [...(graph.get(name) ?? [])].filter((dependency) => names.indexOf(dependency) > index);
      expect([name, later]).toEqual([name, []]);
    });
  });
});
