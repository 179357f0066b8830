import { browserStore, type KeyValueStore } from '../../app/storage/storage-keys';

interface QrConnector {
  chargeBoxId: string;
  connectorId: number;
}

const keyOf = (connector: QrConnector) =>
  `qr-stop-secret:${connector.chargeBoxId}/${connector.connectorId}`;

/**
 * The secret a START from this browser got, kept per connector until its STOP: the server stops
 * a recharge from the page only for the browser that started it.
 */
export function qrStopSecrets(store: KeyValueStore = browserStore()) {
  return {
    get: (connector: QrConnector) => store.getItem(keyOf(connector)) ?? undefined,
    keep(connector: QrConnector, secret: string) {
      // A browser that refuses storage (private mode) just cannot stop from the page later.
      try {
        store.setItem(keyOf(connector), secret);
      } catch {
        return;
      }
    },
    forget: (connector: QrConnector) => store.removeItem(keyOf(connector)),
  };
}
