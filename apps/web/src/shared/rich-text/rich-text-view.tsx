import './rich-text.css';

/**
 * Shows HTML the server has sanitised (rich text saved through `sanitizeRichText`, markdown
 * rendered by the server); never give it anything else.
 */
export function SanitizedHtml({
  html,
  className,
  ...rest
}: {
  html: string;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <div
      className={['rich-text-view', className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid']}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
