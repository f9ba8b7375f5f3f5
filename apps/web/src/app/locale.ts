import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Language } from '@portal/contracts';

/** Ant Design's and dayjs's texts for the interface language, loaded for that language only. */
export async function loadLocale(language: Language): Promise<Locale> {
  switch (language) {
    case 'en': {
      const antd = await import('antd/es/locale/en_US');
      dayjs.locale('en');
      return antd.default;
    }
    case 'sr': {
      const [antd] = await Promise.all([import('antd/es/locale/sr_RS'), import('dayjs/locale/sr')]);
      dayjs.locale('sr');
      return antd.default;
    }
    default: {
      const [antd] = await Promise.all([import('antd/es/locale/sq_AL'), import('dayjs/locale/sq')]);
      dayjs.locale('sq');
      return antd.default;
    }
  }
}
