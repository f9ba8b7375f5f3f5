// Rows of the access matrix (see ../access-matrix.ts): auctions and lots, public lists, participation, bidding, news, registration and recovery.
import {
  ACCOUNT_HOLDERS,
  ENTERED_EXPECT,
  enteredCall,
  enteredOf,
  EVERYONE,
  HOLDERS,
  MISSING,
  NOT_APPROVED_FOR_LOT,
  NOT_FOUND,
  NOT_PENDING,
  NOT_REQUESTER,
  OPERATOR,
  readsEntered,
  type Row,
  SIGNED_IN,
  STAFF,
  each,
  isHolder,
  k,
  requestOf,
  userCall,
} from './support';

export const AUCTIONS_ROWS: Record<string, Row> = {
  // Auctions and lots (administration)
  'GET /auctions/paged': { allow: OPERATOR, expect: 200 },
  'GET /auctions/export': { allow: OPERATOR, call: () => ({ url: '/auctions/export?format=csv' }), expect: 200 },
  'GET /auctions/log': { allow: OPERATOR },
  'GET /auctions/history': { allow: OPERATOR },
  'GET /lot_part_in_auction/get_lot_part_for_auction_and_lot': { allow: OPERATOR },
  'GET /auctions/:id': { allow: OPERATOR, call: (w) => ({ url: `/auctions/${w.published.auctionId}` }), expect: 200 },
  'GET /auctions/:id/details': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/details` }),
    expect: 200,
  },
  'GET /auctions/:id/lots': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/lots` }),
    expect: 200,
  },
  'POST /auctions': { allow: OPERATOR },
  'DELETE /auctions/:id': { allow: OPERATOR },
  'POST /auctions/details': { allow: OPERATOR },
  'POST /auctions/add_lots': { allow: OPERATOR },
  'POST /auctions/remove_lot': { allow: OPERATOR },
  'POST /auctions/add_lot_part': { allow: OPERATOR },
  'POST /auctions/publish': { allow: OPERATOR },
  'POST /auctions/close': { allow: OPERATOR },
  'POST /auctions/cancel': { allow: OPERATOR },
  'POST /auctions/force_finish': { allow: OPERATOR },
  'POST /auctions/postpone': { allow: OPERATOR },
  'GET /auctions/:id/last_announcement': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/last_announcement` }),
  },
  'GET /auctions/:id/previous_announcement': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/previous_announcement` }),
  },
  'GET /auctions/:id/pdf': { allow: OPERATOR },
  'GET /auctions/end_of_auction/:id/:lang/pdf': { allow: OPERATOR },
  'POST /auctions/duplicate': { allow: OPERATOR },
  'POST /auctions/republish': { allow: OPERATOR },
  'GET /auctions/duplicates': { allow: OPERATOR },
  'GET /auctions/:id/failedlots': { allow: OPERATOR },
  'GET /auctions/:id/outcome': { allow: OPERATOR },
  'GET /auction_dashboard': { allow: OPERATOR, expect: 200 },
  'GET /auction_dashboard/:id': { allow: OPERATOR },
  'GET /auctions/:id/requests': { allow: OPERATOR },
  'GET /auctions/:id/products': { allow: OPERATOR },
  'GET /lots/secondwinners': { allow: OPERATOR },
  'POST /lots/markpaid': { allow: OPERATOR },
  'POST /lots/secondwinner': { allow: OPERATOR },
  'GET /lots/:id/licenses': { allow: SIGNED_IN, call: (w) => ({ url: `/lots/${w.published.lotId}/licenses` }) },
  'GET /lots/paged': { allow: OPERATOR, expect: 200 },
  'GET /lots/export': { allow: OPERATOR, call: () => ({ url: '/lots/export?format=csv' }), expect: 200 },
  'GET /lots/log': { allow: OPERATOR },
  'GET /lots/history': { allow: OPERATOR },
  'GET /lots/current': { allow: OPERATOR },
  'GET /lots/dto': { allow: OPERATOR },
  'GET /lots/:id': { allow: OPERATOR, call: (w) => ({ url: `/lots/${w.published.lotId}` }), expect: 200 },
  'GET /lots/:id/products': {
    allow: OPERATOR,
    call: (w) => ({ url: `/lots/${w.published.lotId}/products` }),
    expect: 200,
  },
  'GET /lots/:id/licensetypes': {
    allow: OPERATOR,
    call: (w) => ({ url: `/lots/${w.published.lotId}/licensetypes` }),
    expect: 200,
  },
  'POST /lots': { allow: OPERATOR },
  'DELETE /lots/:id': { allow: OPERATOR },
  'POST /lots/add_products': { allow: OPERATOR },
  'POST /lots/remove_product': { allow: OPERATOR },
  'POST /lots/add_license_types': { allow: OPERATOR },
  'DELETE /lots/remove_license_type/:id': { allow: OPERATOR },
  'POST /lots/close': { allow: OPERATOR },
  'POST /lots/cancel': { allow: OPERATOR },
  'POST /lots/enableedit': { allow: OPERATOR },

  // Public auctions and lots
  'GET /auctions/public/list/:list': { allow: EVERYONE, call: () => ({ url: '/auctions/public/list/published' }) },
  'GET /auctions/promoted_auctions': { allow: EVERYONE, expect: 200 },
  'GET /auctions/public/:id': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/public/${w.published.auctionId}` }),
    expect: 200,
  },
  'GET /auctions/public/:id/lots': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/public/${w.published.auctionId}/lots` }),
    expect: 200,
  },
  'GET /lots/public/:id': { allow: EVERYONE, call: (w) => ({ url: `/lots/public/${w.published.lotId}` }), expect: 200 },
  'GET /lots/get_lots_in_upcoming_and_running_auctions/:type': {
    allow: EVERYONE,
    call: () => ({ url: '/lots/get_lots_in_upcoming_and_running_auctions/all' }),
  },

  // Participation requests
  'POST /auction_participation_requests': {
    allow: OPERATOR,
    objects: {
      // Staff's request for a user: a staff account (own included) is 404, the REJECTED account 409; nothing is written.
      call: userCall(
        (u) => ({
          url: '/auction_participation_requests',
          body: { user: { username: u.username }, lot: { id: MISSING }, auction: { id: MISSING } },
        }),
        true,
      ),
      expect: each(OPERATOR, k(NOT_FOUND, [409, 'participation.user_not_requester'], NOT_FOUND)),
    },
  },
  'POST /auction_participation_requests/request': {
    allow: ACCOUNT_HOLDERS,
    call: (w) => ({
      url: '/auction_participation_requests/request',
      body: { lot: { id: w.published.lotId }, auction: { id: w.published.auctionId } },
    }),
    // A request is an account holder's; an administrator is staff.
    expect: { ...each(HOLDERS, 200), admin: NOT_REQUESTER },
  },
  'GET /auction_participation_requests/my_requests': { allow: ACCOUNT_HOLDERS },
  'GET /auction_participation_requests/my_requests/export': {
    allow: ACCOUNT_HOLDERS,
    call: () => ({ url: '/auction_participation_requests/my_requests/export?format=csv' }),
  },
  'GET /auction_participation_requests/lot/:id/eligibility': {
    allow: SIGNED_IN,
    call: (w) => ({ url: `/auction_participation_requests/lot/${w.published.lotId}/eligibility` }),
    expect: { ...each(HOLDERS, 200), ...each(STAFF, NOT_REQUESTER) },
  },
  'GET /auction_participation_requests/paged': { allow: OPERATOR, expect: 200 },
  'GET /auction_participation_requests/export': {
    allow: OPERATOR,
    call: () => ({ url: '/auction_participation_requests/export?format=csv' }),
    expect: 200,
  },
  'GET /auction_participation_requests/lot/:id': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auction_participation_requests/lot/${w.running.approvedLotId}` }),
    expect: 200,
  },
  'GET /auction_participation_requests/users': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auction_participation_requests/users?auctionId=${w.running.auctionId}` }),
    expect: 200,
  },
  'GET /auction_participation_requests/log': { allow: OPERATOR },
  'GET /auction_participation_requests/userdetails': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auction_participation_requests/userdetails?id=${w.request.trader}` }),
  },
  'POST /auction_participation_requests/approve': {
    allow: OPERATOR,
    objects: {
      call: (w, a, kind) =>
        requestOf(w, a, kind)
          ? { url: '/auction_participation_requests/approve', body: { id: requestOf(w, a, kind) } }
          : undefined,
      expect: each(OPERATOR, k(null, NOT_PENDING, null)),
    },
  },
  'POST /auction_participation_requests/reject': {
    allow: OPERATOR,
    objects: {
      call: (w, a, kind) =>
        requestOf(w, a, kind)
          ? {
              url: '/auction_participation_requests/reject',
              body: { id: requestOf(w, a, kind), rejectReason: 'matrix' },
            }
          : undefined,
      expect: each(OPERATOR, k(null, NOT_PENDING, null)),
    },
  },
  'GET /auction_participation_requests/:id': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) =>
        requestOf(w, a, kind) ? { url: `/auction_participation_requests/${requestOf(w, a, kind)}` } : undefined,
      expect: {
        ...each(HOLDERS, k(200, NOT_FOUND, null)),
        ...each(['registry', 'officer'], k(null, NOT_FOUND, null)),
        ...each(OPERATOR, k(null, 200, null)),
      },
    },
  },
  'DELETE /auction_participation_requests/:id': {
    allow: SIGNED_IN,
    objects: {
      // The caller's own is APPROVED: found, and not withdrawn (409).
      call: (w, a, kind) =>
        requestOf(w, a, kind) ? { url: `/auction_participation_requests/${requestOf(w, a, kind)}` } : undefined,
      expect: { ...each(HOLDERS, k(NOT_PENDING, NOT_FOUND, null)), ...each(STAFF, k(null, NOT_FOUND, null)) },
    },
  },

  // Bidding
  'POST /auction/send_bid': {
    allow: SIGNED_IN,
    objects: {
      // Own: a lot the caller is approved for (the amount is too low); other: a lot nobody is approved for.
      call: (w, actor, kind) =>
        kind === 'staff' || (kind === 'own' && !isHolder(actor))
          ? undefined
          : {
              url: '/auction/send_bid',
              body: {
                bid: {
                  lot: { id: kind === 'own' ? w.running.approvedLotId : w.running.otherLotId },
                  auction: { id: w.running.auctionId },
                  offeredAmount: 1,
                },
              },
            },
      expect: {
        ...each(HOLDERS, k([409, 'eauction.bid_too_low'], NOT_APPROVED_FOR_LOT, null)),
        ...each(STAFF, k(null, NOT_APPROVED_FOR_LOT, null)),
      },
    },
  },
  'POST /auction/set_maximum': {
    allow: SIGNED_IN,
    call: (w) => ({
      url: '/auction/set_maximum',
      body: { lot: { id: w.running.approvedLotId }, auction: { id: w.running.auctionId }, maximumAmount: 5000 },
    }),
  },
  'GET /auction/:id/lot_bids': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auction/${w.running.auctionId}/lot_bids` }),
    expect: 200,
  },
  'GET /auction/lot/:lotId/bids': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auction/lot/${w.running.approvedLotId}/bids` }),
    expect: 200,
  },
  'POST /auction/:id/watching': {
    allow: SIGNED_IN,
    call: (w) => ({ url: `/auction/${w.running.auctionId}/watching` }),
  },
  'GET /auctions/bids/:auctionId/:lotId': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auctions/bids/${w.running.auctionId}/${w.running.approvedLotId}` }),
    expect: 200,
  },
  'GET /auction/verify_receipt': { allow: EVERYONE },
  // The public chain of a lot (docs/ledger.md): the same for everyone, naming nobody.
  'GET /auction/lot_chain/:lotId': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auction/lot_chain/${w.running.approvedLotId}` }),
    expect: 200,
  },
  'GET /auction/lot/:lotId/bid_history': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auction/lot/${w.running.approvedLotId}/bid_history` }),
    expect: 200,
  },
  // Follows and My bids: the caller's own, nobody else's.
  'POST /follows': {
    allow: SIGNED_IN,
    call: (w) => ({ url: '/follows', body: { lotId: w.running.approvedLotId } }),
    expect: 200,
  },
  'POST /follows/unfollow': {
    allow: SIGNED_IN,
    call: (w) => ({ url: '/follows/unfollow', body: { lotId: w.running.approvedLotId } }),
    expect: 200,
  },
  'GET /follows': { allow: SIGNED_IN, expect: 200 },
  'GET /my_bids': { allow: SIGNED_IN, expect: 200 },
  'GET /my_bids/export': { allow: SIGNED_IN, expect: 200, call: () => ({ url: '/my_bids/export?format=csv' }) },

  // Auction news
  'GET /auction_news/published': { allow: EVERYONE, expect: 200 },
  'GET /auction_news/auctions/active': { allow: OPERATOR, expect: 200 },
  'GET /auction_news/paged': { allow: OPERATOR, expect: 200 },
  'GET /auction_news/export': {
    allow: OPERATOR,
    call: () => ({ url: '/auction_news/export?format=csv' }),
    expect: 200,
  },
  'GET /auction_news/:id': { allow: OPERATOR },
  'POST /auction_news': { allow: OPERATOR },
  'POST /auction_news/publish': { allow: OPERATOR },
  'POST /auction_news/unpublish': { allow: OPERATOR },
  'DELETE /auction_news/:id': { allow: OPERATOR },

  // Registration and recovery (public)
  // A record without an account: its own is one the actor entered, other one somebody else did. Only the actor who
  // entered it and the registry read it; everyone else gets the answer of a number not on file.
  'GET /registered_users/check_personal_number': {
    allow: EVERYONE,
    objects: {
      call: enteredCall((e) => ({ url: `/registered_users/check_personal_number?personalNumber=${e.personalNumber}` })),
      expect: ENTERED_EXPECT,
    },
    body: (w, actor, kind) =>
      readsEntered(actor, kind)
        ? { allowCreate: true, individual: { personalNumber: enteredOf(w, actor, kind)!.personalNumber } }
        : { allowCreate: true, individual: null },
  },
  'GET /registered_users/check_company_unique_number': {
    allow: EVERYONE,
    objects: {
      call: enteredCall((e) => ({
        url: `/registered_users/check_company_unique_number?companyUniqueNumber=${e.companyUniqueNumber}`,
      })),
      expect: ENTERED_EXPECT,
    },
    body: (w, actor, kind) =>
      readsEntered(actor, kind)
        ? { allowCreate: true, company: { companyUniqueNumber: enteredOf(w, actor, kind)!.companyUniqueNumber } }
        : { allowCreate: true, company: null },
  },
  'POST /registered_users/register_individual': { allow: EVERYONE },
  'POST /registered_users/register_company': { allow: EVERYONE },
  'POST /registered_users/confirm': { allow: EVERYONE },
  'POST /user/renew_password': {
    allow: EVERYONE,
    call: () => ({ url: '/user/renew_password', body: { username: 'nobody.matrix' } }),
    expect: 200,
  },
  'POST /user/reset_password': { allow: EVERYONE },
  'POST /user/remind_username': {
    allow: EVERYONE,
    call: () => ({ url: '/user/remind_username', body: { email: 'nobody@example.test' } }),
    expect: 200,
  },
};
