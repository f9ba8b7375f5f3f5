import { link, list, p, strong } from './fragments';
import type { LanguageCopy } from './templates';
import { portalForumMessage } from './templates-forum';
import { portalCaseAnswered, portalCasesOverdue, portalCaseStatus, portalDecisionExpiring } from './templates-portal';

const CONTACT = p`Za dodatne informacije obratite nam se.`;
const ONE_USE_LINK = `Link se može iskoristiti samo jednom i važi ograničeno vreme.`;

/** `dan` after 1, 21, 31 … (not 11), else `dana`. */
const days = (count: number) => (count % 10 === 1 && count % 100 !== 11 ? 'dan' : 'dana');

/** Serbian wording (Latin script, as in the interface). */
export const sr: LanguageCopy = {
  greeting: (username) => (username ? p`Poštovani/a ${username},` : p`Poštovani korisniče,`),
  closing: (authority) => ['S poštovanjem,', authority, 'Portal e-Aukcija i e-Šalter'],
  automaticNotice: 'Ova poruka je poslata automatski. Molimo vas da na nju ne odgovarate.',
  templates: {
    account_confirmation: ({ username, link: url }) => ({
      subject: 'Potvrdite svoju adresu elektronske pošte',
      paragraphs: [
        p`Hvala vam što ste se registrovali na našem portalu sa korisničkim imenom ${strong(username)}.`,
        p`Da biste potvrdili svoju adresu elektronske pošte, otvorite sledeći link:`,
        p`${link(url)}`,
        p`Nakon potvrde, vaš zahtev za registraciju biće prosleđen administraciji na razmatranje. Bićete obavešteni elektronskom poštom čim vaš nalog bude odobren.`,
        p`${ONE_USE_LINK} Ako se niste vi registrovali, zanemarite ovu poruku.`,
      ],
    }),
    password_reset: ({ username, link: url }) => ({
      subject: 'Promena lozinke',
      paragraphs: [
        p`Primili smo zahtev za promenu lozinke naloga ${strong(username)}.`,
        p`Da biste postavili novu lozinku, otvorite sledeći link:`,
        p`${link(url)}`,
        p`${ONE_USE_LINK} Ako niste vi zatražili promenu lozinke, zanemarite ovu poruku: vaša lozinka ostaje nepromenjena.`,
      ],
    }),
    username_reminder: ({ usernames }) => ({
      subject: 'Vaše korisničko ime',
      paragraphs: [
        usernames.length === 1
          ? p`Primili smo zahtev za podsećanje na korisničko ime registrovano sa ovom adresom elektronske pošte. Vaše korisničko ime je:`
          : p`Primili smo zahtev za podsećanje na korisničko ime registrovano sa ovom adresom elektronske pošte. Nalozi registrovani sa ovom adresom su:`,
        list(usernames),
        p`Na portal se možete prijaviti svojim korisničkim imenom i lozinkom. Ako niste vi zatražili ovo podsećanje, zanemarite ovu poruku.`,
      ],
    }),
    account_approved: () => ({
      subject: 'Vaš nalog je odobren',
      paragraphs: [
        p`Sa zadovoljstvom vas obaveštavamo da je vaš zahtev za registraciju razmotren i da je vaš nalog odobren.`,
        p`Sada se možete prijaviti na portal korisničkim imenom i lozinkom koje ste izabrali prilikom registracije.`,
      ],
    }),
    account_rejected: ({ reason }) => ({
      subject: 'Vaš zahtev za registraciju je odbijen',
      paragraphs: [
        p`Obaveštavamo vas da je vaš zahtev za registraciju razmotren i da nije odobren.`,
        p`Razlog: ${reason}`,
        CONTACT,
      ],
    }),
    account_blocked: ({ reason }) => ({
      subject: 'Vaš nalog je blokiran',
      paragraphs: [
        p`Obaveštavamo vas da je vaš nalog na portalu blokiran i da se više ne možete prijaviti.`,
        p`Razlog: ${reason}`,
        p`Ako smatrate da je u pitanju greška, obratite nam se.`,
      ],
    }),
    account_disabled: ({ until }, format) => ({
      subject: 'Vaš nalog je privremeno onemogućen',
      paragraphs: [
        p`Obaveštavamo vas da je vaš nalog na portalu privremeno onemogućen do ${strong(format.dateTime(until))}.`,
        p`Do tog datuma ne možete se prijaviti; nakon toga vaš nalog će ponovo biti automatski omogućen.`,
        CONTACT,
      ],
    }),
    account_enabled: () => ({
      subject: 'Vaš nalog je ponovo omogućen',
      paragraphs: [
        p`Obaveštavamo vas da je vaš nalog na portalu ponovo omogućen.`,
        p`Sada se možete prijaviti na portal svojim korisničkim imenom i lozinkom.`,
      ],
    }),
    account_locked: ({ until, link: url }, format) => ({
      subject: 'Prijava na vaš nalog je privremeno zaključana',
      paragraphs: [
        p`Bilo je mnogo neuspelih pokušaja prijave na vaš nalog pogrešnom lozinkom, pa je prijava zaključana do ${strong(format.dateTime(until))}.`,
        p`Ako ste to bili vi, sačekajte do tada i pokušajte ponovo. Ako to niste bili vi, neko možda pokušava da pogodi vašu lozinku: izaberite novu lozinku ovde:`,
        p`${link(url)}`,
      ],
    }),
    registration_attempt: ({ signInLink, passwordLink, usernameLink }) => ({
      subject: 'Neko je pokušao da se registruje sa vašom adresom elektronske pošte',
      paragraphs: [
        p`Neko je upravo pokušao da registruje novi nalog na našem portalu sa ovom adresom elektronske pošte. Sa ovom adresom je već registrovan nalog, pa novi nalog nije napravljen.`,
        p`Ako ste to bili vi, ne morate ponovo da se registrujete: prijavite se svojim nalogom ovde:`,
        p`${link(signInLink)}`,
        p`Ako ste zaboravili lozinku ili korisničko ime, možete ih povratiti ovde:`,
        p`${link(passwordLink)}`,
        p`${link(usernameLink)}`,
        p`Ako to niste bili vi, možete zanemariti ovu poruku: vaš nalog se nije promenio.`,
      ],
    }),
    participation_approved: ({ auctionNumber, lotCode }) => ({
      subject: `Zahtev za učešće je odobren – aukcija ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`Obaveštavamo vas da je vaš zahtev za učešće na aukciji br. ${strong(String(auctionNumber))}, lot ${strong(lotCode)}, odobren.`,
        p`Ponude za ovaj lot možete davati kada aukcija počne, dok je licitiranje otvoreno.`,
      ],
    }),
    participation_rejected: ({ auctionNumber, lotCode, reason }) => ({
      subject: `Zahtev za učešće je odbijen – aukcija ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`Obaveštavamo vas da vaš zahtev za učešće na aukciji br. ${strong(String(auctionNumber))}, lot ${strong(lotCode)}, nije odobren.`,
        ...(reason ? [p`Razlog: ${reason}`] : []),
        CONTACT,
      ],
    }),
    auction_cancelled: ({ auctionNumber }) => ({
      subject: `Aukcija ${auctionNumber} je otkazana`,
      paragraphs: [
        p`Obaveštavamo vas da je aukcija br. ${strong(String(auctionNumber))}, za koju ste podneli zahtev za učešće, otkazana.`,
        p`Obaveštenja o predstojećim aukcijama objavljuju se na portalu e-Aukcija.`,
        CONTACT,
      ],
    }),
    bank_guarantee_status: ({ guaranteeNumber, bank, status, notes }) => ({
      subject: `Bankarska garancija ${guaranteeNumber}: ${{ CANCELLED: 'otkazana', INVALID: 'nevažeća', USED: 'iskorišćena' }[status]}`,
      paragraphs: [
        p`Obaveštavamo vas da smo razmotrili vašu bankarsku garanciju br. ${strong(guaranteeNumber)} koju je izdala ${bank}.`,
        p`Njen status je sada: ${strong({ CANCELLED: 'Otkazana', INVALID: 'Nevažeća', USED: 'Iskorišćena' }[status])}.`,
        p`Napomena: ${notes}`,
        CONTACT,
      ],
    }),
    lot_second_winner: ({ auctionNumber, lotCode, amount }) => ({
      subject: `Lot ${lotCode} vam je dodeljen – aukcija ${auctionNumber}`,
      paragraphs: [
        p`Obaveštavamo vas da vam je lot ${strong(lotCode)} aukcije br. ${strong(String(auctionNumber))} dodeljen kao sledećem najvišem ponuđaču, po vašoj ponudi od ${strong(amount)}.`,
        p`Vaši sledeći koraci: platite iznos u roku plaćanja i preuzmite robu na mestu i u vreme navedenim u uputstvima aukcije (na stranici aukcije na portalu e-Aukcija; Moje ponude prikazuju lot). Kontaktiraćemo vas u vezi sa ugovorom.`,
        CONTACT,
      ],
    }),
    bid_outbid: ({ auctionNumber, lotCode, highestBid, endTime, link: url }, { dateTime }) => ({
      subject: `Vaša ponuda je nadmašena – aukcija ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`Drugi ponuđač je dao višu ponudu za lot ${strong(lotCode)} aukcije br. ${strong(String(auctionNumber))}. Najviša ponuda je sada ${strong(highestBid)}.`,
        p`Licitacija za ovaj lot završava se ${strong(dateTime(endTime))}, osim ako je kasna ponuda ne produži. Da biste ponovo licitirali, otvorite ekran licitacije:`,
        p`${link(url)}`,
      ],
    }),
    lot_won: ({ auctionNumber, lotCode, amount, nextSteps }) => ({
      subject: `Osvojili ste lot ${lotCode} – aukcija ${auctionNumber}`,
      paragraphs: [
        p`Licitacija za lot ${strong(lotCode)} aukcije br. ${strong(String(auctionNumber))} je zatvorena, a vaša ponuda od ${strong(amount)} je najviša.`,
        ...(nextSteps
          ? [
              p`Vaši sledeći koraci:`,
              list([
                `Plaćanje: platite ${amount} do ${nextSteps.payBy} (${nextSteps.termDays} ${days(nextSteps.termDays)} posle završetka licitacije).`,
                `Preuzimanje robe: ${nextSteps.place ?? 'prema uputstvima aukcije'}${nextSteps.hours ? `, ${nextSteps.hours}` : ''}.`,
                ...(nextSteps.note ? [`Ugovor: ${nextSteps.note}`] : []),
              ]),
              p`Ove korake prikazuju i ekran licitacije za lot i Moje ponude na portalu e-Aukcija.`,
            ]
          : [
              p`Vaši sledeći koraci: platite iznos u roku plaćanja i preuzmite robu na mestu i u vreme navedenim u uputstvima aukcije (na stranici aukcije na portalu e-Aukcija; Moje ponude prikazuju lot). Kontaktiraćemo vas u vezi sa ugovorom.`,
            ]),
        CONTACT,
      ],
    }),
    lot_closed: ({ auctionNumber, lotCode, amount }) => ({
      subject: `Licitacija je zatvorena – aukcija ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`Licitacija za lot ${strong(lotCode)} aukcije br. ${strong(String(auctionNumber))}, za koji ste dali ponude, je zatvorena. Lot je pripao drugom ponuđaču za ${strong(amount)}.`,
        p`Hvala na učešću. Obaveštenja o predstojećim aukcijama objavljuju se na portalu e-Aukcija.`,
      ],
    }),
    follow_reminder: ({ auctionNumber, lotCode, kind, at, link: url }, { dateTime }) => ({
      subject:
        kind === 'START'
          ? `Licitacija uskoro počinje – aukcija ${auctionNumber}${lotCode ? `, lot ${lotCode}` : ''}`
          : `Licitacija se uskoro završava – aukcija ${auctionNumber}${lotCode ? `, lot ${lotCode}` : ''}`,
      paragraphs: [
        lotCode
          ? kind === 'START'
            ? p`Licitacija za lot ${strong(lotCode)} aukcije br. ${strong(String(auctionNumber))}, koji pratite, počinje ${strong(dateTime(at))}.`
            : p`Licitacija za lot ${strong(lotCode)} aukcije br. ${strong(String(auctionNumber))}, koji pratite, završava se ${strong(dateTime(at))}, osim ako je kasna ponuda ne produži.`
          : kind === 'START'
            ? p`Aukcija br. ${strong(String(auctionNumber))}, koju pratite, počinje ${strong(dateTime(at))}.`
            : p`Aukcija br. ${strong(String(auctionNumber))}, koju pratite, završava se ${strong(dateTime(at))}.`,
        p`Otvorite ekran licitacije:`,
        p`${link(url)}`,
      ],
    }),
    portal_case_status: portalCaseStatus('sr'),
    portal_forum_message: portalForumMessage('sr'),
    portal_cases_overdue: portalCasesOverdue('sr'),
    portal_case_answered: portalCaseAnswered('sr'),
    portal_decision_expiring: portalDecisionExpiring('sr'),
  },
};
