import { Alert, Button, Card, Flex, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normalizeTariffCode, type PublicBti } from '@portal/contracts/portal-bti';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { BTI_SEARCH_PAGE_SIZE, usePublicBtiSearch } from '../api/search-public-btis';
import { LABELS } from './labels';
import { formatDate } from '@/shared/lib/business-time';

const CODE_PARAM = 'code';

/**
 * `/web_portal/bti_search` (public): approved binding tariff information by a tariff code's first 2 to 8 digits —
 * reference, code, goods and validity; never who holds it nor the commercial name, which identifies the holder. The
 * code is kept in the address.
 */
export function BtiPublicSearch() {
  const { t } = useTranslation();
  useDocumentTitle(t(...LABELS.searchTitle));
  const [params, setParams] = useSearchParams();
  const code = normalizeTariffCode(params.get(CODE_PARAM) ?? '');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState(code);
  const query = usePublicBtiSearch(code, page);
  const valid = /^\d{2,8}$/.test(code);
  const search = () => {
    setPage(1);
    setParams({ [CODE_PARAM]: normalizeTariffCode(draft) }, { replace: true });
  };
  const draftValid = /^\d{2,8}$/.test(normalizeTariffCode(draft));

  const columns = [
    { key: 'reference', title: t(...LABELS.reference), dataIndex: 'reference' },
    { key: 'tariffCode', title: t(...LABELS.tariffCode), dataIndex: 'tariffCode' },
    {
      key: 'goodsDescription',
      title: t(...LABELS.goodsDescription),
      dataIndex: 'goodsDescription',
      render: (value: string | null) => <span style={{ whiteSpace: 'pre-wrap' }}>{value ?? '—'}</span>,
    },
    {
      key: 'validFrom',
      title: t(...LABELS.validFrom),
      dataIndex: 'validFrom',
      render: (value: string | null) => (value ? formatDate(value) : '—'),
    },
    {
      key: 'validTo',
      title: t(...LABELS.validTo),
      dataIndex: 'validTo',
      render: (value: string | null) => (value ? formatDate(value) : '—'),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="bti-public-search">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t(...LABELS.searchTitle)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(...LABELS.searchIntro)}
      </Typography.Paragraph>
      <Card size="small">
        <Form layout="inline" onFinish={search} style={{ rowGap: 8 }}>
          <Form.Item label={t(...LABELS.searchCode)} htmlFor="bti-search-code" style={{ marginBottom: 0 }}>
            <Input
              id="bti-search-code"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              inputMode="numeric"
              maxLength={12}
              autoComplete="off"
              style={{ width: 160 }}
              data-testid="bti-search-code"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!draftValid} data-testid="bti-search-submit">
            {t(...LABELS.searchButton)}
          </Button>
        </Form>
      </Card>
      {!valid ? (
        <Alert type="info" showIcon title={t(...LABELS.searchPrompt)} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t(...LABELS.searchFailed)}
          action={<Button onClick={() => void query.refetch()}>{t('generic.retry', 'Try again')}</Button>}
        />
      ) : (
        <Table<PublicBti>
          rowKey="reference"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={query.isFetching}
          columns={columns}
          dataSource={query.data?.content ?? []}
          locale={{ emptyText: t(...LABELS.searchEmpty) }}
          pagination={{
            current: page,
            pageSize: BTI_SEARCH_PAGE_SIZE,
            total: query.data?.totalElements ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          data-testid="bti-search-results"
        />
      )}
    </Flex>
  );
}
