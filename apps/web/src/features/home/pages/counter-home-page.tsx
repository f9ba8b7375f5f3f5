import {
  AuditOutlined,
  FileProtectOutlined,
  FolderOpenOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LockOutlined,
  MessageOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  SmileOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import type { CurrentUser } from '@portal/contracts';
import { informationPageUrl } from '@portal/contracts/information';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { LinkCards, type LinkCard } from '../components/link-cards';

/**
 * `/ecounter_home`: the e-counter (customs web portal) home: the cases (a visitor is asked to sign in first), how
 * they are processed, the public BTI search, templates, help, information pages and the profile.
 */
export function CounterHomePage({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('page.ecounter_home', 'Counter home'));
  const lang = currentLanguage;
  const cards: LinkCard[] = [
    {
      key: 'cases',
      to: paths.portalHome,
      icon: <FolderOpenOutlined />,
      title: t('page.web_portal_web_portal_home_page', 'My cases'),
      text: t(
        'counter_home.cases_text',
        'File a case and follow it to the decision: general cases, complaints, authorizations and licences, movement certificates, BTI and IPR.',
      ),
    },
    {
      key: 'welcome',
      to: paths.portalWelcome,
      icon: <SmileOutlined />,
      title: t('counter_home.welcome', 'How cases are processed'),
      text: t(
        'counter_home.welcome_text',
        'The kinds of cases, the documents each needs, and what happens from filing to the decision.',
      ),
    },
    {
      key: 'bti',
      to: paths.btiSearch,
      icon: <AuditOutlined />,
      title: t('portal.bti.search_title', 'Search binding tariff information'),
      text: t('counter_home.bti_text', 'Approved binding tariff information by tariff code, open to everyone.'),
    },
    ...(user
      ? [
          {
            key: 'profile',
            to: paths.profile,
            icon: <IdcardOutlined />,
            title: t('counter_home.profile', 'My profile'),
            text: t('counter_home.profile_text', 'Your account details, e-mail, phone, language and password.'),
          },
        ]
      : []),
    {
      key: 'templates',
      to: paths.documentsTemplates,
      icon: <FileTextOutlined />,
      title: t('page.web_portal_documents_templates_page', 'Document templates'),
      text: t(
        'counter_home.templates_text',
        'Forms and templates for customs requests: authorization types, goods types and intellectual property rights.',
      ),
    },
    {
      key: 'help',
      to: paths.help,
      icon: <QuestionCircleOutlined />,
      title: t('page.user_info_help', 'Help'),
      text: t(
        'counter_home.help_text',
        'Step-by-step help: registration, a forgotten password or username, and taking part in auctions.',
      ),
    },
    {
      key: 'faq',
      to: informationPageUrl('faq', lang),
      icon: <MessageOutlined />,
      title: t('page.user_info_faq', 'Frequently asked questions'),
      text: t('counter_home.faq_text', 'Short answers to the questions traders and persons ask most.'),
    },
    {
      key: 'contact',
      to: informationPageUrl('contact', lang),
      icon: <PhoneOutlined />,
      title: t('page.user_info_contact', 'Contact'),
      text: t('counter_home.contact_text', 'Where and how to reach the customs administration.'),
    },
    {
      key: 'terms',
      to: informationPageUrl('terms', lang),
      icon: <FileProtectOutlined />,
      title: t('page.user_info_terms', 'Terms of use'),
      text: t('counter_home.terms_text', 'The rules for using the portal.'),
    },
    {
      key: 'privacy',
      to: informationPageUrl('privacy_policy', lang),
      icon: <LockOutlined />,
      title: t('page.user_info_privacy_policy', 'Privacy policy'),
      text: t('counter_home.privacy_text', 'Which personal data the portal keeps, why, and for how long.'),
    },
  ];

  return (
    <div data-testid="counter-home">
      <HomeHero
        user={user}
        title={t('counter_home.title', 'E-Counter: customs services online')}
        lead={t(
          'counter_home.lead',
          'The customs administration’s online counter: customs requests and cases filed and followed online, with their documents and messages, from filing to the decision.',
        )}
      />
      <section aria-labelledby="counter-services-title">
        <Typography.Title level={2} id="counter-services-title" style={{ fontSize: 22 }}>
          {t('counter_home.services_title', 'Services')}
        </Typography.Title>
        <LinkCards cards={cards} label={t('counter_home.services_title', 'Services')} />
      </section>
    </div>
  );
}
