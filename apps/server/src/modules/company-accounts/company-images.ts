import type { Attachment } from '@portal/contracts/attachments';
import { forbidden, notFound, unauthorized } from '../../platform/errors';
import { attachmentsOfObjects } from '../attachments';
import { COMPANY_STAFF_PAGES, companyReadPermission } from './access';
import type { ServiceContext } from '../../platform/http/context';

/**
 * `GET /get_company_{signature|stamp}/{companyId}` (spec §7 "Downloads"): the company's current image of the bean (its
 * newest file); its own users and staff see it, another company's user gets 404.
 */
export async function currentCompanyImage(
  { db, caller: { account: auth } }: ServiceContext,
  bean: string,
  companyId: number,
): Promise<Attachment> {
  const permission = companyReadPermission(auth, companyId, COMPANY_STAFF_PAGES);
  if (permission === 'not_found') throw notFound();
  if (permission !== true) throw auth ? forbidden() : unauthorized();
  const files = await attachmentsOfObjects(db, bean, [companyId]);
  const current = files.at(-1);
  if (!current) throw notFound();
  return current;
}
