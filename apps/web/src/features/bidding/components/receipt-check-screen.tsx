import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, InputNumber, Skeleton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  hashSchema,
  verifyReceiptQuerySchema,
  type ReceiptVerdict,
  type VerifyReceiptAnswer,
} from '@portal/contracts/bidding';
import { splitErrorBody } from '@portal/contracts/validation-messages';
import { isApiError } from '@/shared/api/api-error';
import { schemaRule } from '@/shared/form/schema-rule';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { LoadFailedResult } from '@/shared/ui/query-state';
import { verifyReceiptQueryOptions, type ReceiptQuery } from '../api/verify-receipt';
import { formatMoney } from '@portal/contracts/money-format';
import { formatBidTime } from '../lib/format';
import { ChainRecomputedHere } from './chain-recomputed-here';
import './bidding.css';
import { AppForm } from '@/shared/form/app-form';

type FormValues = { lot: number | null; seq: number | null; hash: string };

const MAX_ID = 2_147_483_647;

/** A complete receipt from the address, or null (the form is shown empty or as typed). */
function receiptOf(params: URLSearchParams): ReceiptQuery | null {
  const lot = Number(params.get('lot'));
  const seq = Number(params.get('seq'));
  const hash = (params.get('hash') ?? '').trim().toLowerCase();
  const id = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ID;
  return id(lot) && id(seq) && hashSchema.safeParse(hash).success ? { lot, seq, hash } : null;
}

const TONES: Record<ReceiptVerdict, 'success' | 'warning' | 'error'> = {
  VALID: 'success',
  UNKNOWN: 'warning',
  MISMATCH: 'error',
  CHAIN_BROKEN: 'error',
};

