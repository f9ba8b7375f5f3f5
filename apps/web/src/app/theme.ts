import type { ThemeConfig } from 'antd';

/** A restrained government look: one dark blue, white surfaces, square-ish corners. */
export const PRIMARY_COLOUR = '#1f4e79';
export const HEADER_HEIGHT = 64;

export const appTheme: ThemeConfig = {
  hashed: false,
  token: {
    colorPrimary: PRIMARY_COLOUR,
    colorInfo: PRIMARY_COLOUR,
    colorLink: PRIMARY_COLOUR,
    // The palette antd derives from the dark blue makes its lightest tints grey (selected table rows, info
    // alerts); the menu's light blue is used instead.
    colorPrimaryBg: '#e3edf7',
    colorPrimaryBgHover: '#d3e3f3',
    colorInfoBg: '#e3edf7',
    colorInfoBorder: '#b8cfe6',
    colorBgLayout: '#f4f6f9',
    // WCAG 2.2 AA (4.5:1) for text. Ant Design's tertiary text (help, descriptions), placeholders, status colours
    // and the text of preset tags (`<Tag color="green">`, the 7th shade of a palette seeded with the 6th) are too
    // light on white: the palettes are seeded one or two shades darker, so their 7th shade is dark enough.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorSuccess: '#237804',
    colorWarning: '#8a5300',
    colorError: '#c41d1d',
    // Their tints stay Ant Design's light ones (a darker seed would give a muddy tint under a status tag's text).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    green: '#237804',
    gold: '#ad6800',
    yellow: '#ad8b00',
    orange: '#ad4e00',
    volcano: '#ad2102',
    cyan: '#006d75',
    lime: '#5b8c00',
    borderRadius: 4,
    fontSize: 14,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: PRIMARY_COLOUR,
      headerColor: '#ffffff',
      headerHeight: HEADER_HEIGHT,
      headerPadding: '0 24px',
      bodyBg: '#f4f6f9',
      footerBg: '#ffffff',
      footerPadding: '20px 24px',
      lightSiderBg: '#ffffff',
      lightTriggerBg: '#f0f3f7',
      lightTriggerColor: PRIMARY_COLOUR,
    },
    Menu: {
      itemSelectedBg: '#e3edf7',
      itemSelectedColor: PRIMARY_COLOUR,
      itemBorderRadius: 4,
    },
  },
};
