import { idPathSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import { forumMessageSchema, saveForumMessageSchema, submitForumMessageSchema } from '@portal/contracts/portal-forum';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { setForumPublicUrl } from './notices';
import { deleteForumMessage, forumMessagesOf, saveForumMessage, submitForumMessage } from './service';

/** Both sides of a case: its filers (the home page) and the officers (the processing page); the case decides. */
const caseSides = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['portal forum'];
const okSchema = z.object({ status: z.literal('ok') });

/** `/data/rest/forum` and `/forum_messages` (customs-portal spec §7 "Forum"). */
export const portalForumRoutes: FeaturePlugin = (app, { config }) => {
  setForumPublicUrl(config.publicUrl);

  app.get('/forum/get_forum_messages/:id', {
    config: caseSides,
    schema: {
      tags,
      summary:
        "A case's forum ({id} = the forum's id): both sides' submitted messages and the caller's drafts, oldest first",
      params: idPathSchema,
      response: { 200: z.array(forumMessageSchema) },
    },
    handler: (request) => forumMessagesOf(signedInContext(request), request.params.id),
  });

  app.post('/forum_messages', {
    config: caseSides,
    schema: {
      tags,
      summary:
        'Save a draft (or change an own draft: id); bodySR and bodyEN are set equal to bodySQ; submit: true ' +
        'also submits it',
      body: saveForumMessageSchema,
      response: { 200: forumMessageSchema },
    },
    handler: (request) => saveForumMessage(signedInContext(request), request.body),
  });

  app.post('/forum_messages/submit_forum_message', {
    config: caseSides,
    schema: {
      tags,
      summary: 'Submit an own draft; the other side of the case is mailed',
      body: submitForumMessageSchema,
      response: { 200: forumMessageSchema },
    },
    handler: (request) => submitForumMessage(signedInContext(request), request.body.id),
  });

  app.delete('/forum_messages/:id', {
    config: caseSides,
    schema: { tags, summary: 'Delete an own draft', params: idPathSchema, response: { 200: okSchema } },
    handler: async (request) => {
      await deleteForumMessage(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
};
