import type {
  CardAuthenticationSession,
  CardCheckoutSettings,
  CardProviderName,
} from '@chargedeck/shared';

/**
 * A card-payment service that runs 3-D Secure in the browser: the server opens a session, the
 * page loads the provider's checkout script and authenticates the card with it.
 */
export interface CardAuthenticationProvider {
  readonly name: CardProviderName;
  checkout(): CardCheckoutSettings;
  createSession(tenantPk: number): Promise<CardAuthenticationSession>;
}
