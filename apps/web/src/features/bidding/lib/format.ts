import dayjs from 'dayjs';

/** "18:45" today, "12.05.2026 18:45" another day (in this machine's time, like every screen of the portal). */
export function formatMoment(iso: string | null | undefined, nowMs: number, withSeconds = false): string {
  if (!iso) return '—';
  const at = dayjs(iso);
  if (!at.isValid()) return '—';
  const time = withSeconds ? 'HH:mm:ss' : 'HH:mm';
  return at.isSame(dayjs(nowMs), 'day') ? at.format(time) : at.format(`DD.MM.YYYY ${time}`);
}

/** A bid's moment to the second, with the date: "12.05.2026 18:45:03". */
export const formatBidTime = (iso: string) => dayjs(iso).format('DD.MM.YYYY HH:mm:ss');

/** The first and last characters of a hash, for a narrow column: "3fa9c1d2…07be". */
export const shortHash = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash);
