/** The option of a row of choices (Ant Design's Segmented) and the row itself, as `styles.css` lets it scroll. */
const OPTION = '.ant-segmented-item';
const ROW = '.ant-segmented';

/**
 * A row of choices that does not fit scrolls sideways inside its own width (`styles.css`). Its options are radio
 * buttons drawn 0 px wide, and the browser does not scroll the one the arrow keys move to into view: the chosen
 * option stayed half hidden at the row's end. This scrolls the option that takes the focus into the row's view, once
 * for every row of the app (the ones added later too).
 */
export function keepFocusedChoiceInView(root: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof Element)) return;
    const option = event.target.closest(OPTION);
    const row = option?.closest(ROW);
    if (!option || !row || row.scrollWidth <= row.clientWidth) return;
    option.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  root.addEventListener('focusin', onFocusIn);
  return () => root.removeEventListener('focusin', onFocusIn);
}
