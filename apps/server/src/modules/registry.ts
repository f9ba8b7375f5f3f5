// The modules of the server in dependency order: each comes after every module it imports (a test checks it
// against the import graph). The app mounts their routes and registers their jobs from this list.
import type { Config } from '../platform/config';
import type { FeaturePlugin } from '../platform/http/types';
import type { TopicDefinition } from '../platform/realtime/topics';
import type { JobDefinition } from '../platform/scheduler/scheduler';
import { approvalRoutes, personAdminRoutes, profileRoutes, userAdminRoutes, userRoutes } from './accounts';
import { attachmentRoutes } from './attachments';
import { auctionOutcomeRoutes } from './auction-outcome';
import {
  AUCTION_JOBS,
  AUCTION_TOPICS,
  announcementRoutes,
  auctionCopyRoutes,
  auctionRoutes,
  lotRoutes,
  publicAuctionRoutes,
} from './auctions';
import { AUTH_JOBS, authRoutes } from './auth';
import { bankGuaranteeRoutes } from './bank-guarantees';
import { BIDDING_TOPICS, biddingJobs, biddingRoutes } from './bidding';
import { companyAdminRoutes } from './companies';
import { companyRoutes } from './company-accounts';
import { documentTemplateRoutes } from './document-templates';
import { documentVerificationRoutes } from './document-verification';
import { healthRoutes } from './health';
import { informationRoutes } from './information';
import { mailRoutes } from './mail';
import { navigationAdminRoutes, navigationRoutes } from './navigation';
import { newsRoutes } from './news';
import { NOTIFICATION_TOPICS, notificationRoutes } from './notifications';
import { participationRequestRoutes } from './participation-requests';
import { caseSubjectRoutes, portalCaseRoutes } from './portal-cases';
import { portalDocumentRoutes } from './portal-documents';
import { portalForumRoutes } from './portal-forum';
import { caseOwnerWorkflowRoutes, caseProcessingRoutes, processingJobs } from './portal-processing';
import {
  authorizationRoutes,
  btiRoutes,
  complaintCaseRoutes,
  complaintRecordRoutes,
  iprRoutes,
  movementCertificateRoutes,
  myDecisionRoutes,
  recordJobs,
} from './portal-records';
import { portalRepresentationRoutes } from './portal-representation';
import { productRoutes } from './products';
import { registrationJobs, registrationRoutes } from './registration';
import { settingsRoutes } from './settings';
import { languageRoutes, translationRoutes } from './translations';
import { vocabularyRoutes, vocabularyTemplateRoutes } from './vocabularies';

export type ServerModule = {
  /** The folder under `modules/`. */
  name: string;
  /** Route plugins, mounted under /data/rest. */
  routes: FeaturePlugin[];
  /** Background jobs the scheduler runs. */
  jobs?: (config: Config) => JobDefinition[];
  /** The real-time topics the module publishes on, with who may subscribe (the STOMP endpoint opens only these). */
  topics?: readonly TopicDefinition[];
};

export const MODULES: readonly ServerModule[] = [
  { name: 'settings', routes: [settingsRoutes] },
  { name: 'health', routes: [healthRoutes] },
  { name: 'document-verification', routes: [documentVerificationRoutes] },
  { name: 'translations', routes: [translationRoutes, languageRoutes] },
  { name: 'mail', routes: [mailRoutes] },
  { name: 'companies', routes: [companyAdminRoutes] },
  { name: 'individuals', routes: [] },
  { name: 'users', routes: [] },
  { name: 'notifications', routes: [notificationRoutes], topics: NOTIFICATION_TOPICS },
  { name: 'attachments', routes: [attachmentRoutes] },
  { name: 'vocabularies', routes: [vocabularyRoutes, vocabularyTemplateRoutes] },
  { name: 'navigation', routes: [navigationRoutes, navigationAdminRoutes] },
  { name: 'auth', routes: [authRoutes], jobs: () => AUTH_JOBS },
  { name: 'information', routes: [informationRoutes] },
  { name: 'company-accounts', routes: [companyRoutes] },
  { name: 'bank-guarantees', routes: [bankGuaranteeRoutes] },
  { name: 'accounts', routes: [userRoutes, profileRoutes, userAdminRoutes, personAdminRoutes, approvalRoutes] },
  { name: 'registration', routes: [registrationRoutes], jobs: (config) => registrationJobs(config.publicUrl) },
  { name: 'document-templates', routes: [documentTemplateRoutes] },
  { name: 'products', routes: [productRoutes] },
  {
    name: 'auctions',
    routes: [auctionRoutes, announcementRoutes, auctionCopyRoutes, lotRoutes, publicAuctionRoutes],
    jobs: () => AUCTION_JOBS,
    topics: AUCTION_TOPICS,
  },
  { name: 'news', routes: [newsRoutes] },
  { name: 'participation-requests', routes: [participationRequestRoutes] },
  {
    name: 'bidding',
    routes: [biddingRoutes],
    jobs: (config) => biddingJobs(config.publicUrl),
    topics: BIDDING_TOPICS,
  },
  { name: 'auction-outcome', routes: [auctionOutcomeRoutes] },
  { name: 'portal-cases', routes: [portalCaseRoutes, caseSubjectRoutes] },
  { name: 'portal-documents', routes: [portalDocumentRoutes] },
  { name: 'portal-forum', routes: [portalForumRoutes] },
  {
    name: 'portal-records',
    routes: [
      complaintCaseRoutes,
      complaintRecordRoutes,
      authorizationRoutes,
      btiRoutes,
      iprRoutes,
      movementCertificateRoutes,
      myDecisionRoutes,
    ],
    jobs: (config) => recordJobs(config.publicUrl),
  },
  { name: 'portal-representation', routes: [portalRepresentationRoutes] },
  {
    name: 'portal-processing',
    routes: [caseOwnerWorkflowRoutes, caseProcessingRoutes],
    jobs: (config) => processingJobs(config.publicUrl),
  },
];
