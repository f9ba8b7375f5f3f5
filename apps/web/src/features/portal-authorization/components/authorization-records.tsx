import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { LABELS } from './labels';
import { RecordForm, type RecordKind } from './record-form';
import { TariffLines } from './tariff-lines';

/**
 * The records of an authorization case (spec §2, §3, §7 "Authorization", "Tariffs"): while `editable`, the
 * authorization or the licence it asks for (the case's `licence` flag) as a form; read-only, both the authorization
 * and the licence of the case (the case's own first), as the spec's authorization view shows them. Then its goods
 * by tariff code.
 */
export function AuthorizationRecords({ portalCase, editable }: { portalCase: PortalCase; editable: boolean }) {
  const { t } = useTranslation();
  const own: RecordKind = portalCase.licence ? 'licence' : 'authorization';
  const kinds: RecordKind[] = editable ? [own] : [own, own === 'licence' ? 'authorization' : 'licence'];
  return (
    <div data-testid="authorization-records">
      {kinds.map((kind) => (
        <section key={kind} data-testid={`authorization-records-${kind}`}>
          <Typography.Title level={4}>
            {t(...(kind === 'licence' ? LABELS.licence : LABELS.authorization))}
          </Typography.Title>
          <RecordForm caseId={portalCase.id} kind={kind} editable={editable} />
        </section>
      ))}
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
