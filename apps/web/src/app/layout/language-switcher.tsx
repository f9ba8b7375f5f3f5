import { useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGE_AUTONYMS, LANGUAGES, type Language } from '@/shared/i18n/language';

/**
 * sq / en / sr as three visible choices (one click); the choice goes to the `lang` cookie and the interface
 * switches in place: the page and what was typed in it stay (ADR 0087).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Language>(currentLanguage);
  return (
    <Segmented<Language>
      value={chosen}
      disabled={chosen !== currentLanguage}
      onChange={(language) => {
        if (language === currentLanguage) return;
        setChosen(language);
        changeLanguage(language).catch(() => setChosen(currentLanguage));
      }}
      aria-label={t('language.label', 'Language')}
      data-testid="language-switcher"
      className="language-switcher"
      size="small"
      options={LANGUAGES.map((language) => ({
        value: language,
        title: `${LANGUAGE_AUTONYMS[language]} – ${t(`language.${language}`, LANGUAGE_AUTONYMS[language])}`,
        label: (
          <span lang={language} data-testid={`language-option-${language}`}>
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="visually-hidden">{LANGUAGE_AUTONYMS[language]}</span>
          </span>
        ),
      }))}
    />
  );
}
