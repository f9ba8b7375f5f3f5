// The contracts' modules whose exported zod schemas the API description names (api-document.ts): every subpath the
// contracts package exports (api-document.test.ts checks the list against its package.json).
import * as common from '@portal/contracts';
import * as accountLinks from '@portal/contracts/account-links';
import * as apiPaths from '@portal/contracts/api-paths';
import * as attachments from '@portal/contracts/attachments';
import * as auctionCopies from '@portal/contracts/auction-copies';
import * as auctionOutcome from '@portal/contracts/auction-outcome';
import * as auctionStatus from '@portal/contracts/auction-status';
import * as auctions from '@portal/contracts/auctions';
import * as winnerNextSteps from '@portal/contracts/winner-next-steps';
import * as auth from '@portal/contracts/auth';
import * as bankGuarantees from '@portal/contracts/bank-guarantees';
import * as bidding from '@portal/contracts/bidding';
import * as biddingAnswers from '@portal/contracts/bidding-answers';
import * as biddingModel from '@portal/contracts/bidding-model';
import * as follows from '@portal/contracts/follows';
import * as homeScreenTexts from '@portal/contracts/home-screen-texts';
import * as realtime from '@portal/contracts/realtime';
import * as companies from '@portal/contracts/companies';
import * as dates from '@portal/contracts/dates';
import * as documentTemplates from '@portal/contracts/document-templates';
import * as documentVerification from '@portal/contracts/document-verification';
import * as errors from '@portal/contracts/errors';
import * as information from '@portal/contracts/information';
import * as input from '@portal/contracts/input';
import * as languages from '@portal/contracts/languages';
import * as lotOutcome from '@portal/contracts/lot-outcome';
import * as lotTexts from '@portal/contracts/lot-texts';
import * as mail from '@portal/contracts/mail';
import * as money from '@portal/contracts/money';
import * as moneyFormat from '@portal/contracts/money-format';
import * as multilingual from '@portal/contracts/multilingual';
import * as navigation from '@portal/contracts/navigation';
import * as news from '@portal/contracts/news';
import * as notifications from '@portal/contracts/notifications';
import * as pageAdmin from '@portal/contracts/page-admin';
import * as paging from '@portal/contracts/paging';
import * as participationRequests from '@portal/contracts/participation-requests';
import * as passwordStrength from '@portal/contracts/password-strength';
import * as portalAuthorization from '@portal/contracts/portal-authorization';
import * as portalBti from '@portal/contracts/portal-bti';
import * as tariff from '@portal/contracts/tariff';
import * as portalCases from '@portal/contracts/portal-cases';
import * as portalDocuments from '@portal/contracts/portal-documents';
import * as portalForum from '@portal/contracts/portal-forum';
import * as portalIpr from '@portal/contracts/portal-ipr';
import * as portalMovement from '@portal/contracts/portal-movement';
import * as portalProcessing from '@portal/contracts/portal-processing';
import * as portalDecisions from '@portal/contracts/portal-decisions';
import * as portalRecords from '@portal/contracts/portal-records';
import * as portalRepresentation from '@portal/contracts/portal-representation';
import * as positions from '@portal/contracts/positions';
import * as products from '@portal/contracts/products';
import * as profile from '@portal/contracts/profile';
import * as progress from '@portal/contracts/progress';
import * as publicAuctions from '@portal/contracts/public-auctions';
import * as publicSettings from '@portal/contracts/public-settings';
import * as registration from '@portal/contracts/registration';
import * as routes from '@portal/contracts/routes';
import * as settings from '@portal/contracts/settings';
import * as text from '@portal/contracts/text';
import * as timeZone from '@portal/contracts/time-zone';
import * as translations from '@portal/contracts/translations';
import * as userAdmin from '@portal/contracts/user-admin';
import * as validationMessages from '@portal/contracts/validation-messages';
import * as vocabularies from '@portal/contracts/vocabularies';
import * as zodMessages from '@portal/contracts/zod-messages';

/** Each contracts module by its subpath ('.' for the package's main entry). */
export const CONTRACT_MODULES: Record<string, Record<string, unknown>> = {
  '.': common,
  './account-links': accountLinks,
  './api-paths': apiPaths,
  './attachments': attachments,
  './auction-copies': auctionCopies,
  './auction-outcome': auctionOutcome,
  './auction-status': auctionStatus,
  './auctions': auctions,
  './winner-next-steps': winnerNextSteps,
  './auth': auth,
  './bank-guarantees': bankGuarantees,
  './bidding': bidding,
  './bidding-answers': biddingAnswers,
  './bidding-model': biddingModel,
  './follows': follows,
  './home-screen-texts': homeScreenTexts,
  './realtime': realtime,
  './companies': companies,
  './dates': dates,
  './document-templates': documentTemplates,
  './document-verification': documentVerification,
  './errors': errors,
  './information': information,
  './input': input,
  './languages': languages,
  './lot-outcome': lotOutcome,
  './lot-texts': lotTexts,
  './mail': mail,
  './money': money,
  './money-format': moneyFormat,
  './multilingual': multilingual,
  './navigation': navigation,
  './news': news,
  './notifications': notifications,
  './page-admin': pageAdmin,
  './paging': paging,
  './participation-requests': participationRequests,
  './password-strength': passwordStrength,
  './portal-authorization': portalAuthorization,
  './portal-bti': portalBti,
  './tariff': tariff,
  './portal-cases': portalCases,
  './portal-documents': portalDocuments,
  './portal-forum': portalForum,
  './portal-ipr': portalIpr,
  './portal-movement': portalMovement,
  './portal-processing': portalProcessing,
  './portal-decisions': portalDecisions,
  './portal-records': portalRecords,
  './portal-representation': portalRepresentation,
  './positions': positions,
  './products': products,
  './profile': profile,
  './progress': progress,
  './public-auctions': publicAuctions,
  './public-settings': publicSettings,
  './registration': registration,
  './routes': routes,
  './settings': settings,
  './text': text,
  './time-zone': timeZone,
  './translations': translations,
  './user-admin': userAdmin,
  './validation-messages': validationMessages,
  './vocabularies': vocabularies,
  './zod-messages': zodMessages,
};
