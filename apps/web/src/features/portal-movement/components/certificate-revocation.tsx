import { StopOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/contracts/dates';
import {
  REVOCATION_REASON_MAX,
  certificateRevocable,
  revokeCertificateSchema,
  type MovementCertificate,
} from '@portal/contracts/portal-movement';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useRevokeCertificate } from '../api/certificate';
import { LABELS } from './labels';

/**
 * A revoked certificate says so, with the date and the reason, to the holder and the officer; an officer offered
 * `revoke_certificate` on the case (`canRevoke`) withdraws a standing one with a reason.
 */
export function CertificateRevocation({
  caseId,
  caseNumber,
  certificate,
  canRevoke,
}: {
  caseId: number;
  caseNumber: string;
  certificate: MovementCertificate;
  canRevoke: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const revoke = useRevokeCertificate(caseId);
  if (certificate.revokedAt) {
    return (
      <Alert
        type="error"
        showIcon
        icon={<StopOutlined />}
        title={t(...LABELS.revoked, { date: formatDateTime(certificate.revokedAt) })}
        description={certificate.revokedReason ? `${t(...LABELS.revokedReason)}: ${certificate.revokedReason}` : null}
        data-testid="movement-certificate-revoked"
      />
    );
  }
  if (!canRevoke || !certificateRevocable(certificate)) return null;
  return (
    <>
      <div>
        <Button danger icon={<StopOutlined />} onClick={() => setOpen(true)} data-testid="movement-revoke">
          {t(...LABELS.revoke)}
        </Button>
      </div>
      {open && (
        <ReasonDialog
          title={t(...LABELS.revoke)}
          subject={certificate.certificateNumber ?? caseNumber}
          text={t(...LABELS.revokeText)}
          okText={t(...LABELS.revoke)}
          cancelText={t(...LABELS.back)}
          danger
          reason={{
            name: 'reason',
            label: t(...LABELS.revokeReason),
            schema: revokeCertificateSchema.shape.reason,
            maxLength: REVOCATION_REASON_MAX,
            rows: 4,
            testId: 'movement-revoke-reason',
          }}
          closeOnStatuses={[404, 409]}
          onCancel={() => setOpen(false)}
          onSubmit={async (reason) => {
            await revoke.mutateAsync({ movementCertificateCase: { id: caseId }, reason });
            notify.success({ title: t(...LABELS.revokeDone) });
            setOpen(false);
          }}
          testIds={{ dialog: 'movement-revoke-dialog', ok: 'movement-revoke-confirm', cancel: 'movement-revoke-back' }}
        />
      )}
    </>
  );
}
