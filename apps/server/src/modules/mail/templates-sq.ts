import { link, list, p, strong } from './fragments';
import type { LanguageCopy } from './templates';
import { portalForumMessage } from './templates-forum';
import { portalCaseAnswered, portalCasesOverdue, portalCaseStatus, portalDecisionExpiring } from './templates-portal';

const CONTACT = p`Për sqarime të mëtejshme mund të na kontaktoni.`;
const ONE_USE_LINK = `Lidhja mund të përdoret vetëm një herë dhe është e vlefshme për një kohë të kufizuar.`;

/** Albanian wording (the default language). */
export const sq: LanguageCopy = {
  greeting: (username) => (username ? p`I/E nderuar ${username},` : p`I/E nderuar përdorues,`),
  closing: (authority) => ['Me respekt,', authority, 'Portali e-Ankand dhe e-Sportel'],
  automaticNotice: 'Ky mesazh është dërguar automatikisht. Ju lutemi mos iu përgjigjni këtij mesazhi.',
  templates: {
    account_confirmation: ({ username, link: url }) => ({
      subject: 'Konfirmoni adresën tuaj të postës elektronike',
      paragraphs: [
        p`Faleminderit që u regjistruat në portalin tonë me emrin e përdoruesit ${strong(username)}.`,
        p`Për të konfirmuar adresën tuaj të postës elektronike, ju lutemi hapni lidhjen e mëposhtme:`,
        p`${link(url)}`,
        p`Pas konfirmimit, kërkesa juaj për regjistrim do t’i dërgohet administratës për shqyrtim. Do të njoftoheni me e-mail sapo llogaria juaj të miratohet.`,
        p`${ONE_USE_LINK} Nëse nuk jeni regjistruar ju, ju lutemi injorojeni këtë mesazh.`,
      ],
    }),
    password_reset: ({ username, link: url }) => ({
      subject: 'Rivendosja e fjalëkalimit',
      paragraphs: [
        p`Kemi marrë një kërkesë për rivendosjen e fjalëkalimit të llogarisë ${strong(username)}.`,
        p`Për të vendosur një fjalëkalim të ri, ju lutemi hapni lidhjen e mëposhtme:`,
        p`${link(url)}`,
        p`${ONE_USE_LINK} Nëse nuk e keni kërkuar ju rivendosjen, injorojeni këtë mesazh: fjalëkalimi juaj mbetet i pandryshuar.`,
      ],
    }),
    username_reminder: ({ usernames }) => ({
      subject: 'Emri juaj i përdoruesit',
      paragraphs: [
        usernames.length === 1
          ? p`Kemi marrë një kërkesë për kujtimin e emrit të përdoruesit të regjistruar me këtë adresë të postës elektronike. Emri i përdoruesit është:`
          : p`Kemi marrë një kërkesë për kujtimin e emrit të përdoruesit të regjistruar me këtë adresë të postës elektronike. Llogaritë e regjistruara me këtë adresë janë:`,
        list(usernames),
        p`Mund të hyni në portal me emrin e përdoruesit dhe fjalëkalimin tuaj. Nëse nuk e keni kërkuar ju këtë njoftim, ju lutemi injorojeni këtë mesazh.`,
      ],
    }),
    account_approved: () => ({
      subject: 'Llogaria juaj u miratua',
      paragraphs: [
        p`Kemi kënaqësinë t’ju njoftojmë se kërkesa juaj për regjistrim u shqyrtua dhe llogaria juaj u miratua.`,
        p`Tani mund të hyni në portal me emrin e përdoruesit dhe fjalëkalimin që keni zgjedhur gjatë regjistrimit.`,
      ],
    }),
    account_rejected: ({ reason }) => ({
      subject: 'Kërkesa juaj për regjistrim u refuzua',
      paragraphs: [
        p`Ju njoftojmë se kërkesa juaj për regjistrim u shqyrtua dhe nuk u miratua.`,
        p`Arsyeja: ${reason}`,
        CONTACT,
      ],
    }),
    account_blocked: ({ reason }) => ({
      subject: 'Llogaria juaj u bllokua',
      paragraphs: [
        p`Ju njoftojmë se llogaria juaj në portal u bllokua dhe nuk mund të hyni më në të.`,
        p`Arsyeja: ${reason}`,
        p`Nëse mendoni se bëhet fjalë për një gabim, ju lutemi na kontaktoni.`,
      ],
    }),
    account_disabled: ({ until }, format) => ({
      subject: 'Llogaria juaj u çaktivizua përkohësisht',
      paragraphs: [
        p`Ju njoftojmë se llogaria juaj në portal u çaktivizua përkohësisht deri më ${strong(format.dateTime(until))}.`,
        p`Deri në këtë datë nuk mund të hyni në portal; pas saj llogaria juaj do të aktivizohet sërish automatikisht.`,
        CONTACT,
      ],
    }),
    account_enabled: () => ({
      subject: 'Llogaria juaj u aktivizua',
      paragraphs: [
        p`Ju njoftojmë se llogaria juaj në portal u aktivizua sërish.`,
        p`Tani mund të hyni në portal me emrin e përdoruesit dhe fjalëkalimin tuaj.`,
      ],
    }),
    account_locked: ({ until, link: url }, format) => ({
      subject: 'Hyrja në llogarinë tuaj është bllokuar përkohësisht',
      paragraphs: [
        p`Pati shumë përpjekje të dështuara për të hyrë në llogarinë tuaj me fjalëkalim të gabuar, prandaj hyrja është bllokuar deri më ${strong(format.dateTime(until))}.`,
        p`Nëse ishit ju, prisni deri atëherë dhe provoni sërish. Nëse nuk ishit ju, dikush mund të jetë duke provuar të gjejë fjalëkalimin tuaj: ju lutemi zgjidhni një fjalëkalim të ri këtu:`,
        p`${link(url)}`,
      ],
    }),
    registration_attempt: ({ signInLink, passwordLink, usernameLink }) => ({
      subject: 'Dikush u përpoq të regjistrohej me adresën tuaj të postës elektronike',
      paragraphs: [
        p`Dikush sapo u përpoq të regjistronte një llogari të re në portalin tonë me këtë adresë të postës elektronike. Me këtë adresë është regjistruar tashmë një llogari, prandaj nuk u krijua asnjë llogari e re.`,
        p`Nëse ishit ju, nuk keni nevojë të regjistroheni përsëri: hyni me llogarinë tuaj këtu:`,
        p`${link(signInLink)}`,
        p`Nëse keni harruar fjalëkalimin ose emrin e përdoruesit, mund t’i rikuperoni këtu:`,
        p`${link(passwordLink)}`,
        p`${link(usernameLink)}`,
        p`Nëse nuk ishit ju, mund ta injoroni këtë mesazh: llogaria juaj nuk ka ndryshuar.`,
      ],
    }),
    participation_approved: ({ auctionNumber, lotCode }) => ({
      subject: `Kërkesa për pjesëmarrje u miratua – ankandi ${auctionNumber}, loti ${lotCode}`,
      paragraphs: [
        p`Ju njoftojmë se kërkesa juaj për pjesëmarrje në ankandin nr. ${strong(String(auctionNumber))}, loti ${strong(lotCode)}, u miratua.`,
        p`Mund të paraqitni oferta për këtë lot pasi të fillojë ankandi, brenda kohës së tij të zhvillimit.`,
      ],
    }),
    participation_rejected: ({ auctionNumber, lotCode, reason }) => ({
      subject: `Kërkesa për pjesëmarrje u refuzua – ankandi ${auctionNumber}, loti ${lotCode}`,
      paragraphs: [
        p`Ju njoftojmë se kërkesa juaj për pjesëmarrje në ankandin nr. ${strong(String(auctionNumber))}, loti ${strong(lotCode)}, nuk u miratua.`,
        ...(reason ? [p`Arsyeja: ${reason}`] : []),
        CONTACT,
      ],
    }),
    auction_cancelled: ({ auctionNumber }) => ({
      subject: `Ankandi ${auctionNumber} u anulua`,
      paragraphs: [
        p`Ju njoftojmë se ankandi nr. ${strong(String(auctionNumber))}, për të cilin keni kërkuar pjesëmarrje, u anulua.`,
        p`Njoftimet për ankandet e ardhshme publikohen në portalin e-Ankand.`,
        CONTACT,
      ],
    }),
    bank_guarantee_status: ({ guaranteeNumber, bank, status, notes }) => ({
      subject: `Garancia bankare ${guaranteeNumber}: ${{ CANCELLED: 'e anuluar', INVALID: 'e pavlefshme', USED: 'e përdorur' }[status]}`,
      paragraphs: [
        p`Ju njoftojmë se shqyrtuam garancinë tuaj bankare nr. ${strong(guaranteeNumber)} të lëshuar nga ${bank}.`,
        p`Statusi i saj tani është: ${strong({ CANCELLED: 'E anuluar', INVALID: 'E pavlefshme', USED: 'E përdorur' }[status])}.`,
        p`Shënim: ${notes}`,
        CONTACT,
      ],
    }),
    lot_second_winner: ({ auctionNumber, lotCode, amount }) => ({
      subject: `Loti ${lotCode} ju është dhënë juve – ankandi ${auctionNumber}`,
      paragraphs: [
        p`Ju njoftojmë se loti ${strong(lotCode)} i ankandit nr. ${strong(String(auctionNumber))} ju është dhënë juve si ofertuesi i radhës më i lartë, me ofertën tuaj prej ${strong(amount)}.`,
        p`Hapat tuaj të ardhshëm: paguani shumën brenda afatit të pagesës dhe tërhiqni mallrat në vendin dhe orarin e dhënë në udhëzimet e ankandit (në faqen e ankandit në portalin e-Ankand; Ofertat e mia e tregojnë lotin). Do t'ju kontaktojmë për kontratën.`,
        CONTACT,
      ],
    }),
    bid_outbid: ({ auctionNumber, lotCode, highestBid, endTime, link: url }, { dateTime }) => ({
      subject: `Oferta juaj u tejkalua – ankandi ${auctionNumber}, loti ${lotCode}`,
      paragraphs: [
        p`Një ofertues tjetër ka dhënë një ofertë më të lartë për lotin ${strong(lotCode)} të ankandit nr. ${strong(String(auctionNumber))}. Oferta më e lartë tani është ${strong(highestBid)}.`,
        p`Ofertimi për këtë lot përfundon më ${strong(dateTime(endTime))}, përveç nëse një ofertë e vonë e zgjat. Për të ofertuar sërish, hapni ekranin e ofertimit:`,
        p`${link(url)}`,
      ],
    }),
    lot_won: ({ auctionNumber, lotCode, amount, nextSteps }) => ({
      subject: `Ju fituat lotin ${lotCode} – ankandi ${auctionNumber}`,
      paragraphs: [
        p`Ofertimi për lotin ${strong(lotCode)} të ankandit nr. ${strong(String(auctionNumber))} u mbyll dhe oferta juaj prej ${strong(amount)} është më e larta.`,
        ...(nextSteps
          ? [
              p`Hapat tuaj të ardhshëm:`,
              list([
                `Pagesa: paguani ${amount} deri më ${nextSteps.payBy} (${nextSteps.termDays} ditë pas përfundimit të ofertimit).`,
                `Tërheqja e mallrave: ${nextSteps.place ?? 'sipas udhëzimeve të ankandit'}${nextSteps.hours ? `, ${nextSteps.hours}` : ''}.`,
                ...(nextSteps.note ? [`Kontrata: ${nextSteps.note}`] : []),
              ]),
              p`Këto hapa i tregojnë edhe ekrani i ofertimit të lotit dhe Ofertat e mia në portalin e-Ankand.`,
            ]
          : [
              p`Hapat tuaj të ardhshëm: paguani shumën brenda afatit të pagesës dhe tërhiqni mallrat në vendin dhe orarin e dhënë në udhëzimet e ankandit (në faqen e ankandit në portalin e-Ankand; Ofertat e mia e tregojnë lotin). Do t'ju kontaktojmë për kontratën.`,
            ]),
        CONTACT,
      ],
    }),
    lot_closed: ({ auctionNumber, lotCode, amount }) => ({
      subject: `Ofertimi u mbyll – ankandi ${auctionNumber}, loti ${lotCode}`,
      paragraphs: [
        p`Ofertimi për lotin ${strong(lotCode)} të ankandit nr. ${strong(String(auctionNumber))}, për të cilin keni dhënë oferta, u mbyll. Loti i shkoi një ofertuesi tjetër me ${strong(amount)}.`,
        p`Faleminderit për pjesëmarrjen. Njoftimet për ankandet e ardhshme publikohen në portalin e-Ankand.`,
      ],
    }),
    follow_reminder: ({ auctionNumber, lotCode, kind, at, link: url }, { dateTime }) => ({
      subject:
        kind === 'START'
          ? `Ofertimi fillon së shpejti – ankandi ${auctionNumber}${lotCode ? `, loti ${lotCode}` : ''}`
          : `Ofertimi përfundon së shpejti – ankandi ${auctionNumber}${lotCode ? `, loti ${lotCode}` : ''}`,
      paragraphs: [
        lotCode
          ? kind === 'START'
            ? p`Ofertimi për lotin ${strong(lotCode)} të ankandit nr. ${strong(String(auctionNumber))}, të cilin e ndiqni, fillon më ${strong(dateTime(at))}.`
            : p`Ofertimi për lotin ${strong(lotCode)} të ankandit nr. ${strong(String(auctionNumber))}, të cilin e ndiqni, përfundon më ${strong(dateTime(at))}, përveç nëse një ofertë e vonë e zgjat.`
          : kind === 'START'
            ? p`Ankandi nr. ${strong(String(auctionNumber))}, të cilin e ndiqni, fillon më ${strong(dateTime(at))}.`
            : p`Ankandi nr. ${strong(String(auctionNumber))}, të cilin e ndiqni, përfundon më ${strong(dateTime(at))}.`,
        p`Hapni ekranin e ofertimit:`,
        p`${link(url)}`,
      ],
    }),
    portal_case_status: portalCaseStatus('sq'),
    portal_forum_message: portalForumMessage('sq'),
    portal_cases_overdue: portalCasesOverdue('sq'),
    portal_case_answered: portalCaseAnswered('sq'),
    portal_decision_expiring: portalDecisionExpiring('sq'),
  },
};
