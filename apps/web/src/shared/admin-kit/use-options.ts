import { useMemo } from 'react';
import { localized } from '@portal/contracts/multilingual';
import { currentLanguage } from '@/shared/i18n/language';
import { useActiveQuery } from './api/get-active';
import type { Option, OptionsSource } from './types';

/** The options of a select: fixed ones, or a vocabulary's active records labelled in the interface language. */
export function useOptions(source: OptionsSource | undefined, extra?: Option | null) {
  const remote = source && 'resource' in source ? source : null;
  const query = useActiveQuery<Record<string, unknown>>(remote?.resource ?? null, remote?.query ?? {});
  const options = useMemo(() => {
    const base: Option[] = !source
      ? []
      : 'options' in source
        ? source.options
        : (query.data ?? []).map((item) => ({
            value: item.id as number,
            label: remote?.label ? remote.label(item, currentLanguage) : localized(item, 'label', currentLanguage),
          }));
    return extra && !base.some((o) => o.value === extra.value) ? [...base, extra] : base;
  }, [source, remote, query.data, extra]);
  return { options, loading: remote !== null && query.isLoading, error: query.isError };
}
