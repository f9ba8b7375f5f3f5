import { Form, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CaseFieldsForm } from '@/features/portal/cases/components/case-fields-form';
import { CaseWizard } from '@/features/portal/cases/components/case-wizard';
import type { CreateScreenProps } from '@/features/portal/cases/components/create-case-screens';
import { subjectChoice } from '@/features/portal/cases/lib/case-subject';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notifications';
import { useCreateAuthorizationCase } from '../api/create-authorization-case';
import { LABELS } from './labels';

type Kind = 'authorization' | 'licence';

/**
 * `…/create_authorization_case`: the wizard with the authorization's form — the switch between an authorization and
 * a licence (spec §2), then the sub-type, subject and description; the records are filled on the edit page.
 */
export function CreateAuthorizationCaseScreen({ intermediary, ownName }: CreateScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>('authorization');
  const create = useCreateAuthorizationCase({
    onSuccess: (created) => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('portal.case_created', 'The case was created as a draft.'),
      });
      void navigate(paths.portalEditCase('authorization', created.id));
    },
  });
  return (
    <CaseWizard
      caseType="AUTHORIZATION"
      intermediary={intermediary}
      ownName={ownName}
      renderForm={({ subject, back }) => (
        <>
          <Form layout="vertical" component="div">
            <Form.Item label={t(...LABELS.kind)} required>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                value={kind}
                onChange={(e) => setKind(e.target.value as Kind)}
                options={[
                  { value: 'authorization', label: t(...LABELS.kindAuthorization) },
                  { value: 'licence', label: t(...LABELS.kindLicence) },
                ]}
                aria-label={t(...LABELS.kind)}
                data-testid="authorization-kind"
              />
            </Form.Item>
          </Form>
          <CaseFieldsForm
            caseType="AUTHORIZATION"
            submitText={t(...LABELS.create)}
            onSubmit={(values) =>
              create.mutateAsync({ licence: kind === 'licence', body: { ...subjectChoice(subject), ...values } })
            }
            extraActions={back}
            testId="authorization-case-form"
          />
        </>
      )}
    />
  );
}
