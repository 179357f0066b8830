import { z } from 'zod';

/** Card 3-D Secure (spec 2 "Card 3-D Secure page"): which provider authenticates cards. */
export const CARD_PROVIDERS = ['sandbox', 'pagseguro'] as const;
export type CardProviderName = (typeof CARD_PROVIDERS)[number];

/** What the 3-D Secure page needs to load the provider's checkout script. */
export const cardCheckoutSettings = z.object({
  provider: z.enum(CARD_PROVIDERS),
  /** True for the embedded sandbox: the page says so. */
  sandbox: z.boolean(),
  scriptUrl: z.string(),
  /** The environment handed to the script's setUp. */
  env: z.enum(['SANDBOX', 'PROD']),
});
export type CardCheckoutSettings = z.infer<typeof cardCheckoutSettings>;

export const cardAuthenticationSession = z.object({
  session: z.string(),
  expiresAt: z.string(),
});
export type CardAuthenticationSession = z.infer<typeof cardAuthenticationSession>;

/** The request of PagSeguro's authenticate3DS, as far as the sandbox reads it. */
export const threeDsRequest = z
  .object({
    data: z
      .object({
        paymentMethod: z
          .object({
            type: z.string().optional(),
            card: z
              .object({
                number: z.string().regex(/^\d{12,19}$/, 'must be 12 to 19 digits'),
                expMonth: z.union([z.string(), z.number()]).optional(),
                expYear: z.union([z.string(), z.number()]).optional(),
              })
              .loose(),
          })
          .loose(),
        amount: z
          .object({ value: z.number().int().nonnegative(), currency: z.string() })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose();
export type ThreeDsRequest = z.infer<typeof threeDsRequest>;

export const threeDsAuthenticateBody = z.object({
  session: z.string().min(1).max(2000),
  request: threeDsRequest,
});

export const threeDsResult = z.object({
  id: z.string(),
  status: z.enum([
    'AUTH_FLOW_COMPLETED',
    'AUTH_NOT_SUPPORTED',
    'CHANGE_PAYMENT_METHOD',
    'REQUIRE_CHALLENGE',
  ]),
  authenticationStatus: z.enum(['AUTHENTICATED', 'NOT_AUTHENTICATED']).optional(),
});
export type ThreeDsResult = z.infer<typeof threeDsResult>;

/**
 * Test cards of the sandbox: `denied` completes the flow NOT_AUTHENTICATED, `error` makes the
 * provider fail; any other card number is authenticated.
 */
export const SANDBOX_3DS_CARDS = {
  approved: '4111111111111111',
  denied: '4000000000000002',
  error: '4000000000000119',
} as const;

/** Commands and results exchanged with the host app of the 3-D Secure webview. */
export const THREE_DS_START_COMMAND = 'startPagSeguro';
export const THREE_DS_SCRIPT_MISSING = 'Não foi possível carregar o PagSeguro';
