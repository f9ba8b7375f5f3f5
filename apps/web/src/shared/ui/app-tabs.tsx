import { Tabs, type TabsProps } from 'antd';

/**
 * The app's tabs: Ant Design's, whose tab bar wraps onto a second line on a phone (styles.css, `.wrapping-tabs`)
 * instead of hiding the tabs that do not fit behind a "more" button. That button sits inside the tab list, where only
 * tabs may be (axe's aria-required-children), and is one more step for a thumb; wrapped, every tab stays a tab, in
 * reach, and the arrow keys still move along them. Every tab bar of the app is this one (a lint rule keeps it so).
 */
export function AppTabs({ className, ...props }: TabsProps) {
  return <Tabs {...props} className={className ? `wrapping-tabs ${className}` : 'wrapping-tabs'} />;
}
