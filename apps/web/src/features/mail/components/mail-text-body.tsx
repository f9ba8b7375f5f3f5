import { Typography } from 'antd';
import { splitLinks } from '../lib/text-links';

/** A mail's text as sent, line breaks kept; its web addresses open in a new tab. */
export function MailTextBody({ text }: { text: string }) {
  return (
    <pre
      style={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        margin: 0,
        padding: 16,
        background: 'rgb(0 0 0 / 3%)',
        borderRadius: 8,
        fontFamily: 'inherit',
        fontSize: 14,
        lineHeight: 1.6,
      }}
      data-testid="mail-text-body"
    >
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <Typography.Link key={i} href={part.text} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Typography.Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </pre>
  );
}
