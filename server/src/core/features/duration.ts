/** Compact duration labels shared by hovers, inlay hints and the code lens. */

/** 5 → "5m", 65 → "1h05m", 1500 → "1d01h00m"; negative values keep their sign. */
export function compactDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  let m = Math.round(Math.abs(minutes));
  const d = Math.floor(m / 1440);
  m -= d * 1440;
  const h = Math.floor(m / 60);
  m -= h * 60;
  const mm = String(m).padStart(2, '0');
  if (d > 0) return `${sign}${d}d${String(h).padStart(2, '0')}h${mm}m`;
  if (h > 0) return `${sign}${h}h${mm}m`;
  return `${sign}${m}m`;
}

/** The gap label of an inlay hint: "+5m", "+1h05m", "-3m" (out of order). */
export function gapLabel(minutes: number): string {
  return minutes < 0 ? compactDuration(minutes) : `+${compactDuration(minutes)}`;
}

/** "28 min", "2 h 05 min", "3 d 2 h" — the code lens duration. */
export function humanDuration(minutes: number): string {
  const m = Math.round(Math.abs(minutes));
  if (m < 60) return `${m} min`;
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const mm = m % 60;
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  return mm > 0 ? `${h} h ${String(mm).padStart(2, '0')} min` : `${h} h`;
}
