import { idPathSchema } from '@portal/contracts/input';
import { contextOf } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { sendFile } from '../attachments';
import { openVocabularyTemplate, registerVocabularyTemplateFiles } from './template-files';

const tags = ['vocabularies'];

/**
 * The template files of authorization types and goods types (customs-portal spec §7, "Downloads"). They are
 * uploaded through `POST /attachments/{bean}/{objectId}` (beans `portal_authorization_type`, `portal_goods_type`:
 * one file per request, replacing the previous one) by the type's managers.
 */
export const vocabularyTemplateRoutes: FeaturePlugin = (app) => {
  registerVocabularyTemplateFiles();

  app.get('/get_authorization_type_template/:id', {
    // Public like the spec's other downloads; an inactive type's file only for its managers.
    config: { access: 'public' },
    schema: {
      tags,
      summary: "Download an authorization type's template file (404 when it has none)",
      params: idPathSchema,
    },
    handler: async (request, reply) => {
      const { attachment, content } = await openVocabularyTemplate(
        contextOf(request),
        'portal_authorization_types',
        request.params.id,
      );
      return sendFile(reply, attachment, content);
    },
  });

  app.get('/get_goods_type_template/:id', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "Download a goods type's template file (404 when it has none)",
      params: idPathSchema,
    },
    handler: async (request, reply) => {
      const { attachment, content } = await openVocabularyTemplate(
        contextOf(request),
        'portal_goods_types',
        request.params.id,
      );
      return sendFile(reply, attachment, content);
    },
  });
};
