import { Fragment, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from './paths';
import { frame, page } from './route-frames';

// Every page of the portal's layout, each loaded lazily. This table is itself loaded only when a
// path outside the sign-in pages is opened, so a first visit to /login does not download it.
const AppLayout = lazy(() => import('./layout/app-layout'));
const HomeRoute = lazy(() => import('./routes/public/home'));
const NotFoundRoute = lazy(() => import('./routes/public/not-found'));
const ProfileRoute = lazy(() => import('./routes/account/profile'));
const NotificationsRoute = lazy(() => import('./routes/account/notifications'));
const CompanyUsersRoute = lazy(() => import('./routes/account/company-users'));
const CompanySignatureRoute = lazy(() => import('./routes/account/company-signature'));
const CompanyStampRoute = lazy(() => import('./routes/account/company-stamp'));
const AccessDeniedRoute = lazy(() => import('./routes/public/access-denied'));
const AdminVocabulariesRoute = lazy(() => import('./routes/admin/admin-vocabularies'));
const AdminParametersRoute = lazy(() => import('./routes/admin/admin-settings-parameters'));
const AdminSettingsRoute = lazy(() => import('./routes/admin/admin-settings'));
const AdminTestsRoute = lazy(() => import('./routes/admin/admin-settings-tests'));
const AdminScheduledJobsRoute = lazy(() => import('./routes/admin/admin-scheduled-jobs'));
const AdminPagesRoute = lazy(() => import('./routes/admin/admin-pages'));
const AdminPageGroupsRoute = lazy(() => import('./routes/admin/admin-page-groups'));
const AdminUserRolesRoute = lazy(() => import('./routes/admin/admin-user-roles'));
const AdminUserRolePagesRoute = lazy(() => import('./routes/admin/admin-user-role-pages'));
const AdminUserPagesRoute = lazy(() => import('./routes/admin/admin-user-pages'));
const AdminLanguagesRoute = lazy(() => import('./routes/admin/admin-languages'));
const AdminTranslationsRoute = lazy(() => import('./routes/admin/admin-translations'));
const AdminMailOutboxRoute = lazy(() => import('./routes/admin/admin-mail-outbox'));
const AdminDocumentTemplatesRoute = lazy(() => import('./routes/admin/admin-document-templates'));
const PortalAdministrationRoute = lazy(() => import('./routes/portal/portal-administration'));
const PortalDocumentTemplatesRoute = lazy(() => import('./routes/portal/portal-document-templates'));
const DocumentsTemplatesRoute = lazy(() => import('./routes/public/documents-templates'));
const UserInfoRoute = lazy(() => import('./routes/public/user-info'));
const UserInfoHelpRoute = lazy(() => import('./routes/public/user-info-help'));
const VerifyRoute = lazy(() => import('./routes/public/verify'));
const AdminProductsRoute = lazy(() => import('./routes/auctions/admin-products'));
const AdminAuctionNewsRoute = lazy(() => import('./routes/auctions/admin-auction-news'));
const EauctionHomeRoute = lazy(() => import('./routes/auctions/eauction-home'));
const AdminAuctionsRoute = lazy(() => import('./routes/auctions/admin-auctions'));
const AdminCreatedAuctionsRoute = lazy(() => import('./routes/auctions/admin-created-auctions'));
const AdminLotsRoute = lazy(() => import('./routes/auctions/admin-lots'));
const AdminRepublishRoute = lazy(() => import('./routes/auctions/admin-republish'));
const AdminAuctionReportRoute = lazy(() => import('./routes/auctions/admin-auction-report'));
const EcounterHomeRoute = lazy(() => import('./routes/public/ecounter-home'));
const SubcategoryProductsRoute = lazy(() => import('./routes/auctions/subcategory-products'));
const AvailableProductsRoute = lazy(() => import('./routes/auctions/available-products'));
const UserBankGuaranteeRoute = lazy(() => import('./routes/participation/user-bank-guarantee'));
const AdminBankGuaranteeRoute = lazy(() => import('./routes/participation/admin-bank-guarantee'));
const AdminParticipationRequestsRoute = lazy(() => import('./routes/participation/admin-participation-requests'));
const UserParticipationRequestsRoute = lazy(() => import('./routes/participation/user-participation-requests'));
const AdminCompaniesForApprovalRoute = lazy(() => import('./routes/admin/admin-companies-for-approval'));
const AdminIndividualsForApprovalRoute = lazy(() => import('./routes/admin/admin-individuals-for-approval'));
const AdminUsersRoute = lazy(() => import('./routes/admin/admin-users'));
const AdminPersonsRoute = lazy(() => import('./routes/admin/admin-persons'));
const AdminTradersRoute = lazy(() => import('./routes/admin/admin-traders'));
const UserAuctionRoute = lazy(() => import('./routes/auctions/user-auction'));
const UserLotRoute = lazy(() => import('./routes/auctions/user-lot'));
const PublicAuctionListRoute = lazy(() => import('./routes/auctions/public-auction-list'));
const UserAuctionBidRoute = lazy(() => import('./routes/bidding/user-auction-bid'));
const AdminAuctionBidsRoute = lazy(() => import('./routes/bidding/admin-auction-bids'));
const UserBidReceiptRoute = lazy(() => import('./routes/bidding/user-bid-receipt'));
const UserMyBidsRoute = lazy(() => import('./routes/bidding/user-my-bids'));
const WebPortalHomeRoute = lazy(() => import('./routes/portal/web-portal-home'));
const WebPortalWelcomeRoute = lazy(() => import('./routes/portal/web-portal-welcome'));
const WebPortalMyDecisionsRoute = lazy(() => import('./routes/portal/web-portal-my-decisions'));
const WebPortalCreateCaseRoute = lazy(() => import('./routes/portal/web-portal-create-case'));
const WebPortalCaseRoute = lazy(() => import('./routes/portal/web-portal-case'));
const WebPortalIprRoute = lazy(() => import('./routes/portal/web-portal-ipr'));
const WebPortalProcessingRoute = lazy(() => import('./routes/portal/web-portal-processing'));
const OfficerDashboardRoute = lazy(() => import('./routes/portal/officer-dashboard'));
const AuctionDashboardRoute = lazy(() => import('./routes/auctions/admin-auction-dashboard'));
const WebPortalMovementRoute = lazy(() => import('./routes/portal/web-portal-movement'));
const WebPortalAuthorizationRoute = lazy(() => import('./routes/portal/web-portal-authorization'));
const WebPortalBtiRoute = lazy(() => import('./routes/portal/web-portal-bti'));
const BtiPublicSearchRoute = lazy(() => import('./routes/bti-public-search'));

/** The routes inside the portal's layout; unknown paths go home (spec §2). */
export default function AppRoutes() {
  return (
    <Routes>
      {/* The layout checks access (spec §2) for every route it holds. */}
      <Route element={frame(<AppLayout />, { home: true })}>
        <Route index element={page(<HomeRoute />, { home: true })} />
        <Route path={paths.profile} element={page(<ProfileRoute />)} />
        <Route path={paths.notifications} element={page(<NotificationsRoute />)} />
        <Route path={paths.companyUsers} element={page(<CompanyUsersRoute />)} />
        <Route path={paths.companySignature} element={page(<CompanySignatureRoute />)} />
        <Route path={paths.companyStamp} element={page(<CompanyStampRoute />)} />
        <Route path={paths.notFound} element={page(<NotFoundRoute />)} />
        <Route path={paths.accessDenied} element={page(<AccessDeniedRoute />)} />
        <Route path={paths.adminVocabularies} element={page(<AdminVocabulariesRoute />)} />
        <Route path={paths.withOptionalId(paths.adminParameters)} element={page(<AdminParametersRoute />)} />
        <Route path={paths.withOptionalId(paths.adminSettings)} element={page(<AdminSettingsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminTests)} element={page(<AdminTestsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminScheduledJobs)} element={page(<AdminScheduledJobsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminPages)} element={page(<AdminPagesRoute />)} />
        <Route path={paths.withOptionalId(paths.adminPageGroups)} element={page(<AdminPageGroupsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminRoles)} element={page(<AdminUserRolesRoute />)} />
        <Route path={paths.withOptionalId(paths.adminRolePages)} element={page(<AdminUserRolePagesRoute />)} />
        <Route path={paths.withOptionalId(paths.adminUserPages)} element={page(<AdminUserPagesRoute />)} />
        <Route path={paths.withOptionalId(paths.adminLanguages)} element={page(<AdminLanguagesRoute />)} />
        <Route path={paths.withOptionalId(paths.adminTranslations)} element={page(<AdminTranslationsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminMailOutbox)} element={page(<AdminMailOutboxRoute />)} />
        <Route
          path={paths.withOptionalId(paths.adminDocumentTemplates)}
          element={page(<AdminDocumentTemplatesRoute />)}
        />
        <Route path={paths.documentsTemplates} element={page(<DocumentsTemplatesRoute />)} />
        <Route path={paths.portalAdministration} element={page(<PortalAdministrationRoute />)} />
        <Route
          path={paths.withOptionalId(paths.portalDocumentTemplates)}
          element={page(<PortalDocumentTemplatesRoute />)}
        />
        <Route path={paths.help} element={page(<UserInfoHelpRoute />)} />
        <Route path={paths.informationPage} element={page(<UserInfoRoute />)} />
        <Route path={paths.withOptionalId(paths.adminProducts)} element={page(<AdminProductsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminAuctionNews)} element={page(<AdminAuctionNewsRoute />)} />
        {[paths.eauctionHome, ...paths.eauctionHomeAliases].map((path) => (
          <Route key={path} path={path} element={page(<EauctionHomeRoute />)} />
        ))}
        <Route path={paths.withOptionalId(paths.adminAuctions)} element={page(<AdminAuctionsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminCreatedAuctions)} element={page(<AdminCreatedAuctionsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminLots)} element={page(<AdminLotsRoute />)} />
        <Route path={paths.adminRepublishRoute} element={page(<AdminRepublishRoute />)} />
        <Route path={paths.adminAuctionReportRoute} element={page(<AdminAuctionReportRoute />)} />
        <Route path={paths.auctionDashboardRoute} element={page(<AuctionDashboardRoute />)} />
        {[paths.ecounterHome, ...paths.ecounterHomeAliases].map((path) => (
          <Route key={path} path={path} element={page(<EcounterHomeRoute />)} />
        ))}
        <Route path={paths.subcategoryProductsRoute} element={page(<SubcategoryProductsRoute />)} />
        <Route path={paths.availableProducts} element={page(<AvailableProductsRoute />)} />
        <Route path={paths.userBankGuarantee} element={page(<UserBankGuaranteeRoute />)} />
        <Route path={paths.withOptionalId(paths.adminBankGuarantee)} element={page(<AdminBankGuaranteeRoute />)} />
        <Route
          path={paths.withOptionalId(paths.adminParticipationRequests)}
          element={page(<AdminParticipationRequestsRoute />)}
        />
        <Route
          path={paths.withOptionalId(paths.userParticipationRequests)}
          element={page(<UserParticipationRequestsRoute />)}
        />
        <Route
          path={paths.withOptionalId(paths.adminCompaniesForApproval)}
          element={page(<AdminCompaniesForApprovalRoute />)}
        />
        <Route
          path={paths.withOptionalId(paths.adminIndividualsForApproval)}
          element={page(<AdminIndividualsForApprovalRoute />)}
        />
        <Route path={paths.withOptionalId(paths.adminUsers)} element={page(<AdminUsersRoute />)} />
        <Route path={paths.withOptionalId(paths.adminPersons)} element={page(<AdminPersonsRoute />)} />
        <Route path={paths.withOptionalId(paths.adminTraders)} element={page(<AdminTradersRoute />)} />
        <Route path={paths.userAuctionRoute} element={page(<UserAuctionRoute />)} />
        <Route path={paths.userLotRoute} element={page(<UserLotRoute />)} />
        <Route path={paths.biddingScreenRoute} element={page(<UserAuctionBidRoute />)} />
        <Route path={paths.staffLotBidsRoute} element={page(<AdminAuctionBidsRoute />)} />
        <Route path={paths.bidReceipt} element={page(<UserBidReceiptRoute />)} />
        <Route path={paths.myBids} element={page(<UserMyBidsRoute />)} />
        <Route path={paths.portalHome} element={page(<WebPortalHomeRoute />)} />
        <Route path={paths.portalWelcome} element={page(<WebPortalWelcomeRoute />)} />
        <Route path={paths.portalMyDecisions} element={page(<WebPortalMyDecisionsRoute />)} />
        {(['general', 'complaint'] as const).map((kind) => (
          <Fragment key={kind}>
            <Route
              path={paths.portalCreateCase(kind)}
              element={page(<WebPortalCreateCaseRoute key={kind} kind={kind} />)}
            />
            <Route
              path={paths.portalEditCaseRoute(kind)}
              element={page(<WebPortalCaseRoute kind={kind} mode="edit" />)}
            />
            <Route
              path={paths.portalViewCaseRoute(kind)}
              element={page(<WebPortalCaseRoute kind={kind} mode="view" />)}
            />
          </Fragment>
        ))}
        <Route path={paths.portalCreateCase('bti')} element={page(<WebPortalBtiRoute mode="create" />)} />
        <Route path={paths.portalEditCaseRoute('bti')} element={page(<WebPortalBtiRoute mode="edit" />)} />
        <Route path={paths.portalViewCaseRoute('bti')} element={page(<WebPortalBtiRoute mode="view" />)} />
        <Route path={paths.btiSearch} element={page(<BtiPublicSearchRoute />)} />
        <Route path={paths.verify} element={page(<VerifyRoute />)} />
        <Route
          path={paths.portalCreateCase('authorization')}
          element={page(<WebPortalAuthorizationRoute mode="create" />)}
        />
        <Route
          path={paths.portalEditCaseRoute('authorization')}
          element={page(<WebPortalAuthorizationRoute mode="edit" />)}
        />
        <Route
          path={paths.portalViewCaseRoute('authorization')}
          element={page(<WebPortalAuthorizationRoute mode="view" />)}
        />
        <Route
          path={paths.portalCreateCase('movement_certificate')}
          element={page(<WebPortalMovementRoute mode="create" />)}
        />
        <Route
          path={paths.portalEditCaseRoute('movement_certificate')}
          element={page(<WebPortalMovementRoute mode="edit" />)}
        />
        <Route
          path={paths.portalViewCaseRoute('movement_certificate')}
          element={page(<WebPortalMovementRoute mode="view" />)}
        />
        <Route path={paths.movementCertificateDisplay} element={page(<WebPortalMovementRoute mode="display" />)} />
        <Route path={paths.portalCreateCase('ipr')} element={page(<WebPortalIprRoute screen="create" />)} />
        <Route path={paths.portalEditCaseRoute('ipr')} element={page(<WebPortalIprRoute screen="edit" />)} />
        <Route path={paths.portalViewCaseRoute('ipr')} element={page(<WebPortalIprRoute screen="view" />)} />
        <Route path={paths.portalCaseQueue} element={page(<WebPortalProcessingRoute />)} />
        <Route path={paths.officerDashboard} element={page(<OfficerDashboardRoute />)} />
        {(['published', 'running', 'finished'] as const).map((list) => (
          <Route
            key={list}
            path={paths[`${list}Auctions`]}
            element={page(<PublicAuctionListRoute key={list} list={list} />)}
          />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
