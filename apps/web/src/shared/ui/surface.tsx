import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './surface.css';

// The home's cards, headings and paragraphs, drawn with a few CSS rules instead of Ant Design's Card and Typography:
// those two bring their tabs, text inputs and form machinery (Typography's editing, Card's tab list) into the first
// screen's JavaScript (ADR 0108). They look like Ant Design's under the portal's theme; the pages behind sign-in keep
// Ant Design's own.

type PanelProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** A head above the body (Card's `title`), e.g. an icon and a name. */
  title?: ReactNode;
  /** 12 px around the body instead of 24 (Card's `size="small"`). */
  small?: boolean;
  /** The element: a `div` unless told (`section`, `article`). */
  as?: 'div' | 'section' | 'article';
};

/** A white bordered surface (Ant Design's Card) with an optional head. */
export function Panel({ title, small, as: Element = 'div', className, children, ...rest }: PanelProps) {
  const classes = ['panel', small && 'panel--small', className].filter(Boolean).join(' ');
  return (
    <Element className={classes} {...rest}>
      {title !== undefined && <div className="panel__head">{title}</div>}
      <div className="panel__body">{children}</div>
    </Element>
  );
}

type HeadingProps = {
  level: 1 | 2 | 3 | 4 | 5;
  id?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** A heading of the page's outline (Ant Design's Typography.Title). */
export function Heading({ level, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element className={['heading', `heading--${level}`, className].filter(Boolean).join(' ')} {...rest} />;
}

type TextProps = HTMLAttributes<HTMLElement> & {
  /** The lighter colour of descriptions (Typography's `type="secondary"`). */
  secondary?: boolean;
};

const textClass = (base: string, secondary: boolean | undefined, className: string | undefined) =>
  [base, secondary && 'text--secondary', className].filter(Boolean).join(' ');

/** A paragraph with the space below it of Ant Design's Typography.Paragraph. */
export function Paragraph({ secondary, className, ...rest }: TextProps) {
  return <p className={textClass('paragraph', secondary, className)} {...rest} />;
}

/** A run of text (Typography.Text). */
export function Text({ secondary, className, ...rest }: TextProps) {
  return <span className={textClass('text', secondary, className)} {...rest} />;
}

/**
 * The grey lines of a card still loading (Ant Design's `<Skeleton active paragraph={{ rows }} />`): a title and
 * `rows` lines, the last one shorter. Hidden from assistive technology; the container says it is loading.
 */
export function SkeletonLines({ rows = 3 }: { rows?: number }) {
  return (
    <div className="skeleton-lines" aria-hidden>
      <div className="skeleton-lines__title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-lines__line" />
      ))}
    </div>
  );
}
