import { formatDay } from '@portal/contracts/dates';
import type { Language } from '@portal/contracts/languages';
import { IPR_VALIDITY_PARAMETER, type IprRightType } from '@portal/contracts/portal-ipr';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { DecisionContext, DecisionSection } from '../portal-cases';
import { getParameter } from '../settings';
import { iprValidity } from './ipr/ipr-approval';
import { findIssuedDecision } from './issued-decisions';
import { complaintDecisions, customsDeclarations, iprGoods, iprRights } from './tables';

// The kinds' own parts of a decision PDF (customs-portal spec: a decision says what it decides on): a complaint
// cites what it contests, an IPR decision lists the rights, the goods and the validity granted.

const COPY: Record<
  Language,
  {
    contested: string;
    declaration: (number: string, office: string, year: number) => string;
    decision: (number: string, issuedOn: string | null) => string;
    rights: string;
    right: Record<IprRightType, string>;
    validUntil: (day: string) => string;
    goods: string;
    tariffCode: (code: string) => string;
    validity: string;
    validFromTo: (from: string, to: string) => string;
  }
> = {
  sq: {
    contested: 'Akti i kontestuar',
    declaration: (n, office, year) => `Deklarata doganore nr. ${n}, zyra doganore ${office}, viti ${year}`,
    decision: (n, on) => (on ? `Vendimi nr. ${n} i datës ${on}` : `Vendimi nr. ${n}`),
    rights: 'Të drejtat',
    right: {
      TRADEMARK: 'Markë tregtare',
      DESIGN: 'Dizajn',
      COPYRIGHT: 'E drejtë e autorit',
      PATENT: 'Patentë',
      GEOGRAPHICAL_INDICATION: 'Tregues gjeografik',
      PLANT_VARIETY: 'Varietet bimor',
      OTHER: 'Tjetër',
    },
    validUntil: (day) => `e vlefshme deri më ${day}`,
    goods: 'Mallrat',
    tariffCode: (code) => `kodi tarifor ${code}`,
    validity: 'Vlefshmëria',
    validFromTo: (from, to) => `Nga ${from} deri më ${to}`,
  },
  en: {
    contested: 'Contested act',
    declaration: (n, office, year) => `Customs declaration no. ${n}, customs office ${office}, year ${year}`,
    decision: (n, on) => (on ? `Decision no. ${n} of ${on}` : `Decision no. ${n}`),
    rights: 'Rights',
    right: {
      TRADEMARK: 'Trademark',
      DESIGN: 'Design',
      COPYRIGHT: 'Copyright',
      PATENT: 'Patent',
      GEOGRAPHICAL_INDICATION: 'Geographical indication',
      PLANT_VARIETY: 'Plant variety',
      OTHER: 'Other',
    },
    validUntil: (day) => `valid until ${day}`,
    goods: 'Goods',
    tariffCode: (code) => `tariff code ${code}`,
    validity: 'Validity',
    validFromTo: (from, to) => `From ${from} to ${to}`,
  },
  sr: {
    contested: 'Osporeni akt',
    declaration: (n, office, year) => `Carinska deklaracija br. ${n}, carinska kancelarija ${office}, godina ${year}`,
    decision: (n, on) => (on ? `Rešenje br. ${n} od ${on}` : `Rešenje br. ${n}`),
    rights: 'Prava',
    right: {
      TRADEMARK: 'Žig',
      DESIGN: 'Dizajn',
      COPYRIGHT: 'Autorsko pravo',
      PATENT: 'Patent',
      GEOGRAPHICAL_INDICATION: 'Geografska oznaka',
      PLANT_VARIETY: 'Biljna sorta',
      OTHER: 'Drugo',
    },
    validUntil: (day) => `važi do ${day}`,
    goods: 'Roba',
    tariffCode: (code) => `tarifna oznaka ${code}`,
    validity: 'Važenje',
    validFromTo: (from, to) => `Od ${from} do ${to}`,
  },
};

/** A complaint's decision cites the declarations or the decision it contests (number; office and year, or date). */
export async function complaintDecisionSections(tx: Db, { row, lang }: DecisionContext): Promise<DecisionSection[]> {
  const t = COPY[lang];
  const declarations = await tx
    .select()
    .from(customsDeclarations)
    .where(eq(customsDeclarations.caseId, row.id))
    .orderBy(asc(customsDeclarations.id));
  const lines = declarations.map((d) => t.declaration(d.declarationNumber, d.declarationOffice, d.declarationYear));
  const [decision] = await tx.select().from(complaintDecisions).where(eq(complaintDecisions.caseId, row.id));
  if (decision) {
    const issued = await findIssuedDecision(tx, decision.decisionNumber);
    lines.push(t.decision(decision.decisionNumber, issued ? formatDay(issued.issuedOn) : null));
  }
  return lines.length > 0 ? [{ title: t.contested, lines }] : [];
}

/** An IPR decision lists the rights and the goods, and when approved the validity it grants. */
export async function iprDecisionSections(
  tx: Db,
  { row, lang, timeZone, decidedAt, approved }: DecisionContext,
): Promise<DecisionSection[]> {
  const t = COPY[lang];
  const [rights, goods] = await Promise.all([
    tx.select().from(iprRights).where(eq(iprRights.caseId, row.id)).orderBy(asc(iprRights.itemNumber)),
    tx.select().from(iprGoods).where(eq(iprGoods.caseId, row.id)).orderBy(asc(iprGoods.itemNumber)),
  ]);
  const sections: DecisionSection[] = [
    {
      title: t.rights,
      lines: rights.map((r) =>
        [
          `${r.itemNumber}. ${t.right[r.rightType as IprRightType]} ${r.rightNumber}`,
          r.description,
          r.validUntil ? t.validUntil(formatDay(r.validUntil)) : null,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    },
    {
      title: t.goods,
      lines: goods.map((g) =>
        [`${g.itemNumber}. ${g.description}`, g.tariffCode ? t.tariffCode(g.tariffCode) : null]
          .filter(Boolean)
          .join(', '),
      ),
    },
  ];
  if (approved) {
    const { validFrom, validTo } = iprValidity(decidedAt, await getParameter(tx, IPR_VALIDITY_PARAMETER), timeZone);
    sections.push({ title: t.validity, lines: [t.validFromTo(formatDay(validFrom), formatDay(validTo))] });
  }
  return sections;
}
