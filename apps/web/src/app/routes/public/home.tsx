import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/hooks/use-session';
import { AuctionStatusLive } from '@/features/auctions/components/public/auction-status-live';
import { PromotedAuctionsBlock } from '@/features/auctions/components/public/promoted-auctions-block';
import { PublishedAuctionsSection } from '@/features/auctions/components/public/published-auctions-section';
import { useNavigationQuery } from '@/features/navigation/api/get-navigation';
import { buildMenu, productCategories } from '@/features/navigation/lib/menu-model';
import { HomePage } from '@/features/home/pages/home-page';
import type { HomeCategory } from '@/features/home/types';
import { completeTexts } from '@/shared/i18n/i18n';
import { currentLanguage } from '@/shared/i18n/language';
import { useSystem } from '@/shared/session/system';

/**
 * Home: the published auctions and the promoted block (live), and the product categories from the
 * visitor's navigation, whoever is signed in.
 */
export default function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const system = useSystem();
  const navigation = useNavigationQuery(system, null);
  // Drawn from the home part of the texts when the app started here: the rest follows now (ADR 0112).
  useEffect(() => void completeTexts(), []);

  const categories = useMemo<HomeCategory[] | undefined>(() => {
    if (!navigation.data) return undefined;
    const entries = buildMenu(navigation.data, system, currentLanguage, (key, fallback) => t(key, fallback));
    return productCategories(entries).map((group) => ({
      key: group.key,
      code: group.name.replace(/^category\./, ''),
      label: group.label,
      icon: group.icon,
      subcategories: group.pages.map((page) => ({ key: page.key, url: page.url, label: page.label })),
    }));
  }, [navigation.data, system, t]);

  return (
    <HomePage
      user={user}
      categories={categories}
      categoriesLoading={navigation.isPending}
      categoriesFailed={navigation.isError}
      onRetryCategories={() => void navigation.refetch()}
      auctions={
        <>
          <AuctionStatusLive />
          <PublishedAuctionsSection />
          <PromotedAuctionsBlock />
        </>
      }
    />
  );
}
