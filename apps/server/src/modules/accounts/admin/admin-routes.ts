import { pagedFilterQuerySchema, pagedSchema, USERNAME_MAX_LENGTH } from '@portal/contracts';
import {
  adminUserSchema,
  userLogEntrySchema,
  userLogQuerySchema,
  userUpdateSchema,
} from '@portal/contracts/user-admin';
import { textSchema, idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { badRequest } from '../../../platform/errors';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import {
  deleteUserByStaff,
  logOfUsername,
  pagedUsers,
  updateUserByStaff,
  userByIdForStaff,
  userByUsernameForStaff,
  USERS_PAGE as USERS,
} from './admin-service';
import { COMPANIES_FOR_APPROVAL_PAGE, INDIVIDUALS_FOR_APPROVAL_PAGE } from '../registry-scope/registry-scope';
import { listExport } from '../../../platform/export/export-route';
import type { ExportColumn } from '../../../platform/export/list-export';
import type { AdminUser } from '@portal/contracts/user-admin';
// The access screens choose a user from this list too.
const USER_LIST = { pages: [USERS, '/admin/auth/user_pages'] } as const;
const USER_LOG = { pages: [USERS, COMPANIES_FOR_APPROVAL_PAGE, INDIVIDUALS_FOR_APPROVAL_PAGE] } as const;
const okSchema = z.object({ status: z.literal('ok') });
const TAGS = ['users'];

/**
 * `/admin/auth/users`: accounts, one account, the account's log, staff edits of e-mail, phone and language,
 * and the deletion of an account without history (one with history is rejected or blocked instead).
 */
/** The users list's columns as the administration's list shows them. */
const USER_EXPORT: ExportColumn<AdminUser>[] = [
  { header: 'admin.id', fallback: 'ID', value: (row) => row.id },
  { header: 'user.username', fallback: 'Username', value: (row) => row.username },
  { header: 'user.email', fallback: 'E-mail', value: (row) => row.email },
  { header: 'user.phone', fallback: 'Phone', value: (row) => row.phone },
  { header: 'language.label', fallback: 'Language', value: (row) => row.lang.toUpperCase() },
  {
    header: 'user.status',
    fallback: 'Status',
    value: (row) => row.status,
    label: (s) => `user.status_${s.toLowerCase()}`,
  },
  { header: 'user.created_at', fallback: 'Registered', kind: 'dateTime', value: (row) => row.createdAt },
];

export const userAdminRoutes: FeaturePlugin = (app) => {
  app.get('/users/paged', {
    config: { access: USER_LIST },
    schema: {
      tags: TAGS,
      summary: 'Accounts, paged (filters username, email, status, search)',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(adminUserSchema) },
    },
    handler: (request) => pagedUsers(signedInContext(request), request.query),
  });
  app.get(
    '/users/export',
    listExport({
      config: { access: USER_LIST },
      name: 'users',
      tags: TAGS,
      read: (request, query) => pagedUsers(signedInContext(request), query),
      columns: USER_EXPORT,
    }),
  );
  app.get('/users/log', {
    config: { access: USER_LOG },
    schema: {
      tags: TAGS,
      summary: 'The log of an account (code = username), newest first, paged',
      querystring: userLogQuerySchema,
      response: { 200: pagedSchema(userLogEntrySchema) },
    },
    handler: (request) => logOfUsername(signedInContext(request), request.query),
  });
  app.get('/users/by_username/:username', {
    config: { access: USER_LIST },
    schema: {
      tags: TAGS,
      summary: 'One account by username',
      params: z.object({ username: textSchema().min(1).max(USERNAME_MAX_LENGTH) }),
      response: { 200: adminUserSchema },
    },
    handler: (request) => userByUsernameForStaff(signedInContext(request), request.params.username),
  });
  app.get('/users/:id', {
    config: { access: USER_LIST },
    schema: { tags: TAGS, summary: 'One account', params: idPathSchema, response: { 200: adminUserSchema } },
    handler: (request) => userByIdForStaff(signedInContext(request), request.params.id),
  });
  app.post('/users/:id', {
    config: { access: { pages: [USERS] } },
    schema: {
      tags: TAGS,
      summary: 'Staff: change an account’s e-mail, phone and language',
      params: idPathSchema,
      body: userUpdateSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => {
      if (request.body.id !== undefined && request.body.id !== request.params.id)
        throw badRequest({ id: 'validation.invalid_value' });
      return updateUserByStaff(signedInContext(request), request.params.id, request.body);
    },
  });
  app.delete('/users/:id', {
    config: { access: { pages: [USERS] } },
    schema: {
      tags: TAGS,
      summary: 'Staff: delete an account without history (409 user_has_history), never the last administrator',
      params: idPathSchema,
      response: { 200: okSchema },
    },
    handler: async (request) => {
      await deleteUserByStaff(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
  // The admin kit saves with `POST /users` and the id in the body.
  app.post('/users', {
    config: { access: { pages: [USERS] } },
    schema: {
      tags: TAGS,
      summary: 'Staff: change an account’s e-mail, phone and language (id in the body)',
      body: userUpdateSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => {
      const { id } = request.body;
      if (id === undefined) throw badRequest({ id: 'generic.required' });
      return updateUserByStaff(signedInContext(request), id, request.body);
    },
  });
};
