import { CommentOutlined, EditOutlined, EyeOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { kindOf } from '@/shared/portal/case-kinds';
import type { CaseConfirmAction } from './case-confirm-dialog';

export type RowAction = CaseConfirmAction | 'forum';

/**
 * A case's actions on the home page (spec §2): view; edit, submit and cancel while the owner may (the server's
 * `allowedActions`); the forum dialog. Each button names its case for screen readers.
 */
export function CaseRowActions({
  portalCase,
  onAction,
}: {
  portalCase: PortalCase;
  onAction: (action: RowAction) => void;
}) {
  const { t } = useTranslation();
  const kind = kindOf(portalCase.caseType);
  const allowed = (action: 'edit' | 'submit' | 'cancel') => portalCase.allowedActions.includes(action);
  const named = (label: string) => `${label} ${portalCase.number}`;
  const id = portalCase.id;
  return (
    <Space size={2} wrap>
      <Tooltip title={t('portal.view', 'View')}>
        <LinkButton
          type="text"
          icon={<EyeOutlined />}
          to={paths.portalViewCase(kind, id)}
          aria-label={named(t('portal.view', 'View'))}
          data-testid={`case-view-${id}`}
        />
      </Tooltip>
      {allowed('edit') && (
        <Tooltip title={t('portal.edit', 'Edit')}>
          <LinkButton
            type="text"
            icon={<EditOutlined />}
            to={paths.portalEditCase(kind, id)}
            aria-label={named(t('portal.edit', 'Edit'))}
            data-testid={`case-edit-${id}`}
          />
        </Tooltip>
      )}
      {allowed('submit') && (
        <Tooltip title={t('portal.submit', 'Submit')}>
          <Button
            type="text"
            icon={<SendOutlined />}
            onClick={() => onAction('submit')}
            aria-label={named(t('portal.submit', 'Submit'))}
            data-testid={`case-submit-${id}`}
          />
        </Tooltip>
      )}
      {allowed('cancel') && (
        <Tooltip title={t('portal.cancel_case', 'Cancel the case')}>
          <Button
            type="text"
            danger
            icon={<StopOutlined />}
            onClick={() => onAction('cancel')}
            aria-label={named(t('portal.cancel_case', 'Cancel the case'))}
            data-testid={`case-cancel-${id}`}
          />
        </Tooltip>
      )}
      <Tooltip title={t('portal.forum', 'Forum')}>
        <Button
          type="text"
          icon={<CommentOutlined />}
          onClick={() => onAction('forum')}
          aria-label={named(t('portal.forum', 'Forum'))}
          data-testid={`case-forum-${id}`}
        />
      </Tooltip>
    </Space>
  );
}
