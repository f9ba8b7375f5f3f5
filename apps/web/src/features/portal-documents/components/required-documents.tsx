import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import type { RequiredDocumentCheck } from '@portal/contracts/portal-documents';
import { currentLanguage } from '@/shared/i18n/language';
import { DOC_LABELS } from './labels';

/** The required document types of the case's group, each ticked when an outgoing document of it has a file. */
export function RequiredDocuments({ checks }: { checks: RequiredDocumentCheck[] }) {
  const { t } = useTranslation();
  if (checks.length === 0) return null;
  return (
    <Flex vertical gap={4} data-testid="required-documents">
      <Typography.Text strong>{t(...DOC_LABELS.required)}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {checks.map(({ type, present }) => (
          <li key={type.id} data-testid={`required-${type.code}`} data-present={present}>
            <Flex gap={8} align="center">
              {present ? (
                <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />
              ) : (
                <ExclamationCircleOutlined style={{ color: '#d46b08' }} aria-hidden />
              )}
              <span>{localized(type, 'label', currentLanguage)}</span>
              <Typography.Text type={present ? 'success' : 'warning'}>
                ({present ? t(...DOC_LABELS.requiredPresent) : t(...DOC_LABELS.requiredMissing)})
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
