import crypto from 'node:crypto';
import fs from 'node:fs';
import { AUTHORITY_LOGO_MAX_BYTES, AUTHORITY_LOGO_MAX_SIDE, type ParameterCode } from '@portal/contracts/settings';
import type { Language } from '@portal/contracts/languages';
import type { PublicSettings } from '@portal/contracts/public-settings';
import { eq, inArray } from 'drizzle-orm';
import type Sharp from 'sharp';
import { writeAudit } from '../../platform/audit/audit';
import { publicDataChanged } from '../../platform/http/public-cache';
import { letterheadLogo } from '../../platform/pdf/letterhead-logo';
import { lazyPackage } from '../../platform/lazy-package';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/http/context';
import { applicationParameters, authorityLogo } from './tables';

const sharp = lazyPackage<typeof Sharp>('sharp');
import { parameterValue, setParameter } from './service';

// The authority that runs the portal (ADR 0089): its names, address, contact and logo, kept in the settings and
// read by every PDF's letterhead, every mail and the web. Nothing else writes the authority's name.

const LOGO_ROW = 'logo';
/** The settings that make up the authority's identity (the logo aside). */
export const AUTHORITY_CODES = [
  'authority_name_sq',
  'authority_name_en',
  'authority_name_sr',
  'authority_address_sq',
  'authority_address_en',
  'authority_address_sr',
  'authority_phone',
  'authority_email',
  'authority_web',
] as const satisfies readonly ParameterCode[];

/** The authority as a document in one language prints it. */
export type AuthorityIdentity = {
  /** The name in the document's language. */
  name: string;
  names: Record<Language, string>;
  /** The address in the language, one line each. */
  address: string[];
  phone: string;
  email: string;
  web: string;
  /** The letterhead's lines under the name: the address, then the contact on one line. */
  lines: string[];
  /** The logo as the letterhead prints it (`letterheadLogo`: opaque, small), or null when none was uploaded. */
  logo: Buffer | null;
};

async function storedAuthority(db: Db) {
  const rows = await db
    .select()
    .from(applicationParameters)
    .where(inArray(applicationParameters.code, [...AUTHORITY_CODES]));
  const stored = new Map(rows.map((r) => [r.code, r.value]));
  const value = (code: (typeof AUTHORITY_CODES)[number]) => String(parameterValue(code, stored.get(code))).trim();
  return {
    names: { sq: value('authority_name_sq'), en: value('authority_name_en'), sr: value('authority_name_sr') },
    address: {
      sq: value('authority_address_sq'),
      en: value('authority_address_en'),
      sr: value('authority_address_sr'),
    },
    phone: value('authority_phone'),
    email: value('authority_email'),
    web: value('authority_web'),
  };
}

/** The authority's name in every language: what mails sign with. */
export async function authorityNames(db: Db): Promise<Record<Language, string>> {
  return (await storedAuthority(db)).names;
}

/** The authority in a language: what PDFs put in their letterhead (logo, name, address, contact). */
export async function authorityIdentity(db: Db, lang: Language): Promise<AuthorityIdentity> {
  // One after the other: callers pass their transaction, which is one connection.
  const stored = await storedAuthority(db);
  const [logo] = await db
    .select({ png: authorityLogo.png, sha256: authorityLogo.sha256 })
    .from(authorityLogo)
    .where(eq(authorityLogo.id, LOGO_ROW));
  const address = stored.address[lang]
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const contact = [stored.phone, stored.email, stored.web].filter(Boolean).join(' · ');
  return {
    name: stored.names[lang],
    names: stored.names,
    address,
    phone: stored.phone,
    email: stored.email,
    web: stored.web,
    lines: contact ? [...address, contact] : address,
    logo: logo ? await letterheadLogo(Buffer.from(logo.png, 'base64'), logo.sha256) : null,
  };
}

/** The public part of the identity (`GET /public_settings`): names, address, contact and the logo's address. */
export async function publicAuthority(db: Db): Promise<PublicSettings['authority']> {
  const stored = await storedAuthority(db);
  const [logo] = await db
    .select({ sha256: authorityLogo.sha256 })
    .from(authorityLogo)
    .where(eq(authorityLogo.id, LOGO_ROW));
  return { ...stored, logoUrl: logo ? `/authority/logo?v=${logo.sha256.slice(0, 16)}` : null };
}

/** The logo's PNG bytes for `GET /authority/logo`; 404 when none was uploaded. */
export async function logoContent({ db }: ServiceContext): Promise<Buffer> {
  const [logo] = await db.select({ png: authorityLogo.png }).from(authorityLogo).where(eq(authorityLogo.id, LOGO_ROW));
  if (!logo) throw notFound();
  return Buffer.from(logo.png, 'base64');
}

