import type { ReactNode } from 'react';
import type { CurrentUser } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CategoryGrid } from '../components/category-grid';
import { HomeHero } from '../components/home-hero';
import { SystemCards } from '../components/system-cards';
import type { HomeCategory } from '../types';

type HomePageProps = {
  user: CurrentUser | null;
  categories: HomeCategory[] | undefined;
  categoriesLoading: boolean;
  categoriesFailed: boolean;
  onRetryCategories: () => void;
  /** The auction sections the app layer composes in (published auctions, the promoted block). */
  auctions?: ReactNode;
};

/** The public landing page: what the portal is for, its two systems, the published auctions and the product categories. */
export function HomePage({
  user,
  categories,
  categoriesLoading,
  categoriesFailed,
  onRetryCategories,
  auctions,
}: HomePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('page.home', 'Home'));
  return (
    <div data-testid="home-page">
      <HomeHero user={user} />
      <SystemCards />
      {auctions}
      <CategoryGrid
        categories={categories}
        loading={categoriesLoading}
        failed={categoriesFailed}
        onRetry={onRetryCategories}
      />
    </div>
  );
}
