import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n/language';
import { LoadFailedResult } from '@/shared/ui/query-state';
import { notify } from '@/shared/ui/notifications';
import { useAddDeclaration } from '../api/add-declaration';
import { useDeleteDeclaration } from '../api/delete-declaration';
import { useDeclarations } from '../api/get-declarations';
import { DeclarationEntry } from './declaration-entry';
import { DeclarationsTable } from './declarations-table';
import { LABELS, optionLabel } from './labels';

/**
 * The customs declarations of a complaint case: the table, and while `editable` the entry that adds one (after the
 * server's check) and a remove action per row (the last one stays).
 */
export function DeclarationRecords({ caseId, editable }: { caseId: number; editable: boolean }) {
  const { t } = useTranslation();
  const query = useDeclarations(caseId);
  const toast = (description: string) => notify.success({ title: t(...LABELS.success), description });
  const add = useAddDeclaration(caseId, { onSuccess: () => toast(t(...LABELS.saved)) });
  const remove = useDeleteDeclaration(caseId, { onSuccess: () => toast(t(...LABELS.deleted)) });

  if (query.isError) return <LoadFailedResult error={query.error} onRetry={() => void query.refetch()} />;
  const declarations = query.data ?? [];
  return (
    <Flex vertical gap={16} data-testid="complaint-declarations">
      {editable && (
        <DeclarationEntry
          caseId={caseId}
          taken={declarations}
          onAdd={(fields) => add.mutateAsync({ complaintCase: { id: caseId }, ...fields })}
        />
      )}
      <DeclarationsTable
        loading={query.isLoading}
        rows={declarations.map((d) => ({
          ...d,
          key: d.id,
          officeLabel: d.office ? optionLabel(d.office, currentLanguage, true) : d.declarationOffice,
        }))}
        onRemove={editable ? (row) => remove.mutateAsync(Number(row.key)) : undefined}
        keepOne
      />
    </Flex>
  );
}
