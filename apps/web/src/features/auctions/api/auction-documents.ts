import { useMutation } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/languages';
import { apiPath } from '@portal/contracts/api-paths';
import { currentLanguage } from '@/shared/i18n/language';
import { downloadFile } from '@/shared/upload/download-attachment';

export type AuctionDocument = 'preview' | 'end_of_auction';

/** `{id}/pdf?lang=` (announcement preview) or `end_of_auction/{id}/{lang}/pdf`, in the interface language. */
export function auctionDocumentPath(kind: AuctionDocument, auctionId: number, lang: Language): string {
  return kind === 'preview'
    ? `${apiPath('/auctions/{id}/pdf', { id: auctionId })}?lang=${lang}`
    : apiPath('/auctions/end_of_auction/{id}/{lang}/pdf', { id: auctionId, lang });
}

/** Downloads a PDF the server makes on request; a refusal (409) reaches the global error toast. */
export function useDownloadAuctionDocument() {
  return useMutation({
    mutationFn: ({
      kind,
      auctionId,
      auctionNumber,
    }: {
      kind: AuctionDocument;
      auctionId: number;
      auctionNumber: string;
    }) =>
      downloadFile(
        auctionDocumentPath(kind, auctionId, currentLanguage),
        `${kind === 'preview' ? 'announcement' : 'end-of-auction'}-${auctionNumber}-${currentLanguage}.pdf`,
      ),
  });
}
