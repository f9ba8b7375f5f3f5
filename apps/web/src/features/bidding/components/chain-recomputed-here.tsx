import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { lotChainQueryOptions } from '../api/get-lot-chain';
import { biddingKeys } from '../api/keys';
import { canRecompute, checkChainHere, type ReceiptAgainstChain } from '../lib/chain-check';

/**
 * Beside the server's verdict, the browser's own: it reads the lot's public ledger, recomputes every hash with
 * WebCrypto from the bids' public fields (docs/ledger.md) and says up to which bid the chain holds, or where it
 * breaks, and whether the receipt is the recomputed hash of its bid. It trusts the server for nothing but the data.
 */
export function ChainRecomputedHere({ receipt }: { receipt: { lot: number; seq: number; hash: string } }) {
  const { t } = useTranslation();
  const supported = canRecompute();
  const chain = useQuery({ ...lotChainQueryOptions(receipt.lot), enabled: supported });
  const check = useQuery({
    queryKey: biddingKeys.chainHere(receipt, chain.data?.headSeq, chain.data?.headHash),
    queryFn: () => checkChainHere(chain.data!, receipt),
    enabled: chain.data !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  const title = t('receipt.here_title', 'Recomputed in this browser');

  let body;
  if (!supported) {
    body = (
      <Alert
        type="info"
        showIcon
        title={t(
          'receipt.here_unsupported',
          'This browser offers no SHA-256 here (WebCrypto needs a secure connection), so the ledger was not recomputed.',
        )}
      />
    );
  } else if (chain.isError) {
    // A lot without a public ledger: the server's verdict already says there is no such lot.
    if (isApiError(chain.error) && chain.error.status === 404) return null;
    body = (
      <Alert
        type="warning"
        showIcon
        title={t(
          'receipt.here_load_failed',
          'The lot’s public ledger could not be read, so it was not recomputed here.',
        )}
        action={<Button onClick={() => void chain.refetch()}>{t('receipt.here_retry', 'Try again')}</Button>}
      />
    );
  } else if (!check.data) {
    body = (
      <div aria-busy="true">
        <p className="bid-muted">{t('receipt.here_checking', 'Recomputing the lot’s ledger in this browser…')}</p>
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      </div>
    );
  } else {
    const { holds, holdsUpTo, brokenAt } = check.data;
    const receiptTexts: Record<ReceiptAgainstChain, string> = {
      MATCHES: t('receipt.here_receipt_matches', 'This receipt’s hash is the recomputed hash of bid #{{seq}}.', {
        seq: receipt.seq,
      }),
      DIFFERS: t('receipt.here_receipt_differs', 'This receipt’s hash is not the recomputed hash of bid #{{seq}}.', {
        seq: receipt.seq,
      }),
      ABSENT: t('receipt.here_receipt_absent', 'The lot’s public ledger has no bid #{{seq}}.', { seq: receipt.seq }),
      UNVERIFIED: t(
        'receipt.here_receipt_unverified',
        'Bid #{{seq}} comes at or after the break, so its hash could not be recomputed.',
        { seq: receipt.seq },
      ),
    };
    body = (
      <Alert
        type={holds && check.data.receipt === 'MATCHES' ? 'success' : holds ? 'warning' : 'error'}
        showIcon
        title={
          holds
            ? holdsUpTo === 0
              ? t('receipt.here_empty', 'Recomputed here: the lot has no bids yet.')
              : t('receipt.here_holds', 'Recomputed here: the chain holds up to bid #{{seq}}.', { seq: holdsUpTo })
            : t('receipt.here_breaks', 'Recomputed here: the chain breaks at bid #{{seq}}.', { seq: brokenAt })
        }
        description={
          <>
            <p>
              {holds
                ? t(
                    'receipt.here_holds_text',
                    'This browser read the lot’s public ledger and recomputed every hash from the bids’ public fields (number, bidder number, amount, time, kind): each follows from the one before, up to the lot’s hash.',
                  )
                : t(
                    'receipt.here_breaks_text',
                    'Bid #{{seq}} of the public ledger does not follow from its public fields and the bid before it, or is missing: the ledger changed after the bid. Bids up to #{{held}} recompute. Please tell the customs administration.',
                    { seq: brokenAt, held: holdsUpTo },
                  )}
            </p>
            <p>{receiptTexts[check.data.receipt]}</p>
          </>
        }
      />
    );
  }
  return (
    <section
      className="receipt-here"
      aria-label={title}
      data-testid="receipt-recomputed"
      data-holds-up-to={check.data?.holdsUpTo}
      data-broken-at={check.data?.brokenAt ?? undefined}
      data-receipt={check.data?.receipt}
    >
      <h2 className="receipt-here__title">{title}</h2>
      <div role="status">{body}</div>
    </section>
  );
}
