import { LANGUAGES } from '@portal/contracts';
import { helpContentSchema, informationHtmlSchema } from '@portal/contracts/information';
import { textSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { contextOf } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { helpContent, informationHtml } from './service';

const tags = ['information'];

/** The information pages and help tabs (spec §2 `/user_info/*`), rendered from the pages' markdown. */
export const informationRoutes: FeaturePlugin = (app) => {
  app.get('/information_pages/content', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'An information page (e.g. url=/user_info/terms_en) as HTML rendered from its markdown',
      querystring: z.object({ url: textSchema().min(1).max(200) }),
      response: { 200: informationHtmlSchema },
    },
    handler: (request) => informationHtml(contextOf(request), request.query.url),
  });
  app.get('/information_pages/help', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The help tabs of a language, in order, as HTML',
      querystring: z.object({ lang: z.enum(LANGUAGES) }),
      response: { 200: helpContentSchema },
    },
    handler: (request) => helpContent(contextOf(request), request.query.lang),
  });
};
