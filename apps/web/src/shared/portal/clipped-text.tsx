/**
 * A text cut to one line of at most `width` px with an ellipsis, its whole text in the tooltip: table cells whose
 * text has no bound would otherwise widen the table (the column's own `ellipsis` needs a fixed table layout). On
 * paper the whole text is printed (app/print.css).
 */
export function ClippedText({ text, width }: { text: string; width: number }) {
  return (
    <span
      title={text}
      className="clipped-text"
      style={{
        display: 'inline-block',
        maxWidth: width,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {text}
    </span>
  );
}
