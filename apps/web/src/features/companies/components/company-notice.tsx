import { Result } from 'antd';
import { COMPANY_ERROR } from '@portal/contracts/companies';
import { useTranslation } from 'react-i18next';

const TEXTS = {
  noCompany: [COMPANY_ERROR.noCompany, 'Your account does not belong to a company.'],
  notAdministrator: [COMPANY_ERROR.notAdministrator, 'Only the company administrator can do this.'],
} as const;

/**
 * What a page of the company's own answers an account it is not for: one that belongs to no company, or a member
 * who does not administer it (the server would refuse them with these keys). The answer is the page's heading.
 */
export function CompanyNotice({ reason }: { reason: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const [key, fallback] = TEXTS[reason];
  return (
    <Result
      status="info"
      title={
        <h1 style={{ font: 'inherit', margin: 0 }} data-testid={`company-notice-${reason}`}>
          {t(key, fallback)}
        </h1>
      }
    />
  );
}
