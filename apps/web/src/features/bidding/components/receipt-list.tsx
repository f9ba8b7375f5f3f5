import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CheckOutlined, CopyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BidReceipt } from '@portal/contracts/bidding';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { LinkButton } from '@/shared/ui/link-button';
import { formatMoney } from '@portal/contracts/money-format';
import { formatBidTime, shortHash } from '../lib/format';

/** Copies a text to the clipboard; says so on the button for two seconds. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Tooltip title={copied ? t('bidding.copied', 'Copied') : label}>
      <Button
        size="small"
        className="bid-icon-button"
        icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        aria-label={copied ? t('bidding.copied', 'Copied') : label}
        onClick={() => void copy()}
        data-testid={testId}
      />
    </Tooltip>
  );
}

/**
 * The caller's receipts on a lot: for each of their bids its number, time, amount and ledger hash (copy it,
 * or check it on the public receipt page). Anyone can verify a receipt against the lot's chain at any time.
 */
export function ReceiptList({ receipts, lotCode }: { receipts: readonly BidReceipt[]; lotCode: string }) {
  const { t } = useTranslation();
  const newestFirst = [...receipts].sort((a, b) => b.seq - a.seq);
  return (
    <ul
      className="bid-receipts"
      aria-label={t('bidding.receipts_of', 'Your receipts on lot {{code}}', { code: lotCode })}
      data-testid="my-receipts"
    >
      {newestFirst.map((receipt) => (
        <li key={receipt.seq} className="bid-receipts__item" data-testid={`receipt-${receipt.seq}`}>
          <span className="bid-receipts__line">
            <strong>#{receipt.seq}</strong> · {formatMoney(receipt.amount, currentLanguage)}
            {receipt.kind === 'MAXIMUM' && ` · ${t('bidding.kind_maximum', 'by maximum')}`}
          </span>
          <span className="bid-muted bid-receipts__line">
            <time dateTime={receipt.serverTime}>{formatBidTime(receipt.serverTime)}</time>
          </span>
          <span className="bid-receipts__hash">
            <code title={receipt.hash}>
              <span className="visually-hidden">{t('bidding.hash', 'Hash')} </span>
              {shortHash(receipt.hash)}
            </code>
            <CopyButton
              text={receipt.hash}
              label={t('bidding.copy_hash', 'Copy the hash of bid #{{seq}}', { seq: receipt.seq })}
              testId={`receipt-copy-${receipt.seq}`}
            />
            <LinkButton
              size="small"
              to={paths.bidReceiptOf(receipt)}
              icon={<SafetyCertificateOutlined aria-hidden />}
              aria-label={t('bidding.check_receipt_of', 'Check the receipt of bid #{{seq}}', { seq: receipt.seq })}
              data-testid={`receipt-check-${receipt.seq}`}
            >
              {t('bidding.check_receipt', 'Check')}
            </LinkButton>
          </span>
        </li>
      ))}
    </ul>
  );
}
