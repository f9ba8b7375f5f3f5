import type { PagedResource, RecordResource, SavedResource } from '@portal/contracts/api-paths';
import { EditModal } from './edit-modal';
import { ListScreen, type ListScreenProps } from './list-screen';
import type { AdminRecord, FormField, ObjectSchema } from './types';
import { useEditRoute } from './use-edit-route';

type EditableListScreenProps<T extends AdminRecord> = Omit<ListScreenProps<T>, 'onEdit' | 'resource'> & {
  resource: PagedResource & RecordResource & SavedResource;
  /** The screen's route; `{path}/{id}` opens a row in the edit form. */
  path: string;
  fields: FormField[];
  schema: ObjectSchema;
};

/** A list whose rows are corrected in the edit form opened by the route (no new records here). */
export function EditableListScreen<T extends AdminRecord>({
  path,
  fields,
  schema,
  ...list
}: EditableListScreenProps<T>) {
  const { editing, open, close } = useEditRoute(path);
  return (
    <>
      <ListScreen<T> {...list} onEdit={(record) => open(record.id)} />
      {typeof editing === 'number' && (
        <EditModal
          key={editing}
          resource={list.resource}
          id={editing}
          title={list.title}
          fields={fields}
          schema={schema}
          onClose={close}
        />
      )}
    </>
  );
}
