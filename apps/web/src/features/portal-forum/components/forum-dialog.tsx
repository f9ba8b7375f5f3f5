import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { CaseForum } from './case-forum';
import { FORUM_LABELS } from './labels';

/** The forum of a case in a dialog (the home list's forum action, spec §2 "Home page"). */
export function ForumDialog({
  portalCase,
  open,
  onClose,
}: {
  portalCase: PortalCase;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={760}
      title={`${t(...FORUM_LABELS.title)} · ${portalCase.number}`}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="forum-dialog-close">
          {t('admin.close', 'Close')}
        </Button>
      }
      destroyOnHidden
      data-testid="forum-dialog"
    >
      {open && <CaseForum portalCase={portalCase} />}
    </Modal>
  );
}
