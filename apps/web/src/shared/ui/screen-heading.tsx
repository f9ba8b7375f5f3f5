import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's title: the page's one h1, drawn the same on every screen behind the home pages. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
      {children}
    </Typography.Title>
  );
}

/**
 * The top of a user's own list screen (My cases, My guarantees, My requests): its title (the page's one h1), a line
 * saying what the list holds, and the screen's actions on the right (wrapping below on a phone).
 */
export function ScreenHeading({ title, text, children }: { title: ReactNode; text: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        <Typography.Text type="secondary">{text}</Typography.Text>
      </div>
      {children}
    </Flex>
  );
}
