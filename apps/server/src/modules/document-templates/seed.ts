import { DOCUMENT_TEMPLATE_BEAN } from '@portal/contracts/document-templates';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { textPdf } from '../../platform/storage/sample-files';
import type { FileStorage } from '../../platform/storage/storage';
import { storeServerFile } from '../attachments';
import { documentTemplateGroups, documentTemplates } from './tables';

/** The seeded groups (reference data, on every installation). */
const GROUPS = [
  { code: 'HELP', nameSQ: 'Ndihmë', nameEN: 'Help', nameSR: 'Pomoć' },
  {
    code: 'AUTHORIZATION_TYPE',
    nameSQ: 'Llojet e autorizimeve',
    nameEN: 'Authorization types',
    nameSR: 'Vrste ovlašćenja',
  },
  { code: 'GOODS_TYPE', nameSQ: 'Llojet e mallrave', nameEN: 'Goods types', nameSR: 'Vrste robe' },
  {
    code: 'IPR',
    nameSQ: 'Të drejtat e pronësisë intelektuale',
    nameEN: 'Intellectual property rights',
    nameSR: 'Prava intelektualne svojine',
  },
];

export async function seedDocumentTemplateGroups(db: Db): Promise<void> {
  await db.insert(documentTemplateGroups).values(GROUPS).onConflictDoNothing();
}

type DemoTemplate = { group: string; code: string; names: [string, string, string]; text: string };

const DEMO: DemoTemplate[] = [
  {
    group: 'HELP',
    code: 'HELP_REGISTRATION_GUIDE',
    names: ['Udhëzues për regjistrimin', 'Registration guide', 'Vodič za registraciju'],
    text: 'Registration guide: register as a person or as a trader, confirm your e-mail, wait for approval.',
  },
  {
    group: 'HELP',
    code: 'HELP_BIDDING_GUIDE',
    names: ['Udhëzues për ofertimin', 'Bidding guide', 'Vodič za licitiranje'],
    text: 'Bidding guide: request to take part in a lot, wait for approval, then bid on the live bidding screen.',
  },
  {
    group: 'AUTHORIZATION_TYPE',
    code: 'AUTH_SIMPLIFIED_PROCEDURE',
    names: [
      'Kërkesë për procedurë të thjeshtuar',
      'Application for a simplified procedure',
      'Zahtev za pojednostavljeni postupak',
    ],
    text: 'Application for a simplified customs procedure (template).',
  },
  {
    group: 'GOODS_TYPE',
    code: 'GOODS_DUAL_USE',
    names: [
      'Deklaratë për mallra me përdorim të dyfishtë',
      'Declaration for dual-use goods',
      'Izjava za robu dvostruke namene',
    ],
    text: 'Declaration for dual-use goods (template).',
  },
  {
    group: 'IPR',
    code: 'IPR_APPLICATION',
    names: ['Kërkesë për mbrojtjen e të drejtave', 'Application for action (IPR)', 'Zahtev za zaštitu prava'],
    text: 'Application for customs action to protect intellectual property rights (template).',
  },
];

/** Demo templates with a small PDF each, once: templates already there (by code) are left as administrators made them. */
export async function seedDemoTemplates(deps: { db: Db; storage: FileStorage }, log: FastifyBaseLogger): Promise<void> {
  const { db } = deps;
  try {
    const groups = await db.select().from(documentTemplateGroups);
    const groupId = new Map(groups.map((g) => [g.code, g.id]));
    for (const [i, demo] of DEMO.entries()) {
      const gid = groupId.get(demo.group);
      if (!gid) continue;
      const [existing] = await db
        .select({ id: documentTemplates.id })
        .from(documentTemplates)
        .where(eq(documentTemplates.code, demo.code));
      if (existing) continue;
      const [nameSQ, nameEN, nameSR] = demo.names;
      const [row] = await db
        .insert(documentTemplates)
        .values({ groupId: gid, code: demo.code, nameSQ, nameEN, nameSR, weight: i * 10 })
        .onConflictDoNothing()
        .returning({ id: documentTemplates.id });
      if (!row) continue;
      await storeServerFile(
        deps,
        { bean: DOCUMENT_TEMPLATE_BEAN, objectId: row.id },
        { fileName: `${demo.code.toLowerCase().replace(/_/g, '-')}.pdf`, content: textPdf(demo.text) },
      );
    }
  } catch (error) {
    // Another instance seeding at the same moment: demo data is optional.
    log.warn({ err: error }, 'demo document templates were not seeded');
  }
}
