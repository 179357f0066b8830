import { THREE_DS_SCRIPT_MISSING, type ThreeDsResult } from '@chargedeck/shared';
import { describe, expect, it } from 'vitest';
import { handleHostMessage, type HostMessage, type PagSeguroSdk } from './three-ds-flow';

function fakeSdk(answer: () => Promise<ThreeDsResult>) {
  const setUps: unknown[] = [];
  const sdk: PagSeguroSdk = {
    setUp: (options) => void setUps.push(options),
    authenticate3DS: () => answer(),
  };
  return { sdk, setUps };
}

async function run(data: unknown, sdk: PagSeguroSdk | undefined) {
  const posted: HostMessage[] = [];
  const outcome = await handleHostMessage(data, {
    sdk: () => sdk,
    env: 'PROD',
    post: (m) => void posted.push(m),
  });
  return { outcome, posted };
}

const start = JSON.stringify({ command: 'startPagSeguro', session: 's-1', request: { data: {} } });

describe('3-D Secure host messages', () => {
  it('authenticates with the session and reports AUTH_FLOW_COMPLETED', async () => {
    const { sdk, setUps } = fakeSdk(async () => ({
      id: '3DS_1',
      status: 'AUTH_FLOW_COMPLETED',
      authenticationStatus: 'AUTHENTICATED',
    }));
    const { outcome, posted } = await run(start, sdk);
    expect(outcome).toBe('completed');
    expect(setUps).toEqual([{ session: 's-1', env: 'PROD' }]);
    expect(posted).toEqual([
      { id: '3DS_1', status: 'AUTH_FLOW_COMPLETED', authenticationStatus: 'AUTHENTICATED' },
    ]);
  });

  it('reports any failure as a message of type error', async () => {
    const denied = fakeSdk(async () => ({
      id: '3DS_2',
      status: 'AUTH_FLOW_COMPLETED',
      authenticationStatus: 'NOT_AUTHENTICATED',
    }));
    expect((await run(start, denied.sdk)).posted[0]).toMatchObject({
      type: 'error',
      authenticationStatus: 'NOT_AUTHENTICATED',
    });
    const thrown = fakeSdk(() => Promise.reject(new Error('issuer down')));
    expect((await run(start, thrown.sdk)).posted).toEqual([
      { type: 'error', message: 'issuer down' },
    ]);
    expect((await run(start, undefined)).posted).toEqual([
      { type: 'error', message: THREE_DS_SCRIPT_MISSING },
    ]);
  });

  it('still reports authenticated when the message is not JSON, and ignores other messages', async () => {
    expect((await run('{not json', undefined)).posted).toEqual([
      { status: 'AUTH_FLOW_COMPLETED', authenticationStatus: 'AUTHENTICATED' },
    ]);
    expect(await run(JSON.stringify({ status: 'AUTH_FLOW_COMPLETED' }), undefined)).toEqual({
      outcome: 'ignored',
      posted: [],
    });
    expect(await run({ source: 'react-devtools' }, undefined)).toEqual({
      outcome: 'ignored',
      posted: [],
    });
  });
});
