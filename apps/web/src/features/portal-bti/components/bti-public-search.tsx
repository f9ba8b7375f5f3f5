import { Alert, Button, Card, Flex, Form, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@portal/contracts/dates';
import { localized } from '@portal/contracts/multilingual';
import { BTI_SEARCH_KEYWORDS_MAX, normalizeTariffCode, type PublicBti } from '@portal/contracts/portal-bti';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useUrlFilters, type UrlFiltersConfig } from '@/shared/lib/url-filters';
import { BTI_SEARCH_PAGE_SIZE, btiSearchUsable, usePublicBtiSearch } from '../api/search-public-btis';
import { LABELS } from './labels';
import { AppForm } from '@/shared/form/app-form';
import { ScreenTitle } from '@/shared/ui/screen-heading';

/** The search (`code`, `q`) and its page live in the address (reload, shared link, Back). */
const SEARCH_URL: UrlFiltersConfig<'code' | 'q'> = {
  filters: {
    code: (value) => normalizeTariffCode(value) === value,
    q: (value) => value.trim() === value && value.length <= BTI_SEARCH_KEYWORDS_MAX,
  },
  pageSizes: [BTI_SEARCH_PAGE_SIZE],
  sortKeys: [],
};

/**
 * `/web_portal/bti_search` (public): approved binding tariff information by a tariff code's first 2 to 8 digits
 * and/or keywords — reference, the decided and the proposed code, goods, the classification justification and
 * validity; never who holds it nor the commercial name, which is confidential. The search is kept in the address.
 */
export function BtiPublicSearch() {
  const { t } = useTranslation();
  useDocumentTitle(t(...LABELS.searchTitle));
  const searchState = useUrlFilters(SEARCH_URL);
  const code = searchState.filters.code ?? '';
  const keywords = searchState.filters.q ?? '';
  const page = searchState.page;
  const [draft, setDraft] = useState(code);
  const [draftKeywords, setDraftKeywords] = useState(keywords);
  // Another search from the address (Back, a link) replaces what is typed: adjusted while rendering, not in an effect.
  const [shown, setShown] = useState({ code, keywords });
  if (shown.code !== code || shown.keywords !== keywords) {
    setShown({ code, keywords });
    setDraft(code);
    setDraftKeywords(keywords);
  }
  const query = usePublicBtiSearch(code, keywords, page);
  const valid = btiSearchUsable(code, keywords);
  const search = () =>
    searchState.setFilters({ code: normalizeTariffCode(draft) || undefined, q: draftKeywords.trim() || undefined });
  const draftValid = btiSearchUsable(normalizeTariffCode(draft), draftKeywords);
  const text = (value: string | null) => <span style={{ whiteSpace: 'pre-wrap' }}>{value ?? '—'}</span>;

  const columns = [
    { key: 'reference', title: t(...LABELS.reference), dataIndex: 'reference' },
    {
      key: 'tariffCode',
      title: t(...LABELS.decidedTariffCode),
      render: (_: unknown, bti: PublicBti) => (
        <span data-testid="bti-search-decided-code">
          {bti.tariffCode}
          {bti.tariff && ` — ${localized(bti.tariff, 'label', currentLanguage)}`}
        </span>
      ),
    },
    {
      key: 'proposedTariffCode',
      title: t(...LABELS.proposedTariffCode),
      dataIndex: 'proposedTariffCode',
      render: (value: string | null) => <span data-testid="bti-search-proposed-code">{value ?? '—'}</span>,
    },
    { key: 'goodsDescription', title: t(...LABELS.goodsDescription), dataIndex: 'goodsDescription', render: text },
    {
      key: 'classificationJustification',
      title: t(...LABELS.justification),
      dataIndex: 'classificationJustification',
      render: text,
    },
    { key: 'validFrom', title: t(...LABELS.validFrom), dataIndex: 'validFrom', render: formatDay },
    { key: 'validTo', title: t(...LABELS.validTo), dataIndex: 'validTo', render: formatDay },
  ];

  return (
    <Flex vertical gap={16} data-testid="bti-public-search">
      <ScreenTitle>{t(...LABELS.searchTitle)}</ScreenTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(...LABELS.searchIntro)}
      </Typography.Paragraph>
      <Card size="small">
        <AppForm guard={false} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
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
          <Form.Item label={t(...LABELS.searchKeywords)} htmlFor="bti-search-keywords" style={{ marginBottom: 0 }}>
            <Input
              id="bti-search-keywords"
              value={draftKeywords}
              onChange={(event) => setDraftKeywords(event.target.value)}
              maxLength={BTI_SEARCH_KEYWORDS_MAX}
              autoComplete="off"
              style={{ width: 240, maxWidth: '100%' }}
              data-testid="bti-search-keywords"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!draftValid} data-testid="bti-search-submit">
            {t(...LABELS.searchButton)}
          </Button>
        </AppForm>
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
        // The wide table scrolls in its own region, which the keyboard can reach (at 375 px too).
        <div
          tabIndex={0}
          role="region"
          aria-label={t(...LABELS.searchTitle)}
          style={{ overflowX: 'auto', maxWidth: '100%' }}
        >
          <Table<PublicBti>
            rowKey="reference"
            size="small"
            loading={query.isFetching}
            columns={columns}
            dataSource={query.data?.content ?? []}
            locale={{ emptyText: t(...LABELS.searchEmpty) }}
            pagination={{
              current: page,
              pageSize: BTI_SEARCH_PAGE_SIZE,
              total: query.data?.totalElements ?? 0,
              showSizeChanger: false,
              onChange: (next) => searchState.setPage(next),
            }}
            data-testid="bti-search-results"
          />
        </div>
      )}
    </Flex>
  );
}
