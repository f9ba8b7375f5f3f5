import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateFormProps } from '@/shared/portal/case-kind-view';
import { KindSwitch } from '@/shared/portal/kind-switch';
import { useCreateAuthorizationCase } from '../api/create-authorization-case';
import { LABELS } from './labels';
import { AppForm } from '@/shared/form/app-form';

type Kind = 'authorization' | 'licence';

/**
 * Step 2 of the authorization's wizard: the switch between an authorization and a licence (spec §2), then the
 * sub-type, subject and description; the records are filled on the edit page.
 */
export function AuthorizationCreateForm({ subject, back, onCreated, renderFields }: CreateFormProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('authorization');
  const create = useCreateAuthorizationCase({ onSuccess: (created) => onCreated(created.id) });
  return (
    <>
      <AppForm layout="vertical" component="div" guard={false}>
        <KindSwitch<Kind>
          label={t(...LABELS.kind)}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'authorization', label: t(...LABELS.kindAuthorization) },
            { value: 'licence', label: t(...LABELS.kindLicence) },
          ]}
          testId="authorization-kind"
        />
      </AppForm>
      {renderFields({
        caseType: 'AUTHORIZATION',
        submitText: t(...LABELS.create),
        onSubmit: (values) => create.mutateAsync({ licence: kind === 'licence', body: { ...subject, ...values } }),
        extraActions: back,
        testId: 'authorization-case-form',
      })}
    </>
  );
}
