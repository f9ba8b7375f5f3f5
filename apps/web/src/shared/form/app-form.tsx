import { useRef, type PropsWithChildren } from 'react';
import { Form, type FormProps } from 'antd';
import { useFormChangesGuard, type FormChangesGuard } from './unsaved-changes';

export type AppFormProps<V> = PropsWithChildren<FormProps<V>> & {
  /**
   * What keeps typed work from being lost. By default the form guards itself: typing marks it changed, sending it
   * (`onFinish`) clears the mark, and a send that fails (its promise rejects) marks it again. A form that knows
   * better when it is saved passes its own `useFormChangesGuard()`; a search, filter or sign-in form, whose typed
   * text is not work, passes `false`.
   */
  guard?: FormChangesGuard | false;
};

/**
 * Every form of the portal (a lint rule keeps antd's <Form> element to this file): an Ant Design form that asks
 * before typed work is left for another page or the tab is closed (shared/form/unsaved-changes.ts). A form that is
 * not on the screen (a closed dialog kept mounted) asks nothing.
 */
export function AppForm<V = Record<string, unknown>>({ guard, onValuesChange, onFinish, ...props }: AppFormProps<V>) {
  // The form's element (antd's form instance names it), to tell whether the form is on the screen.
  const where = useRef<HTMLElement | null>(null);
  const own = useFormChangesGuard({ enabled: guard === undefined, where });
  const changes = guard || own;
  return (
    // eslint-disable-next-line no-restricted-syntax -- the one place antd's form element is drawn
    <Form<V>
      ref={(instance) => {
        where.current = instance?.nativeElement ?? null;
      }}
      {...props}
      onValuesChange={(changed, all) => {
        if (guard !== false) changes.onValuesChange();
        onValuesChange?.(changed, all);
      }}
      onFinish={
        onFinish &&
        ((values) => {
          if (guard === undefined) own.saved();
          const sent: unknown = onFinish(values);
          if (guard === undefined && sent instanceof Promise) sent.catch(() => own.onValuesChange());
        })
      }
    />
  );
}
