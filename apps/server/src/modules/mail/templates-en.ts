import { link, list, p, strong } from './fragments';
import type { LanguageCopy } from './templates';
import { portalForumMessage } from './templates-forum';
import { portalCaseAnswered, portalCasesOverdue, portalCaseStatus, portalDecisionExpiring } from './templates-portal';

const CONTACT = p`For further information, please contact us.`;
const ONE_USE_LINK = `The link can be used only once and is valid for a limited time.`;

/** English wording. */
export const en: LanguageCopy = {
  greeting: (username) => (username ? p`Dear ${username},` : p`Dear user,`),
  closing: (authority) => ['Kind regards,', authority, 'e-Auction and e-Counter portal'],
  automaticNotice: 'This message was sent automatically. Please do not reply to it.',
  templates: {
    account_confirmation: ({ username, link: url }) => ({
      subject: 'Confirm your e-mail address',
      paragraphs: [
        p`Thank you for registering with our portal under the username ${strong(username)}.`,
        p`To confirm your e-mail address, please open the following link:`,
        p`${link(url)}`,
        p`Once your address is confirmed, your registration will be passed to the administration for review. You will be notified by e-mail as soon as your account is approved.`,
        p`${ONE_USE_LINK} If you did not register, please ignore this message.`,
      ],
    }),
    password_reset: ({ username, link: url }) => ({
      subject: 'Reset your password',
      paragraphs: [
        p`We have received a request to reset the password of the account ${strong(username)}.`,
        p`To choose a new password, please open the following link:`,
        p`${link(url)}`,
        p`${ONE_USE_LINK} If you did not ask for a password reset, please ignore this message: your password remains unchanged.`,
      ],
    }),
    username_reminder: ({ usernames }) => ({
      subject: 'Your username',
      paragraphs: [
        usernames.length === 1
          ? p`We have received a request for a reminder of the username registered with this e-mail address. Your username is:`
          : p`We have received a request for a reminder of the username registered with this e-mail address. The accounts registered with this address are:`,
        list(usernames),
        p`You can sign in to the portal with your username and password. If you did not ask for this reminder, please ignore this message.`,
      ],
    }),
    account_approved: () => ({
      subject: 'Your account has been approved',
      paragraphs: [
        p`We are pleased to inform you that your registration has been reviewed and your account has been approved.`,
        p`You can now sign in to the portal with the username and password you chose when registering.`,
      ],
    }),
    account_rejected: ({ reason }) => ({
      subject: 'Your registration has been rejected',
      paragraphs: [
        p`We regret to inform you that your registration has been reviewed and has not been approved.`,
        p`Reason: ${reason}`,
        CONTACT,
      ],
    }),
    account_blocked: ({ reason }) => ({
      subject: 'Your account has been blocked',
      paragraphs: [
        p`We inform you that your portal account has been blocked and you can no longer sign in.`,
        p`Reason: ${reason}`,
        p`If you believe this is a mistake, please contact us.`,
      ],
    }),
    account_disabled: ({ until }, format) => ({
      subject: 'Your account has been temporarily disabled',
      paragraphs: [
        p`We inform you that your portal account has been temporarily disabled until ${strong(format.dateTime(until))}.`,
        p`You cannot sign in until that date; after it, your account will be enabled again automatically.`,
        CONTACT,
      ],
    }),
    account_enabled: () => ({
      subject: 'Your account has been enabled',
      paragraphs: [
        p`We inform you that your portal account has been enabled again.`,
        p`You can now sign in to the portal with your username and password.`,
      ],
    }),
    account_locked: ({ until, link: url }, format) => ({
      subject: 'Sign-in to your account is locked for a while',
      paragraphs: [
        p`There were many failed attempts to sign in to your account with a wrong password, so signing in is locked until ${strong(format.dateTime(until))}.`,
        p`If it was you, wait until then and try again. If it was not you, someone may be trying to guess your password: please choose a new one here:`,
        p`${link(url)}`,
      ],
    }),
    registration_attempt: ({ signInLink, passwordLink, usernameLink }) => ({
      subject: 'Someone tried to register with your e-mail address',
      paragraphs: [
        p`Someone has just tried to register a new account on our portal with this e-mail address. An account is already registered with it, so no new account was created.`,
        p`If it was you, you do not need to register again: sign in with your account here:`,
        p`${link(signInLink)}`,
        p`If you have forgotten your password or your username, you can recover them here:`,
        p`${link(passwordLink)}`,
        p`${link(usernameLink)}`,
        p`If it was not you, you may ignore this message: your account has not changed.`,
      ],
    }),
    participation_approved: ({ auctionNumber, lotCode }) => ({
      subject: `Participation request approved – auction ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`We inform you that your request to participate in auction no. ${strong(String(auctionNumber))}, lot ${strong(lotCode)}, has been approved.`,
        p`You may place bids on this lot once the auction has started, while bidding is open.`,
      ],
    }),
    participation_rejected: ({ auctionNumber, lotCode, reason }) => ({
      subject: `Participation request rejected – auction ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`We regret to inform you that your request to participate in auction no. ${strong(String(auctionNumber))}, lot ${strong(lotCode)}, has not been approved.`,
        ...(reason ? [p`Reason: ${reason}`] : []),
        CONTACT,
      ],
    }),
    auction_cancelled: ({ auctionNumber }) => ({
      subject: `Auction ${auctionNumber} has been cancelled`,
      paragraphs: [
        p`We inform you that auction no. ${strong(String(auctionNumber))}, in which you requested to participate, has been cancelled.`,
        p`Announcements of upcoming auctions are published on the e-Auction portal.`,
        CONTACT,
      ],
    }),
    bank_guarantee_status: ({ guaranteeNumber, bank, status, notes }) => ({
      subject: `Bank guarantee ${guaranteeNumber}: ${{ CANCELLED: 'cancelled', INVALID: 'invalid', USED: 'used' }[status]}`,
      paragraphs: [
        p`We inform you that we have reviewed your bank guarantee no. ${strong(guaranteeNumber)} issued by ${bank}.`,
        p`Its status is now: ${strong({ CANCELLED: 'Cancelled', INVALID: 'Invalid', USED: 'Used' }[status])}.`,
        p`Note: ${notes}`,
        CONTACT,
      ],
    }),
    lot_second_winner: ({ auctionNumber, lotCode, amount }) => ({
      subject: `Lot ${lotCode} awarded to you – auction ${auctionNumber}`,
      paragraphs: [
        p`We inform you that lot ${strong(lotCode)} of auction no. ${strong(String(auctionNumber))} has been awarded to you as the next highest bidder, at your bid of ${strong(amount)}.`,
        p`Your next steps: pay the amount within the payment term, and collect the goods at the place and hours given in the auction's instructions (on the auction's page of the e-Auction portal; My bids shows the lot). We will contact you about the contract.`,
        CONTACT,
      ],
    }),
    bid_outbid: ({ auctionNumber, lotCode, highestBid, endTime, link: url }, { dateTime }) => ({
      subject: `You have been outbid – auction ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`Another bidder has placed a higher bid on lot ${strong(lotCode)} of auction no. ${strong(String(auctionNumber))}. The highest bid is now ${strong(highestBid)}.`,
        p`Bidding on this lot ends at ${strong(dateTime(endTime))}, unless a late bid extends it. To bid again, open the bidding screen:`,
        p`${link(url)}`,
      ],
    }),
    lot_won: ({ auctionNumber, lotCode, amount, nextSteps }) => ({
      subject: `You won lot ${lotCode} – auction ${auctionNumber}`,
      paragraphs: [
        p`Bidding on lot ${strong(lotCode)} of auction no. ${strong(String(auctionNumber))} has closed, and your bid of ${strong(amount)} is the highest.`,
        ...(nextSteps
          ? [
              p`Your next steps:`,
              list([
                `Payment: pay ${amount} by ${nextSteps.payBy} (${nextSteps.termDays} ${nextSteps.termDays === 1 ? 'day' : 'days'} after the end of bidding).`,
                `Pick-up: ${nextSteps.place ?? "as the auction's instructions say"}${nextSteps.hours ? `, ${nextSteps.hours}` : ''}.`,
                ...(nextSteps.note ? [`Contract: ${nextSteps.note}`] : []),
              ]),
              p`The lot's bidding screen and My bids on the e-Auction portal show these steps too.`,
            ]
          : [
              p`Your next steps: pay the amount within the payment term, and collect the goods at the place and hours given in the auction's instructions (on the auction's page of the e-Auction portal; My bids shows the lot). We will contact you about the contract.`,
            ]),
        CONTACT,
      ],
    }),
    lot_closed: ({ auctionNumber, lotCode, amount }) => ({
      subject: `Bidding closed – auction ${auctionNumber}, lot ${lotCode}`,
      paragraphs: [
        p`Bidding on lot ${strong(lotCode)} of auction no. ${strong(String(auctionNumber))}, on which you placed bids, has closed. The lot went to another bidder at ${strong(amount)}.`,
        p`Thank you for taking part. Announcements of upcoming auctions are published on the e-Auction portal.`,
      ],
    }),
    follow_reminder: ({ auctionNumber, lotCode, kind, at, link: url }, { dateTime }) => ({
      subject:
        kind === 'START'
          ? `Bidding starts soon – auction ${auctionNumber}${lotCode ? `, lot ${lotCode}` : ''}`
          : `Bidding ends soon – auction ${auctionNumber}${lotCode ? `, lot ${lotCode}` : ''}`,
      paragraphs: [
        lotCode
          ? kind === 'START'
            ? p`Bidding on lot ${strong(lotCode)} of auction no. ${strong(String(auctionNumber))}, which you follow, starts at ${strong(dateTime(at))}.`
            : p`Bidding on lot ${strong(lotCode)} of auction no. ${strong(String(auctionNumber))}, which you follow, ends at ${strong(dateTime(at))}, unless a late bid extends it.`
          : kind === 'START'
            ? p`Auction no. ${strong(String(auctionNumber))}, which you follow, starts at ${strong(dateTime(at))}.`
            : p`Auction no. ${strong(String(auctionNumber))}, which you follow, ends at ${strong(dateTime(at))}.`,
        p`Open the bidding screen:`,
        p`${link(url)}`,
      ],
    }),
    portal_case_status: portalCaseStatus('en'),
    portal_forum_message: portalForumMessage('en'),
    portal_cases_overdue: portalCasesOverdue('en'),
    portal_case_answered: portalCaseAnswered('en'),
    portal_decision_expiring: portalDecisionExpiring('en'),
  },
};
