import type { InformationTexts } from './default-texts';

/** Serbian (Latin) default texts of the information pages and help tabs (administrators edit them under Pages). */
export const TEXTS_SR: InformationTexts = {
  contact: `# Kontakt

**{authority} — podrška za e-Aukciju i e-Šalter**

- E-pošta: support@customs.example
- Telefon: +355 4 000 0000, radnim danima 08:00–16:00
- Adresa: {address}

Za pitanja o predmetu pišite u porukama predmeta, da bi ih video službenik koji ga vodi.`,
  terms: `# Uslovi korišćenja

1. Portal pruža {authority} za elektronske aukcije i za carinske predmete.
2. Odgovorni ste za tačnost podataka koje unosite i za čuvanje lozinke.
3. Ponuda data na aukciji je obavezujuća. Pobednik koji ne plati gubi bankarsku garanciju.
4. Naloge odobrava {authority}; nalog može biti blokiran kada se ovi uslovi prekrše.
5. Svaka radnja na portalu se beleži.`,
  privacy_policy: `# Politika privatnosti

{authority} obrađuje lične podatke koje date (ime, lični broj, kontakt, podaci o preduzeću) samo radi
sprovođenja aukcija i carinskih predmeta, kako zakon nalaže.

- Podaci se čuvaju u rokovima propisanim zakonom i ne daju se trećim licima osim kada zakon to predviđa.
- Možete zatražiti uvid u svoje podatke i njihovu ispravku preko stranice za kontakt.
- Portal čuva samo neophodne kolačiće: jezik i vašu sesiju.`,
  faq: `# Česta pitanja

**Kako da učestvujem na aukciji?**
Registrujte se, sačekajte odobrenje naloga, zatim pošaljite zahtev za učešće za lot.

**Zaboravio sam lozinku. Šta sada?**
Koristite *Zaboravljena lozinka* na stranici za prijavu; veza se šalje na vašu adresu e-pošte.

**Gde da nađem obrasce?**
Na stranici šablona dokumenata i u tabeli pomoći na dnu svake stranice.`,
  help: {
    register: `## Registracija

1. Izaberite **Registracija fizičkog lica** ili **Registracija trgovca**.
2. Popunite obrazac; adresa e-pošte mora biti potvrđena.
3. Otvorite vezu iz poruke za potvrdu.
4. {authority} odobrava vaš nalog; obaveštavate se e-poštom.`,
    forgotten_password: `## Zaboravljena lozinka

1. Na stranici za prijavu izaberite **Zaboravljena lozinka**.
2. Unesite korisničko ime; veza za novu lozinku šalje se na vašu e-poštu.
3. Veza važi jednom i jedan sat.`,
    forgotten_username: `## Zaboravljeno korisničko ime

1. Na stranici za prijavu izaberite **Zaboravljeno korisničko ime**.
2. Unesite adresu e-pošte naloga; korisničko ime se šalje na nju.`,
    auction: `## Aukcije

Aukcija se sastoji od lotova. Objavljene aukcije primaju zahteve za učešće; aukcije u toku primaju ponude;
završene aukcije prikazuju rezultate. Svaka aukcija ima obaveštenje koje možete preuzeti.`,
    auction_registration: `## Učešće na aukciji

1. Otvorite aukciju i izaberite lot.
2. Pošaljite zahtev za učešće; prikazuju se potrebne licence.
3. Operater odobrava ili odbija zahtev; odluku vidite pod *Moji zahtevi za učešće*.`,
    bidding: `## Licitiranje

- Ekran licitiranja prikazuje najvišu ponudu i preostalo vreme svakog lota.
- Ponuda mora biti najmanje najviša ponuda plus minimalno povećanje lota.
- Ponuda u poslednjim minutima produžava kraj lota.`,
  },
};
