import { CompanyImageRoute } from './company-image';

/** `/user/company_stamp`: the company's stamp image. */
export default function Component() {
  return <CompanyImageRoute kind="stamp" />;
}
