import { FailedResult } from '@/shared/ui/query-state';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useTranslation } from 'react-i18next';
import { PARAMETER_GROUPS, type ApplicationParameter, type ParameterGroup } from '@portal/contracts/settings';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useParametersQuery } from '../api/get-parameters';
import { AuthorityLogo } from './authority-logo';
import { ParameterRow } from './parameter-row';
import { ScreenTitle } from '@/shared/ui/screen-heading';

/**
 * `parameters`: every parameter with its code, all groups on one page (the technical view);
 * `settings`: the same values grouped in tabs for everyday use; `tests`: the settings screen, as the spec says.
 */
export type SettingsVariant = 'parameters' | 'settings' | 'tests';

const TITLES: Record<SettingsVariant, readonly [string, string]> = {
  parameters: ['page.admin_misc_application_parameters', 'Application parameters'],
  settings: ['page.admin_misc_application_settings', 'Application settings'],
  tests: ['page.admin_misc_tests', 'Tests'],
};

function GroupRows({
  group,
  parameters,
  showCode,
}: {
  group: ParameterGroup;
  parameters: ApplicationParameter[];
  showCode: boolean;
}) {
  return (
    <>
      {parameters.map((p) => (
        // Remounted when the stored value changes, so the input starts from it.
        <ParameterRow key={`${p.code}:${String(p.value)}`} parameter={p} showCode={showCode} />
      ))}
      {group === 'authority' && <AuthorityLogo />}
    </>
  );
}

export function SettingsScreen({ variant }: { variant: SettingsVariant }) {
  const { t } = useTranslation();
  const title = t(...TITLES[variant]);
  useDocumentTitle(title);
  const query = useParametersQuery();
  const groupLabel = (g: ParameterGroup) => t(`parameter.group_${g}`, g);
  const byGroup = (g: ParameterGroup) => (query.data ?? []).filter((p) => p.group === g);
  const groups = PARAMETER_GROUPS.filter((g) => byGroup(g).length > 0);

  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError)
    body = (
      <FailedResult
        title={t('parameter.load_failed', 'The settings could not be loaded.')}
        onRetry={() => query.refetch()}
      />
    );
  else if (groups.length === 0) body = <Empty />;
  else if (variant === 'parameters')
    body = (
      <Flex vertical gap={16}>
        {groups.map((g) => (
          <Card key={g} title={groupLabel(g)} size="small">
            <GroupRows group={g} parameters={byGroup(g)} showCode />
          </Card>
        ))}
      </Flex>
    );
  else
    body = (
      <Card size="small">
        <AppTabs
          items={groups.map((g) => ({
            key: g,
            label: groupLabel(g),
            children: <GroupRows group={g} parameters={byGroup(g)} showCode={false} />,
          }))}
        />
      </Card>
    );

  return (
    <Flex vertical gap={16}>
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        <Typography.Text type="secondary">
          {variant === 'parameters'
            ? t(
                'parameter.help_parameters',
                'Every application parameter with its code, default and allowed range. Each value is saved on its own and applies at once.',
              )
            : t(
                'parameter.help_settings',
                'The application parameters grouped by topic. Each value is saved on its own and applies at once.',
              )}
        </Typography.Text>
      </div>
      {body}
    </Flex>
  );
}
