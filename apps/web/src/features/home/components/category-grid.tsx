import { Col, Empty, Row } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@/shared/ui/load-failed-alert';
import { NamedIcon } from '@/shared/ui/named-icon';
import { Heading, Panel, Paragraph, SkeletonLines } from '@/shared/ui/surface';
import type { HomeCategory } from '../types';

type CategoryGridProps = {
  categories: HomeCategory[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** The product categories and their subcategories, each a link to its products. */
export function CategoryGrid({ categories, loading, failed, onRetry }: CategoryGridProps) {
  const { t } = useTranslation();
  let content: React.ReactNode;
  if (failed) {
    content = (
      <LoadFailedAlert
        title={t('home.categories_failed', 'The product categories could not be loaded.')}
        onRetry={onRetry}
      />
    );
  } else if (loading || !categories) {
    content = (
      <Row gutter={[16, 16]} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Col xs={24} sm={12} lg={8} key={i}>
            <Panel>
              <SkeletonLines rows={3} />
            </Panel>
          </Col>
        ))}
      </Row>
    );
  } else if (categories.length === 0) {
    content = <Empty description={t('home.no_categories', 'No product categories have been published yet.')} />;
  } else {
    content = (
      <Row gutter={[16, 16]} role="list">
        {categories.map((category) => (
          <Col xs={24} sm={12} lg={8} key={category.key} role="listitem">
            <Panel
              className="category-card"
              small
              data-testid={`category-${category.code}`}
              title={
                <>
                  <NamedIcon name={category.icon} />
                  <span>{category.label}</span>
                </>
              }
              style={{ height: '100%' }}
            >
              <ul aria-label={category.label}>
                {category.subcategories.map((sub) => (
                  <li key={sub.key}>
                    <Link to={sub.url}>{sub.label}</Link>
                  </li>
                ))}
              </ul>
            </Panel>
          </Col>
        ))}
      </Row>
    );
  }
  return (
    <section aria-labelledby="categories-title" data-testid="home-categories">
      <Heading level={2} id="categories-title" style={{ fontSize: 22 }}>
        {t('home.categories', 'Product categories')}
      </Heading>
      <Paragraph secondary>
        {t(
          'home.categories_text',
          'Goods offered in the auctions, by category. Choose a subcategory to see its products.',
        )}
      </Paragraph>
      {content}
    </section>
  );
}
