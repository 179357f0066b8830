import {
  THREE_DS_SCRIPT_MISSING,
  THREE_DS_START_COMMAND,
  type CardCheckoutSettings,
  type ThreeDsResult,
} from '@chargedeck/shared';

/** The part of PagSeguro's browser SDK the page uses (the sandbox script offers the same). */
export interface PagSeguroSdk {
  setUp(options: { session: string; env: CardCheckoutSettings['env'] }): void;
  authenticate3DS(request: unknown): Promise<ThreeDsResult>;
}

declare global {
  interface Window {
    PagSeguro?: PagSeguroSdk;
    /** Injected by react-native-webview in the mobile app. */
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

export type HostMessage =
  | ({ status: ThreeDsResult['status']; authenticationStatus?: string } & Record<string, unknown>)
  | { type: 'error'; message: string; [key: string]: unknown };

/** Results go to the React Native host when there is one, else to the embedding page. */
export function postToHost(message: HostMessage, target: Window = window): void {
  const text = JSON.stringify(message);
  if (target.ReactNativeWebView) target.ReactNativeWebView.postMessage(text);
  else target.parent.postMessage(text, '*');
}

export interface FlowDeps {
  sdk: () => PagSeguroSdk | undefined;
  env: CardCheckoutSettings['env'];
  post: (message: HostMessage) => void;
  /** Called when a start command arrives, before anything is posted. */
  onStart?: () => void;
}

export type FlowOutcome = 'ignored' | 'completed' | 'failed';

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * One message from the host app (spec 2 "3-D Secure flow"). `startPagSeguro` with a session and
 * the authenticate3DS request runs the authentication; any failure reaches the host as
 * `{type:'error'}`. A string that is not JSON still reports authenticated, as the spec says the
 * product does (hosts depend on it); anything else, including our own posts, is ignored.
 */
export async function handleHostMessage(data: unknown, deps: FlowDeps): Promise<FlowOutcome> {
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      deps.post({ status: 'AUTH_FLOW_COMPLETED', authenticationStatus: 'AUTHENTICATED' });
      return 'completed';
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return 'ignored';
  const command = parsed as { command?: unknown; session?: unknown; request?: unknown };
  if (command.command !== THREE_DS_START_COMMAND) return 'ignored';
  deps.onStart?.();
  const sdk = deps.sdk();
  if (!sdk) {
    deps.post({ type: 'error', message: THREE_DS_SCRIPT_MISSING });
    return 'failed';
  }
  try {
    sdk.setUp({ session: String(command.session ?? ''), env: deps.env });
    const result = await sdk.authenticate3DS(command.request);
    if (
      result.status === 'AUTH_FLOW_COMPLETED' &&
      result.authenticationStatus === 'AUTHENTICATED'
    ) {
      deps.post({ ...result, status: result.status });
      return 'completed';
    }
    deps.post({ ...result, type: 'error', message: `3-D Secure ended with ${result.status}` });
    return 'failed';
  } catch (reason) {
    deps.post({ type: 'error', message: errorMessage(reason) });
    return 'failed';
  }
}
