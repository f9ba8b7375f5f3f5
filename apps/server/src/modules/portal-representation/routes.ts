import { PORTAL_HOME_PAGE } from '@portal/contracts/portal-cases';
import {
  grantRepresentationSchema,
  representationSchema,
  revokeRepresentationSchema,
} from '@portal/contracts/portal-representation';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { grantRepresentation, listRepresentations, revokeStandingRepresentation } from './service';

/** The portal's filers: a party manages its register from its profile. */
const FILERS = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
const tags = ['portal representations'];

/** `/data/rest/portal_representations`: the register of the intermediaries a party lets submit for it (ADR 0075). */
export const portalRepresentationRoutes: FeaturePlugin = (app) => {
  app.get('/portal_representations', {
    config: FILERS,
    schema: {
      tags,
      summary: "The representations the caller's party (their company, else themself) granted, newest first",
      response: { 200: z.array(representationSchema) },
    },
    handler: (request) => listRepresentations(signedInContext(request)),
  });

  app.post('/portal_representations/grant', {
    config: FILERS,
    schema: {
      tags,
      summary:
        'Names an intermediary (by username) who may submit cases for the party, until an optional last day; 400 username/endsOn, 409 portal.representation_already_granted',
      body: grantRepresentationSchema,
      response: { 200: representationSchema },
    },
    handler: (request) => grantRepresentation(signedInContext(request), request.body),
  });

  app.post('/portal_representations/revoke', {
    config: FILERS,
    schema: {
      tags,
      summary: 'Revokes a representation the party granted; 409 portal.standing_representation_already_revoked',
      body: revokeRepresentationSchema,
      response: { 200: representationSchema },
    },
    handler: (request) => revokeStandingRepresentation(signedInContext(request), request.body.id),
  });
};
