import { ATTACHMENT_BEAN_PATTERN } from '@portal/contracts/attachments';
import type { Db } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/access';
import type { PublicTag } from '../../platform/http/public-cache';

export type AttachmentOwnerContext = { db: Db; auth: AuthContext | null };

/** `true` allows; `false` refuses (401 without a user, else 403); `'not_found'` answers 404 (hides the object). */
export type AttachmentPermission = boolean | 'not_found';

/** The feature that owns a bean decides who may read and change the files of its objects. */
export type AttachmentOwner = {
  canRead(ctx: AttachmentOwnerContext, objectId: number): Promise<AttachmentPermission>;
  canWrite(ctx: AttachmentOwnerContext, objectId: number): Promise<AttachmentPermission>;
  /** The extensions this bean accepts, within the `upload_extensions` parameter; every one of it when absent. */
  extensions?: readonly string[];
  /** One current file per object: an upload carries one file and replaces the object's earlier files. */
  single?: boolean;
  /** The cached public answers that show these files (first photos, first files): dropped on upload and delete. */
  publicTags?: readonly PublicTag[];
};

const owners = new Map<string, AttachmentOwner>();

/**
 * Makes `bean` usable in the attachment routes. Called by the feature that owns the objects
 * (e.g. from its routes plugin); registering again replaces the owner, so building the app twice
 * in one process is fine. A bean nobody registered answers 404.
 */
export function registerAttachmentBean(bean: string, owner: AttachmentOwner): void {
  if (!ATTACHMENT_BEAN_PATTERN.test(bean)) throw new Error(`invalid attachment bean name: ${bean}`);
  owners.set(bean, owner);
}

/** Takes `bean` out of the routes again (a test that made up a bean leaves the registry as it found it). */
export function unregisterAttachmentBean(bean: string): void {
  owners.delete(bean);
}

export function attachmentOwner(bean: string): AttachmentOwner | undefined {
  return owners.get(bean);
}
