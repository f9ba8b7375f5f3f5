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
