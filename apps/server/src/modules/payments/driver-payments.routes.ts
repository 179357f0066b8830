import { randomUUID } from 'node:crypto';
import {
  apiErrorBody,
  driverPayment as driverPaymentSchema,
  driverPaymentBody,
  driverPaymentMethod,
  driverPaymentMethodBody,
  driverTopUpBody,
  type DriverPayment,
} from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { DriverPaymentsRepository } from './driver-payments.repository';
import { payerOf } from './payment-payer';
import { paymentView } from './payment-view';
import type { PaymentRow } from './payments.repository';
import type { NewCharge, PaymentsService } from './payments.service';

const TAGS = ['driver'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const session = { access: 'session' as const };

/** The signed-in user's name as the provider's payer, when they have one. */
const fullNameOf = (user: { name: string | null; last_name: string | null }) =>
  [user.name, user.last_name].filter(Boolean).join(' ') || null;

function driverPaymentOf(row: PaymentRow): DriverPayment {
  return { ...paymentView(row), transactionPk: row.transaction_pk, paymentType: row.payment_type };
}

/**
 * The driver's API (the app, the simulator's drivers): the default payment method, wallet
 * top-ups by card or Pix (credited when approved) and paying a recharge left to pay. Any
 * signed-in user acts on their own wallet and on the recharges of their own cards.
 */
export function registerDriverPaymentRoutes(
  app: ApiApp,
  deps: {
    payments: PaymentsService;
    drivers: DriverPaymentsRepository;
    authenticate: PreHandler;
  },
): void {
  const { payments, drivers } = deps;

  /** The card token sent, else the one on file; 400 naming cardToken when there is none. */
  async function cardTokenOf(userPk: number, sent: string | undefined): Promise<string> {
    const token = sent ?? (await drivers.method(userPk)).card_token;
    if (!token) throw badRequest('cardToken', 'noCardOnFile');
    return token;
  }

  /** Charges the signed-in driver by Pix, or by the card sent or on file. */
  async function chargeDriver(
    user: ReturnType<typeof authOf>['user'],
    body: { method: 'pix' | 'card'; cardToken?: string | undefined },
    base: Omit<Extract<NewCharge, { method: 'pix' }>, 'method' | 'actor' | 'payer'>,
  ): Promise<PaymentRow> {
    const charge = {
      ...base,
      actor: `user:${user.user_pk}`,
      ...(user.email && { payer: payerOf(user.email, fullNameOf(user)) }),
    };
    if (body.method === 'pix') return payments.createCharge({ ...charge, method: 'pix' });
    const cardToken = await cardTokenOf(user.user_pk, body.cardToken);
    return payments.createCharge({ ...charge, method: 'card', cardToken });
  }

  const methodView = async (userPk: number) => {
    const row = await drivers.method(userPk);
    return { method: row.payment_method ?? 'WALLET', hasCard: row.card_token !== null };
  };

  app.get(
    '/api/driver/payment-method',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary: 'How the signed-in driver pays recharges (WALLET when never chosen)',
        response: { 200: driverPaymentMethod, 401: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request) => methodView(authOf(request).user.user_pk),
  );

  app.put(
    '/api/driver/payment-method',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary:
          "Choose how recharges are paid at their stop: WALLET, CARD (the provider's card token, saved), PIX or MANUAL",
        body: driverPaymentMethodBody,
        response: { 200: driverPaymentMethod, 400: apiErrorBody, 401: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request) => {
      const userPk = authOf(request).user.user_pk;
      await drivers.saveMethod(userPk, request.body.method, request.body.cardToken);
      return methodView(userPk);
    },
  );

  app.post(
    '/api/driver/wallet/top-ups',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary:
          'Top up the wallet by card or Pix; the deposit is credited once the payment is approved',
        body: driverTopUpBody,
        response: { 201: driverPaymentSchema, 400: apiErrorBody, 401: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const row = await chargeDriver(user, request.body, {
        tenantPk: user.tenant_pk,
        amountCents: request.body.amountCents,
        description: 'Recarga de carteira',
        walletUserPk: user.user_pk,
      });
      return reply.code(201).send(driverPaymentOf(row));
    },
  );

  app.post(
    '/api/driver/recharges/:id/payments',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary: 'Pay a stopped recharge left to pay, by card or Pix',
        params: idParams,
        body: driverPaymentBody,
        response: {
          201: driverPaymentSchema,
          400: apiErrorBody,
          401: apiErrorBody,
          404: apiErrorBody,
          409: apiErrorBody,
        },
      },
      preHandler: deps.authenticate,
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const recharge = await drivers.recharge(request.params.id, user.user_pk);
      if (!recharge) throw notFound('transactionNotFound');
      if (!recharge.stop_timestamp) throw conflict('transactionCharging');
      const amount = recharge.transaction_amount ?? 0;
      if (!recharge.has_payment || amount <= 0) throw conflict('stationChargesNothing');
      if (recharge.payment_status === 'approved') throw conflict('transactionPaid');
      if (recharge.followed_status === 'pending' || recharge.followed_status === 'in_process')
        throw conflict('paymentInProcess');
      const row = await chargeDriver(user, request.body, {
        tenantPk: recharge.tenant_pk,
        amountCents: amount,
        description: `Recarga ${recharge.transaction_pk}`,
        idempotencyKey: `recharge-${recharge.transaction_pk}-${randomUUID()}`,
        transactionPk: recharge.transaction_pk,
      });
      return reply.code(201).send(driverPaymentOf(row));
    },
  );

  app.get(
    '/api/driver/recharges/:id/payment',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary: "A recharge's payment now (a pending Pix carries its BR Code to pay)",
        params: idParams,
        response: { 200: driverPaymentSchema, 401: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request) => {
      const { user } = authOf(request);
      const recharge = await drivers.recharge(request.params.id, user.user_pk);
      const paymentPk = recharge && (await drivers.followedPaymentPk(recharge.transaction_pk));
      const row = paymentPk ? await drivers.payment(paymentPk, user.user_pk) : undefined;
      if (!row) throw notFound('paymentNotFound');
      return driverPaymentOf(row);
    },
  );

  app.get(
    '/api/driver/payments/:id',
    {
      config: session,
      schema: {
        tags: TAGS,
        summary: "One of the driver's payments (a top-up or a recharge's), as it is now",
        params: idParams,
        response: { 200: driverPaymentSchema, 401: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: deps.authenticate,
    },
    async (request) => {
      const row = await drivers.payment(request.params.id, authOf(request).user.user_pk);
      if (!row) throw notFound('paymentNotFound');
      return driverPaymentOf(row);
    },
  );
}