/**
 * An uploaded logo made safe: a PNG is decoded and encoded anew, an SVG is drawn (rasterised) by sharp, without
 * fetching anything it names; either comes out as a PNG of at most 512 px a side. What is not a PNG or an SVG, or
 * does not decode, is refused (400 `file`).
 */
export async function sanitiseLogo(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest({ file: 'validation.file_empty' });
  if (bytes.length > AUTHORITY_LOGO_MAX_BYTES) throw badRequest({ file: 'validation.file_too_large' });
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isSvg = !isPng && /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
  if (!isPng && !isSvg) throw badRequest({ file: 'validation.file_content_mismatch' });
  try {
    const image = sharp()(bytes, { limitInputPixels: 25_000_000, failOn: 'error', density: isSvg ? 144 : undefined });
    const metadata = await image.metadata();
    if (metadata.format !== (isPng ? 'png' : 'svg')) throw new Error('not the format it claims');
    return await image
      .resize(AUTHORITY_LOGO_MAX_SIDE, AUTHORITY_LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw badRequest({ file: 'validation.file_content_mismatch' });
  }
}

async function storeLogo(db: Db, png: Buffer): Promise<string> {
  const sha256 = crypto.createHash('sha256').update(png).digest('hex');
  const row = { png: png.toString('base64'), sha256, updatedAt: new Date() };
  await db
    .insert(authorityLogo)
    .values({ id: LOGO_ROW, ...row })
    .onConflictDoUpdate({ target: authorityLogo.id, set: row });
  return sha256;
}

/** Admin: replaces the logo with the sanitised upload, audited with the old and new versions. */
export async function saveLogo(
  { db, caller: { actor } }: ServiceContext,
  upload: Buffer,
): Promise<PublicSettings['authority']> {
  const png = await sanitiseLogo(upload);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ sha256: authorityLogo.sha256 }).from(authorityLogo);
    const sha256 = await storeLogo(tx, png);
    await writeAudit(tx, {
      action: 'authority_logo.update',
      entity: 'application_parameter',
      entityId: 'authority_logo',
      before: { sha256: before?.sha256 ?? null },
      after: { sha256 },
      ...actor,
    });
    await publicDataChanged(tx, ['settings']);
    return publicAuthority(tx);
  });
}

/** Admin: removes the logo (letterheads go on without one), audited. */
export async function removeLogo({ db, caller: { actor } }: ServiceContext): Promise<PublicSettings['authority']> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(authorityLogo).returning({ sha256: authorityLogo.sha256 });
    if (!before) throw notFound();
    await writeAudit(tx, {
      action: 'authority_logo.delete',
      entity: 'application_parameter',
      entityId: 'authority_logo',
      before: { sha256: before.sha256 },
      after: null,
      ...actor,
    });
    await publicDataChanged(tx, ['settings']);
    return publicAuthority(tx);
  });
}

/** The demo's address, contact and emblem (a neutral drawing), set once when the demo is seeded. */
const DEMO_AUTHORITY: Partial<Record<ParameterCode, string>> = {
  authority_address_sq: 'Sheshi i Doganës 1\n10000 Qyteti Demo',
  authority_address_en: '1 Customs Square\n10000 Demo City',
  authority_address_sr: 'Carinski trg 1\n10000 Demo grad',
  authority_phone: '+000 38 000 000',
  authority_email: 'info@customs.example',
  authority_web: 'https://customs.example',
};

export async function seedDemoAuthority(db: Db): Promise<void> {
  const rows = await db
    .select({ code: applicationParameters.code, value: applicationParameters.value })
    .from(applicationParameters)
    .where(inArray(applicationParameters.code, Object.keys(DEMO_AUTHORITY)));
  const stored = new Map(rows.map((r) => [r.code, r.value]));
  for (const [code, value] of Object.entries(DEMO_AUTHORITY) as Array<[ParameterCode, string]>) {
    if (!stored.get(code)) await setParameter(db, code, value);
  }
  const [logo] = await db.select({ id: authorityLogo.id }).from(authorityLogo);
  if (!logo) await storeLogo(db, await demoEmblem());
}

/** The demo's emblem (a neutral drawing) made a PNG as an uploaded SVG is: what the demo seed stores. */
export async function demoEmblem(): Promise<Buffer> {
  return sanitiseLogo(fs.readFileSync(new URL('./demo-emblem.svg', import.meta.url)));
}
