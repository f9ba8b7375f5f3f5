import type { InformationTexts } from './default-texts';

/** English default texts of the information pages and help tabs (administrators edit them under Pages). */
export const TEXTS_EN: InformationTexts = {
  contact: `# Contact

**{authority} — e-Auction and e-Counter support**

- E-mail: support@customs.example
- Telephone: +355 4 000 0000, working days 08:00–16:00
- Address: {address}

For questions about a case, write in the case's messages so the officer handling it sees your question.`,
  terms: `# Terms of use

1. The portal is provided by {authority} for electronic auctions and for customs cases.
2. You are responsible for the accuracy of the data you enter and for keeping your password secret.
3. A bid placed in an auction is binding. A winning bidder who does not pay loses the bank guarantee.
4. Accounts are approved by {authority}; an account may be blocked when these terms are broken.
5. Every action in the portal is recorded.`,
  privacy_policy: `# Privacy policy

{authority} processes the personal data you give (name, personal number, contact details,
company data) only to run auctions and customs cases, as the law requires.

- Data is kept for the periods set by law and is not given to third parties except as the law requires.
- You may ask to see and correct your data through the contact page.
- The portal keeps only the cookies it needs: the language and your session.`,
  faq: `# Frequently asked questions

**How do I take part in an auction?**
Register, wait for your account to be approved, then send a participation request for a lot.

**I forgot my password. What now?**
Use *Forgotten password* on the sign-in page; a link is sent to your e-mail address.

**Where do I find the forms?**
On the document templates page and in the help table at the bottom of every page.`,
  help: {
    register: `## Registration

1. Choose **Register as a person** or **Register as a trader**.
2. Fill in the form; the e-mail address must be confirmed.
3. Open the link in the confirmation e-mail.
4. {authority} approves your account; you are informed by e-mail.`,
    forgotten_password: `## Forgotten password

1. On the sign-in page choose **Forgotten password**.
2. Enter your username; a link to choose a new password is sent to your e-mail address.
3. The link works once and for one hour.`,
    forgotten_username: `## Forgotten username

1. On the sign-in page choose **Forgotten username**.
2. Enter the e-mail address of your account; your username is sent to it.`,
    auction: `## Auctions

An auction is made of lots. Published auctions accept participation requests; running auctions accept bids;
finished auctions show their results. Each auction has an announcement you can download.`,
    auction_registration: `## Taking part in an auction

1. Open the auction and choose a lot.
2. Send a participation request; the required licences are shown.
3. An operator approves or rejects the request; you see the decision under *My participation requests*.`,
    bidding: `## Bidding

- The live bidding screen shows each lot's highest bid and the time left.
- A bid must be at least the highest bid plus the lot's minimum increment.
- A bid in the last minutes extends the lot's end.`,
  },
};
