import { pathGrantedByPages } from '@portal/contracts';
import { AUCTION_NEWS_BEAN, AUCTION_NEWS_EXTENSIONS, AUCTION_NEWS_PAGE } from '@portal/contracts/news';
import type { AuthContext } from '../../platform/http/access';
import { registerAttachmentBean } from '../attachments';
import { newsVisibility } from './service';

const canManage = (auth: AuthContext | null) => !!auth && pathGrantedByPages(AUCTION_NEWS_PAGE, auth.pageUrls);

/** Files of a news item (`auction_news_attachment`): of published news for everyone, of the others only for the news managers (404 to the rest). */
export function registerNewsFiles(): void {
  registerAttachmentBean(AUCTION_NEWS_BEAN, {
    async canRead({ db, auth }, objectId) {
      const visibility = await newsVisibility(db, objectId);
      if (visibility === 'missing') return 'not_found';
      return visibility === 'public' || canManage(auth) || 'not_found';
    },
    async canWrite({ db, auth }, objectId) {
      if ((await newsVisibility(db, objectId)) === 'missing') return 'not_found';
      return canManage(auth);
    },
    extensions: AUCTION_NEWS_EXTENSIONS,
    publicTags: ['news'],
  });
}
