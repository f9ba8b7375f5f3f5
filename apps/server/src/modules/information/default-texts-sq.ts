import type { InformationTexts } from './default-texts';

/** Albanian default texts of the information pages and help tabs (administrators edit them under Pages). */
export const TEXTS_SQ: InformationTexts = {
  contact: `# Kontakt

**{authority} — mbështetja për e-Ankand dhe e-Sportel**

- E-mail: support@customs.example
- Telefon: +355 4 000 0000, ditët e punës 08:00–16:00
- Adresa: {address}

Për pyetje rreth një çështjeje, shkruani te mesazhet e çështjes që t'i shohë zyrtari që e trajton.`,
  terms: `# Kushtet e përdorimit

1. Portali ofrohet nga {authority} për ankandet elektronike dhe për çështjet doganore.
2. Ju jeni përgjegjës për saktësinë e të dhënave që vendosni dhe për ruajtjen e fjalëkalimit.
3. Oferta e dhënë në ankand është detyruese. Fituesi që nuk paguan humbet garancinë bankare.
4. Llogaritë miratohen nga {authority}; një llogari mund të bllokohet kur shkelen këto kushte.
5. Çdo veprim në portal regjistrohet.`,
  privacy_policy: `# Politika e privatësisë

{authority} përpunon të dhënat personale që jepni (emri, numri personal, kontaktet, të dhënat e
shoqërisë) vetëm për zhvillimin e ankandeve dhe të çështjeve doganore, siç e kërkon ligji.

- Të dhënat ruhen për afatet e caktuara me ligj dhe nuk u jepen palëve të treta përveç rasteve që parashikon ligji.
- Mund të kërkoni t'i shihni dhe t'i korrigjoni të dhënat tuaja përmes faqes së kontaktit.
- Portali mban vetëm cookies e nevojshme: gjuhën dhe sesionin tuaj.`,
  faq: `# Pyetjet e shpeshta

**Si marr pjesë në një ankand?**
Regjistrohuni, prisni miratimin e llogarisë, pastaj dërgoni një kërkesë pjesëmarrjeje për një lot.

**E harrova fjalëkalimin. Çfarë të bëj?**
Përdorni *Keni harruar fjalëkalimin* te faqja e hyrjes; një lidhje dërgohet në adresën tuaj të e-mailit.

**Ku i gjej formularët?**
Te faqja e shablloneve të dokumenteve dhe te tabela e ndihmës në fund të çdo faqeje.`,
  help: {
    register: `## Regjistrimi

1. Zgjidhni **Regjistrohu si person** ose **Regjistrohu si tregtar**.
2. Plotësoni formularin; adresa e e-mailit duhet të konfirmohet.
3. Hapni lidhjen në e-mailin e konfirmimit.
4. {authority} e miraton llogarinë tuaj; njoftoheni me e-mail.`,
    forgotten_password: `## Fjalëkalimi i harruar

1. Te faqja e hyrjes zgjidhni **Keni harruar fjalëkalimin**.
2. Shkruani emrin e përdoruesit; një lidhje për fjalëkalim të ri dërgohet në e-mailin tuaj.
3. Lidhja vlen një herë dhe për një orë.`,
    forgotten_username: `## Emri i harruar i përdoruesit

1. Te faqja e hyrjes zgjidhni **Keni harruar emrin e përdoruesit**.
2. Shkruani adresën e e-mailit të llogarisë; emri i përdoruesit dërgohet atje.`,
    auction: `## Ankandet

Një ankand përbëhet nga lote. Ankandet e publikuara pranojnë kërkesa pjesëmarrjeje; ankandet në zhvillim
pranojnë oferta; ankandet e përfunduara tregojnë rezultatet. Çdo ankand ka një njoftim që mund ta shkarkoni.`,
    auction_registration: `## Pjesëmarrja në ankand

1. Hapni ankandin dhe zgjidhni një lot.
2. Dërgoni kërkesën për pjesëmarrje; shfaqen licencat e kërkuara.
3. Operatori e miraton ose e refuzon kërkesën; vendimin e shihni te *Kërkesat e mia për pjesëmarrje*.`,
    bidding: `## Ofertimi

- Ekrani i ofertimit tregon ofertën më të lartë dhe kohën e mbetur për çdo lot.
- Oferta duhet të jetë të paktën sa oferta më e lartë plus rritja minimale e lotit.
- Një ofertë në minutat e fundit e zgjat përfundimin e lotit.`,
  },
};
