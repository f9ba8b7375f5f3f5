import { matchPath } from 'react-router';
import { paths } from './paths';

const withId = paths.withOptionalId;

/** The sign-in pages, drawn in the light frame for visitors. */
export const SIGN_IN_ROUTES: readonly string[] = [
  paths.login,
  paths.expiredPassword,
  paths.forgottenPassword,
  paths.forgottenUsername,
  paths.registerPerson,
  paths.registerTrader,
];

/**
 * Every route pattern the SPA has: the sign-in pages of `app/router.tsx` and the table of
 * `app/app-routes.tsx` (a test keeps this list equal to them). The menu shows only pages the
 * client has a route for, and the accessibility browser test visits every one of them.
 */
export const CLIENT_ROUTES: readonly string[] = [
  ...SIGN_IN_ROUTES,
  // The portal's layout
  paths.home,
  paths.profile,
  paths.notifications,
  paths.companyUsers,
  paths.companySignature,
  paths.companyStamp,
  paths.notFound,
  paths.accessDenied,
  paths.adminVocabularies,
  withId(paths.adminParameters),
  withId(paths.adminSettings),
  withId(paths.adminTests),
  withId(paths.adminScheduledJobs),
  withId(paths.adminPages),
  withId(paths.adminPageGroups),
  withId(paths.adminRoles),
  withId(paths.adminRolePages),
  withId(paths.adminUserPages),
  withId(paths.adminLanguages),
  withId(paths.adminTranslations),
  withId(paths.adminMailOutbox),
  withId(paths.adminDocumentTemplates),
  paths.portalAdministration,
  withId(paths.portalDocumentTemplates),
  paths.documentsTemplates,
  paths.help,
  paths.informationPage,
  withId(paths.adminProducts),
  withId(paths.adminAuctionNews),
  paths.eauctionHome,
  ...paths.eauctionHomeAliases,
  withId(paths.adminAuctions),
  withId(paths.adminCreatedAuctions),
  withId(paths.adminLots),
  paths.adminRepublishRoute,
  paths.adminAuctionReportRoute,
  paths.auctionDashboardRoute,
  paths.ecounterHome,
  ...paths.ecounterHomeAliases,
  paths.subcategoryProductsRoute,
  paths.availableProducts,
  paths.userBankGuarantee,
  withId(paths.adminBankGuarantee),
  withId(paths.adminParticipationRequests),
  withId(paths.userParticipationRequests),
  withId(paths.adminCompaniesForApproval),
  withId(paths.adminIndividualsForApproval),
  withId(paths.adminUsers),
  withId(paths.adminPersons),
  withId(paths.adminTraders),
  paths.userAuctionRoute,
  paths.userLotRoute,
  paths.biddingScreenRoute,
  paths.staffLotBidsRoute,
  paths.bidReceipt,
  paths.myBids,
  paths.portalHome,
  paths.portalWelcome,
  paths.portalMyDecisions,
  ...(['general', 'complaint'] as const).flatMap((kind) => [
    paths.portalCreateCase(kind),
    paths.portalEditCaseRoute(kind),
    paths.portalViewCaseRoute(kind),
  ]),
  paths.portalCreateCase('bti'),
  paths.portalEditCaseRoute('bti'),
  paths.portalViewCaseRoute('bti'),
  paths.btiSearch,
  paths.portalCreateCase('authorization'),
  paths.portalEditCaseRoute('authorization'),
  paths.portalViewCaseRoute('authorization'),
  paths.portalCreateCase('movement_certificate'),
  paths.portalEditCaseRoute('movement_certificate'),
  paths.portalViewCaseRoute('movement_certificate'),
  paths.movementCertificateDisplay,
  paths.verify,
  paths.portalCreateCase('ipr'),
  paths.portalEditCaseRoute('ipr'),
  paths.portalViewCaseRoute('ipr'),
  paths.portalCaseQueue,
  paths.officerDashboard,
  paths.publishedAuctions,
  paths.runningAuctions,
  paths.finishedAuctions,
];

/** Whether a path (no query) opens one of the client's routes rather than falling back to the home page. */
export function isClientRoute(path: string): boolean {
  return CLIENT_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
