import { idPathSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import type { App } from '../../platform/http/types';
import {
  addLine,
  deleteLine,
  linesOfReadableCase,
  saveLine,
  type LineInput,
  type LineRow,
  type PositionedLines,
} from './positioned-lines';

/** Filers (their own cases; the services check ownership). */
const filer = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
/** Filers and officers (the services let officers read submitted cases). */
const reader = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const ok = z.object({ status: z.literal('ok') });

type Route = { path: string; summary: string };

/**
 * The four routes of one kind of positioned lines, declared: the list of a case (`GET …/:id`, filers and officers),
 * add and save (`POST`, the body's schema), remove (`DELETE …/:id`), each with its spec path written out.
 */
export type LineRoutes<Row extends LineRow, Out, Add extends LineInput, Save extends Add & { itemNumber: number }> = {
  lines: PositionedLines<Row, Out, Add>;
  /** The answer's schema of one line. */
  line: z.ZodType<Out>;
  list: Route;
  add: Route & { body: z.ZodType<Add> };
  save: Route & { body: z.ZodType<Save> };
  remove: Route;
};

/** Declares one kind of lines' routes (the types tie the bodies' schemas to the lines' input). */
export const lineRoutes = <Row extends LineRow, Out, Add extends LineInput, Save extends Add & { itemNumber: number }>(
  routes: LineRoutes<Row, Out, Add, Save>,
) => routes as unknown as LineRoutes<LineRow, unknown, LineInput, { itemNumber: number }>;

/** Registers the routes of each kind of lines declared (under the module's OpenAPI tags). */
export function registerLineRoutes(
  app: App,
  tags: string[],
  declared: ReadonlyArray<LineRoutes<LineRow, unknown, LineInput, { itemNumber: number }>>,
): void {
  for (const { lines, line, list, add, save, remove } of declared) {
    app.get(list.path, {
      config: reader,
      schema: { tags, summary: list.summary, params: idPathSchema, response: { 200: z.array(line) } },
      handler: (request) => linesOfReadableCase(signedInContext(request), lines, request.params.id),
    });
    app.post(add.path, {
      config: filer,
      schema: { tags, summary: add.summary, body: add.body, response: { 200: line } },
      handler: (request) => addLine(signedInContext(request), lines, request.body),
    });
    app.post(save.path, {
      config: filer,
      schema: { tags, summary: save.summary, body: save.body, response: { 200: line } },
      handler: (request) => saveLine(signedInContext(request), lines, request.body),
    });
    app.delete(remove.path, {
      config: filer,
      schema: { tags, summary: remove.summary, params: idPathSchema, response: { 200: ok } },
      handler: async (request) => {
        await deleteLine(signedInContext(request), lines, request.params.id);
        return { status: 'ok' as const };
      },
    });
  }
}
