import { NewsAdminScreen } from '@/features/news/components/news-admin-screen';

/** `/admin/auctions/auction_news/:id?`: auction news with their files (the id opens a news item). */
export default function Component() {
  return <NewsAdminScreen />;
}
