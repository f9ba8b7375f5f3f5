import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { LABELS } from './labels';
import { RecordForm } from './record-form';
import { TariffLines } from './tariff-lines';

/**
 * The records of an authorization case (spec §3, §7 "Authorization", "Tariffs"): the authorization or the licence
 * it asks for (the case's `licence` flag), then its goods by tariff code; editable while `editable`, read-only
 * otherwise (the view shows the tariffs, the authorization and the licence).
 */
export function AuthorizationRecords({ portalCase, editable }: { portalCase: PortalCase; editable: boolean }) {
  const { t } = useTranslation();
  const kind = portalCase.licence ? 'licence' : 'authorization';
  return (
    <div data-testid="authorization-records">
      <Typography.Title level={4}>
        {t(...(portalCase.licence ? LABELS.licence : LABELS.authorization))}
      </Typography.Title>
      <RecordForm caseId={portalCase.id} kind={kind} editable={editable} />
      <Divider titlePlacement="start">{t(...LABELS.tariffs)}</Divider>
      {editable && (
        <Typography.Paragraph type="secondary" data-testid="authorization-submit-needs">
          {t(...LABELS.submitNeeds)}
        </Typography.Paragraph>
      )}
      <TariffLines caseId={portalCase.id} editable={editable} />
    </div>
  );
}
