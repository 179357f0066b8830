import type { CardConfig } from '../../platform/config';
import type { CardAuthenticationProvider } from './card-authentication-provider';
import { PagSeguroCardProvider } from './pagseguro-card-provider';
import { SandboxCardProvider } from './sandbox-card-provider';

/** The card service of the configuration (docs/configuration.md: CARD_PROVIDER). */
export function createCardProvider(config: CardConfig, secret: string): CardAuthenticationProvider {
  if (config.provider === 'pagseguro')
    return new PagSeguroCardProvider({ env: config.pagseguroEnv, token: config.pagseguroToken });
  return new SandboxCardProvider(secret);
}
