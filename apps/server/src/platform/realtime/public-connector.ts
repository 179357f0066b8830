/** Checks a QR token for one connector (the public QR page's signed per-connector token). */
export type PublicConnectorCheck = (
  chargeBoxId: string,
  connectorId: number,
  token: string,
) => boolean | Promise<boolean>;

/**
 * Whether a socket without a session may follow `/topic/status/chargeBox/{id}/connector/{n}`:
 * only with the valid QR token of exactly that connector. Without a configured check nothing is
 * public.
 */
export async function authorizePublicConnector(
  check: PublicConnectorCheck | undefined,
  chargeBoxId: string,
  connectorId: number,
  token: unknown,
): Promise<boolean> {
  if (!check || typeof token !== 'string' || token.length === 0 || token.length > 200) return false;
  try {
    return await check(chargeBoxId, connectorId, token);
  } catch {
    return false;
  }
}
