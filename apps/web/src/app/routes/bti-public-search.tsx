import { BtiPublicSearch } from '@/features/portal-bti/components/bti-public-search';

/** `/web_portal/bti_search` (public): approved BTIs by tariff code, without their holders. */
export default function Component() {
  return <BtiPublicSearch />;
}
