import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete, Input, type InputProps, type InputRef } from 'antd';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@portal/contracts/api-paths';
import { localized } from '@portal/contracts/multilingual';
import { HS_SUBHEADING_DIGITS, tariffQueryOf, type Tariff } from '@portal/contracts/tariff';
import { apiClient } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/language';

/** `GET /tariffs/search?q=`: entries by code prefix (digits) or by words in a label, bounded by the server. */
export function searchTariffs(q: string, signal?: AbortSignal): Promise<Tariff[]> {
  return apiClient.get<Tariff[]>(apiPath('/tariffs/search'), { query: { q }, signal });
}

/** Suggestions once two characters are typed (a code prefix or words). */
export function useTariffSuggestions(typed: string) {
  const text = typed.trim();
  return useQuery({
    queryKey: ['tariffs', 'search', text],
    queryFn: ({ signal }) => searchTariffs(text, signal),
    enabled: text.length >= 2 && tariffQueryOf(text) !== null,
    placeholderData: keepPreviousData,
    staleTime: 300_000,
  });
}

/**
 * The code a suggestion fills in: an HS subheading (6 digits, with no national line under it) becomes its 8-digit
 * code with `00`, written as the tariff prints codes (`0101 21 00`); a national line as it is.
 */
export const codeOfSuggestion = (code: string) => {
  const full = code.length === HS_SUBHEADING_DIGITS ? `${code}00` : code;
  return [full.slice(0, 4), full.slice(4, 6), full.slice(6, 8), full.slice(8)].filter(Boolean).join(' ');
};

/**
 * The picker's text field. While no suggestion is active the select names `…_list_-1` as the active option, an id no
 * element has (an invalid ARIA reference read to screen readers): the attribute is left out then.
 */
function PickerInput({ ref, ...props }: InputProps & { ref?: Ref<InputRef> }) {
  const active = props['aria-activedescendant'];
  return <Input ref={ref} {...props} aria-activedescendant={active?.endsWith('_-1') ? undefined : active} />;
}

type Props = {
  value?: string | null;
  onChange?: (value: string) => void;
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * A tariff code field (every form that takes a code of goods): the code is typed (spaces and dots are fine, the
 * server normalises) or picked from suggestions found by code or by words, shown as code and label in the user's
 * language. Whether the tariff knows the code is the server's answer, shown on the field.
 */
export function TariffCodeInput({ value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const suggestions = useTariffSuggestions(typed);
  return (
    <AutoComplete
      value={value ?? ''}
      onChange={(v: string) => onChange?.(v)}
      onSearch={setTyped}
      options={(suggestions.data ?? []).map((s) => ({
        value: codeOfSuggestion(s.code),
        label: `${codeOfSuggestion(s.code)} · ${localized(s, 'label', currentLanguage)}`,
      }))}
    >
      <PickerInput
        aria-label={rest['aria-label']}
        data-testid={rest['data-testid']}
        maxLength={100}
        autoComplete="off"
        placeholder={t('portal.tariff_search_placeholder', 'Code or words (e.g. horses live)')}
      />
    </AutoComplete>
  );
}
