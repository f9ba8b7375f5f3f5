// Examples of the main calls in the API's description (api-document.ts): signing in, bidding, filing and submitting a
// case and uploading its document. A test checks each against its operation's schemas (api-document.test.ts).

export type ApiExample = {
  /** The example's name in the document. */
  name: string;
  /** The request body. */
  request?: unknown;
  /** Query or path parameters, by name. */
  parameters?: Record<string, unknown>;
  /** The 200 answer. */
  response?: unknown;
};

/** By `METHOD /path` as the document writes it. */
export const API_EXAMPLES: Record<string, ApiExample> = {
  'POST /data/rest/user/authenticate': {
    name: 'signIn',
    request: { username: 'trader', password: 'Demo#2026!', rememberMe: 'false' },
    response: { token: '5d1f0c6e9b0a4f7c8e2d3b1a6f9e8d7c5b4a3f2e1d0c9b8a' },
  },
  'POST /data/rest/auction/send_bid': {
    name: 'bid',
    request: { bid: { lot: { id: 12 }, auction: { id: 3 }, offeredAmount: 1500.5, maximumAmount: 2000 } },
  },
  'POST /data/rest/general_cases/create_general_case': {
    name: 'tariffQuestion',
    request: { subTypeId: 4, subject: 'Heading of roasted coffee', description: 'Which heading applies to our blend?' },
  },
  'POST /data/rest/general_cases/submit_general_case': { name: 'submit', request: { id: 57 } },
  'POST /data/rest/portal_documents': {
    name: 'requestLetter',
    parameters: { caseId: 57, typeId: 9, description: 'Our request, signed' },
  },
};
