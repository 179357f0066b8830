/** `1h 05m 09s`; under an hour `5m 09s`. */
export function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : `${m}m ${pad(s)}s`;
}

/** Wh as `12.35 kWh`. */
export function energyText(wh: number): string {
  return `${(wh / 1000).toFixed(2)} kWh`;
}
