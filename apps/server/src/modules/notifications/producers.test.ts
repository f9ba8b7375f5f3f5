import fs from 'node:fs';
import path from 'node:path';
import { NOTICE_KINDS } from '@portal/contracts/notifications';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every kind of notice has a producer: a call of the module's `notify` (or `notifyWhen`) somewhere in the server's own code (tests and
// their helpers aside) whose kind argument is that kind. Read with the TypeScript checker, not a text search: a kind
// passed through a variable counts by its type (`'participation_approved' | 'participation_rejected'`), and a call
// whose kind is not known to the checker (a wide `NoticeKind`, a type parameter) is refused, since it would count for
// every kind. Each producer's own behaviour is tested beside it; this test only sees that none is missing.

const serverRoot = path.resolve(import.meta.dirname, '../../..');
const notifyFile = path.join(serverRoot, 'src/modules/notifications/service.ts');
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.endsWith('/test-support.ts') || file.includes('/src/test/');

/** The module's doors and the place of their kind argument. */
const KIND_ARGUMENT: Record<string, number> = { notify: 2, notifyWhen: 3 };

type Producers = { byKind: Map<string, string[]>; unknown: string[] };

function findProducers(): Producers {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(serverRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  // Only files that call something named notify or notifyWhen are given to the checker (the rest comes in by their imports).
  const files = config.fileNames.filter(
    (file) =>
      file.startsWith(path.join(serverRoot, 'src')) &&
      !isTestCode(file) &&
      /\bnotify(When)?\s*[(<]/.test(fs.readFileSync(file, 'utf8')),
  );
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const byKind = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue;
    const where = (node: ts.Node) =>
      `${path.relative(serverRoot, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        let symbol = checker.getSymbolAtLocation(node.expression);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const declared = symbol?.declarations?.[0];
        const kindAt = symbol ? KIND_ARGUMENT[symbol.name] : undefined;
        // notify itself is notifyWhen with a condition that always holds: its own call is not a producer.
        if (
          kindAt !== undefined &&
          declared?.getSourceFile().fileName === notifyFile &&
          source.fileName !== notifyFile
        ) {
          const kindArgument = node.arguments[kindAt];
          const type = checker.getTypeAtLocation(kindArgument);
          const parts = type.isUnion() ? type.types : [type];
          // A kind known to the checker is one literal, or a union of a few; the whole NoticeKind is not.
          if (parts.every((p) => p.isStringLiteral()) && parts.length < NOTICE_KINDS.length) {
            for (const part of parts) {
              byKind.set(part.value, [...(byKind.get(part.value) ?? []), where(node)]);
            }
          } else {
            unknown.push(`${where(node)}: ${checker.typeToString(type)}`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { byKind, unknown };
}

describe('notice producers', () => {
  it('every kind of notice has a producer in the server, and every producer names its kind', () => {
    const { byKind, unknown } = findProducers();
    expect(unknown, 'notify calls whose kind the checker cannot tell').toEqual([]);
    expect(NOTICE_KINDS.filter((kind) => !byKind.has(kind))).toEqual([]);
    // The reading itself works: the kinds a producer passes through a variable are counted too.
    expect(byKind.get('participation_rejected')?.[0]).toMatch(/^src\/modules\/participation-requests\//);
    expect([...byKind.keys()].every((kind) => (NOTICE_KINDS as readonly string[]).includes(kind))).toBe(true);
  }, 120_000);
});