function Verdict({ answer }: { answer: VerifyReceiptAnswer }) {
  const { t } = useTranslation();
  const lot = answer.lotCode ?? `#${answer.lotId}`;
  const values = { lot, seq: answer.seq };
  const titles: Record<ReceiptVerdict, string> = {
    VALID: t('receipt.valid_title', 'The receipt is genuine.'),
    UNKNOWN: t('receipt.unknown_title', 'No such bid.'),
    MISMATCH: t('receipt.mismatch_title', 'The receipt does not match.'),
    CHAIN_BROKEN: t('receipt.broken_title', 'The lot’s ledger does not verify.'),
  };
  const texts: Record<ReceiptVerdict, string> = {
    VALID: t(
      'receipt.valid_text',
      'Bid #{{seq}} on lot {{lot}} is in the lot’s ledger with exactly this hash, and the whole ledger recomputes.',
      values,
    ),
    UNKNOWN: answer.lotCode
      ? t('receipt.unknown_text', 'Lot {{lot}} has no bid #{{seq}}.', values)
      : t('receipt.unknown_lot', 'There is no public lot with this number.'),
    MISMATCH: t(
      'receipt.mismatch_text',
      'Lot {{lot}} has a bid #{{seq}}, but its hash is different: this receipt was not issued for that bid, or it was changed.',
      values,
    ),
    CHAIN_BROKEN: t(
      'receipt.broken_text',
      'A stored bid of lot {{lot}} no longer matches its hash. Please tell the customs administration.',
      values,
    ),
  };
  return (
    <div role="status" data-testid="receipt-verdict" data-verdict={answer.verdict}>
      <Alert type={TONES[answer.verdict]} showIcon title={titles[answer.verdict]} description={texts[answer.verdict]} />
      {answer.lotCode && (
        <Descriptions
          size="small"
          bordered
          column={1}
          style={{ marginTop: 12 }}
          items={[
            { key: 'lot', label: t('receipt.lot', 'Lot'), children: answer.lotCode },
            ...(answer.amount !== null
              ? [
                  {
                    key: 'bid',
                    label: t('receipt.bid', 'Bid #{{seq}}', { seq: answer.seq }),
                    children: `${formatMoney(answer.amount, currentLanguage)} · ${answer.serverTime ? formatBidTime(answer.serverTime) : ''}`,
                  },
                ]
              : []),
            {
              key: 'head',
              label: answer.lotClosed
                ? t('receipt.final_hash', 'Final hash of the lot')
                : t('receipt.head_hash', 'Latest hash of the lot'),
              children: answer.headHash ? (
                <span>
                  #{answer.headSeq} · <code className="bid-hash">{answer.headHash}</code>
                </span>
              ) : (
                '—'
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

/**
 * `/user_auctions/bid_receipt?lot=&seq=&hash=` (public): anyone checks a bid receipt against the lot's chain
 * of hashes — paste the three values, or open the link next to a receipt — and reads the verdict in plain words;
 * beside it the browser recomputes the lot's public chain itself and says whether it holds.
 */
export function ReceiptCheckScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const receipt = receiptOf(params);
  const query = useQuery({
    ...verifyReceiptQueryOptions(receipt ?? { lot: 0, seq: 0, hash: '' }),
    enabled: receipt !== null,
  });
  useDocumentTitle(t('receipt.title', 'Check a bid receipt'));

  const serverFields =
    query.isError && isApiError(query.error) && query.error.status === 400
      ? splitErrorBody(query.error.body).fields
      : {};

  const check = (values: FormValues) => {
    setParams({ lot: String(values.lot), seq: String(values.seq), hash: values.hash.trim().toLowerCase() });
  };

  const initial: FormValues = {
    lot: Number(params.get('lot')) || null,
    seq: Number(params.get('seq')) || null,
    hash: params.get('hash') ?? '',
  };
  return (
    <div className="bid-page" data-testid="receipt-screen">
      <h1 className="bid-page__title">{t('receipt.title', 'Check a bid receipt')}</h1>
      <p className="bid-page__intro">
        {t(
          'receipt.intro',
          'Every accepted bid gets a receipt: the lot, the bid’s number (seq) and a hash that chains it to the bids before it. Anyone can check a receipt here, at any time.',
        )}
      </p>
      <AppForm<FormValues>
        guard={false}
        // A new receipt in the address (a link followed from this page) fills the form anew.
        key={params.toString()}
        layout="vertical"
        className="receipt-form"
        initialValues={initial}
        onFinish={check}
        data-testid="receipt-form"
      >
        <Flex gap="0 16px" wrap>
          <Form.Item
            name="lot"
            required
            label={t('receipt.lot_id', 'Lot number (id)')}
            rules={[schemaRule(verifyReceiptQuerySchema.shape.lot, t, { emptyIsMissing: true })]}
            validateStatus={serverFields.lot ? 'error' : undefined}
            help={serverFields.lot ? t(serverFields.lot, serverFields.lot) : undefined}
            style={{ flex: '1 1 160px' }}
          >
            <InputNumber min={1} max={MAX_ID} precision={0} style={{ width: '100%' }} data-testid="receipt-lot" />
          </Form.Item>
          <Form.Item
            name="seq"
            required
            label={t('receipt.seq', 'Bid number (seq)')}
            rules={[schemaRule(verifyReceiptQuerySchema.shape.seq, t, { emptyIsMissing: true })]}
            validateStatus={serverFields.seq ? 'error' : undefined}
            help={serverFields.seq ? t(serverFields.seq, serverFields.seq) : undefined}
            style={{ flex: '1 1 160px' }}
          >
            <InputNumber min={1} max={MAX_ID} precision={0} style={{ width: '100%' }} data-testid="receipt-seq" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="hash"
          label={t('receipt.hash', 'Hash (64 characters)')}
          required
          rules={[
            schemaRule(verifyReceiptQuerySchema.shape.hash, t, {
              emptyIsMissing: true,
              messages: {
                'validation.invalid_format': t('receipt.hash_format', 'A hash is 64 characters of 0–9 and a–f.'),
              },
            }),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 3 }}
            spellCheck={false}
            className="bid-hash"
            data-testid="receipt-hash"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SafetyCertificateOutlined aria-hidden />}
          data-testid="receipt-check"
        >
          {t('receipt.check', 'Check the receipt')}
        </Button>
      </AppForm>
      {receipt &&
        (query.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : query.isError ? (
          Object.keys(serverFields).length === 0 && (
            <LoadFailedResult error={query.error} onRetry={() => void query.refetch()} />
          )
        ) : (
          <>
            <Verdict answer={query.data} />
            <ChainRecomputedHere receipt={receipt} />
          </>
        ))}
    </div>
  );
}
