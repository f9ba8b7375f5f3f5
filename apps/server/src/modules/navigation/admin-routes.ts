import {
  groupPageSchema,
  pageAssignmentSchema,
  pagedFilterQuerySchema,
  pagedSchema,
  pageGroupInputSchema,
  pageGroupRowSchema,
  pageInputSchema,
  pageRowSchema,
  roleInputSchema,
  rolePagesSchema,
  roleRowSchema,
  userPagesSchema,
  userRolesSchema,
} from '@portal/contracts';
import { textSchema, idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { contextOf, signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import * as groups from './admin-groups-service';
import * as admin from './admin-service';
import { pageContent } from './page-content';

const PAGES = { pages: ['/admin/auth/pages'] } as const;
const GROUPS = { pages: ['/admin/auth/page_groups'] } as const;
const ROLES = { pages: ['/admin/auth/user_roles'] } as const;
const ROLE_PAGES = { pages: ['/admin/auth/user_role_pages', '/admin/auth/pages'] } as const;
const USER_PAGES = { pages: ['/admin/auth/user_pages'] } as const;
const USER_ROLES = { pages: ['/admin/auth/users', '/admin/auth/user_roles'] } as const;

const ok = z.object({ status: z.literal('ok') });
const ids = z.array(z.number().int());
const paged = pagedFilterQuerySchema;

/** Administration of pages, page groups, roles and who holds which page (spec §7 "Pages and navigation"). */
export const navigationAdminRoutes: FeaturePlugin = (app) => {
  // Pages
  app.get('/pages/paged', {
    config: { access: PAGES },
    schema: {
      tags: ['pages'],
      summary: 'Pages, paged',
      querystring: paged,
      response: { 200: pagedSchema(pageRowSchema) },
    },
    handler: (request) => admin.pagedPages(signedInContext(request), request.query),
  });
  app.get('/pages/content', {
    config: { access: 'public' },
    schema: {
      tags: ['pages'],
      summary: 'The text (markdown) of a public information page',
      querystring: z.object({ url: textSchema().min(1).max(200) }),
      response: { 200: z.object({ url: z.string(), content: z.string().nullable() }) },
    },
    handler: (request) => pageContent(contextOf(request), request.query.url),
  });
  app.get('/pages/new', {
    config: { access: PAGES },
    schema: { tags: ['pages'], summary: 'A blank page', response: { 200: pageInputSchema } },
    handler: () => pageInputSchema.parse({ url: '/', name: 'page.new', label: '-' }),
  });
  app.get('/pages/:id', {
    config: { access: PAGES },
    schema: { tags: ['pages'], summary: 'One page', params: idPathSchema, response: { 200: pageRowSchema } },
    handler: (request) => admin.pageById(signedInContext(request), request.params.id),
  });
  app.get('/pages/:id/assigned_roles', {
    config: { access: ROLE_PAGES },
    schema: {
      tags: ['pages'],
      summary: 'Ids of the roles holding a page',
      params: idPathSchema,
      response: { 200: ids },
    },
    handler: (request) => admin.assignedRoles(signedInContext(request), request.params.id),
  });
  app.post('/pages', {
    config: { access: PAGES },
    schema: {
      tags: ['pages'],
      summary: 'Create, or with an id update, a page',
      body: pageInputSchema,
      response: { 200: pageRowSchema },
    },
    handler: (request) => admin.savePage(signedInContext(request), request.body),
  });
  app.delete('/pages/:id', {
    config: { access: PAGES },
    schema: {
      tags: ['pages'],
      summary: 'Delete a page (seeded pages are refused with 409)',
      params: idPathSchema,
      response: { 200: ok },
    },
    handler: async (request) => {
      await admin.deletePage(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
  app.post('/pages/assign', {
    config: { access: ROLE_PAGES },
    schema: {
      tags: ['pages'],
      summary: 'Set the roles that hold a page',
      body: pageAssignmentSchema,
      response: { 200: ids },
    },
    handler: (request) => admin.assignPageToRoles(signedInContext(request), request.body),
  });

  // Page groups
  app.get('/page_groups/paged', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'Page groups, paged',
      querystring: paged,
      response: { 200: pagedSchema(pageGroupRowSchema) },
    },
    handler: (request) => groups.pagedGroups(signedInContext(request), request.query),
  });
  app.get('/page_groups/:id', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'One page group',
      params: idPathSchema,
      response: { 200: pageGroupRowSchema },
    },
    handler: (request) => groups.groupById(signedInContext(request), request.params.id),
  });
  app.post('/page_groups', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'Create, or with an id update, a page group',
      body: pageGroupInputSchema,
      response: { 200: pageGroupRowSchema },
    },
    handler: (request) => groups.saveGroup(signedInContext(request), request.body),
  });
  app.delete('/page_groups/:id', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'Delete a group; its pages stay without a group',
      params: idPathSchema,
      response: { 200: ok },
    },
    handler: async (request) => {
      await groups.deleteGroup(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
  app.get('/page_groups/pages/by_group/:id', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'The pages of a group',
      params: idPathSchema,
      response: { 200: z.array(pageRowSchema) },
    },
    handler: (request) => groups.pagesOfGroup(signedInContext(request), request.params.id),
  });
  app.get('/page_groups/pages', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'Pages to choose from, paged',
      querystring: paged,
      response: { 200: pagedSchema(pageRowSchema) },
    },
    handler: (request) => admin.pagedPages(signedInContext(request), request.query),
  });
  app.post('/page_groups/pages/add', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'Put a page in a group',
      body: groupPageSchema,
      response: { 200: pageRowSchema },
    },
    handler: (request) => groups.movePageToGroup(signedInContext(request), request.body),
  });
  app.get('/page_groups/pages/:id', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'One page of a group',
      params: idPathSchema,
      response: { 200: pageRowSchema },
    },
    handler: (request) => admin.pageById(signedInContext(request), request.params.id),
  });
  app.delete('/page_groups/pages/:id', {
    config: { access: GROUPS },
    schema: {
      tags: ['page groups'],
      summary: 'Take a page out of its group',
      params: idPathSchema,
      response: { 200: pageRowSchema },
    },
    handler: (request) =>
      groups.movePageToGroup(signedInContext(request), { pageId: request.params.id, groupId: null }),
  });

  // Roles and who holds what
  app.get('/user_roles/paged', {
    config: { access: ROLES },
    schema: {
      tags: ['roles'],
      summary: 'Roles, paged',
      querystring: paged,
      response: { 200: pagedSchema(roleRowSchema) },
    },
    handler: (request) => admin.pagedRoles(signedInContext(request), request.query),
  });
  app.get('/user_roles/:id', {
    config: { access: ROLES },
    schema: { tags: ['roles'], summary: 'One role', params: idPathSchema, response: { 200: roleRowSchema } },
    handler: (request) => admin.roleById(signedInContext(request), request.params.id),
  });
  app.post('/user_roles', {
    config: { access: ROLES },
    schema: {
      tags: ['roles'],
      summary: 'Create, or with an id update, a role',
      body: roleInputSchema,
      response: { 200: roleRowSchema },
    },
    handler: (request) => admin.saveRole(signedInContext(request), request.body),
  });
  app.delete('/user_roles/:id', {
    config: { access: ROLES },
    schema: {
      tags: ['roles'],
      summary: 'Delete a role without users (seeded roles are refused)',
      params: idPathSchema,
      response: { 200: ok },
    },
    handler: async (request) => {
      await admin.deleteRole(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
  app.get('/user_roles/:id/pages', {
    config: { access: ROLE_PAGES },
    schema: { tags: ['roles'], summary: 'Ids of the pages a role holds', params: idPathSchema, response: { 200: ids } },
    handler: (request) => admin.pagesOfRole(signedInContext(request), request.params.id),
  });
  app.post('/user_roles/pages', {
    config: { access: ROLE_PAGES },
    schema: { tags: ['roles'], summary: 'Set the pages a role holds', body: rolePagesSchema, response: { 200: ids } },
    handler: (request) => admin.setRolePages(signedInContext(request), request.body),
  });
  app.get('/user_pages/:id', {
    config: { access: USER_PAGES },
    schema: {
      tags: ['roles'],
      summary: 'Ids of the pages a user holds directly',
      params: idPathSchema,
      response: { 200: ids },
    },
    handler: (request) => admin.directPagesOfUser(signedInContext(request), request.params.id),
  });
  app.post('/user_pages', {
    config: { access: USER_PAGES },
    schema: {
      tags: ['roles'],
      summary: 'Set the pages a user holds directly',
      body: userPagesSchema,
      response: { 200: ids },
    },
    handler: (request) => admin.setUserPages(signedInContext(request), request.body),
  });
  app.get('/users/:id/roles', {
    config: { access: USER_ROLES },
    schema: { tags: ['roles'], summary: 'Ids of a user’s roles', params: idPathSchema, response: { 200: ids } },
    handler: (request) => admin.rolesOfUser(signedInContext(request), request.params.id),
  });
  app.post('/users/roles', {
    config: { access: USER_ROLES },
    schema: { tags: ['roles'], summary: 'Set a user’s roles', body: userRolesSchema, response: { 200: ids } },
    handler: (request) => admin.setUserRoles(signedInContext(request), request.body),
  });
};
