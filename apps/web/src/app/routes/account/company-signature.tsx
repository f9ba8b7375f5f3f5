import { CompanyImageRoute } from './company-image';

/** `/user/company_signature`: the company's signature image. */
export default function Component() {
  return <CompanyImageRoute kind="signature" />;
}
