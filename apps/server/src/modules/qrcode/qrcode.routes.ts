import {
  apiErrorBody,
  qrChargeBoxId,
  qrCommandAnswer,
  qrConnectorStatus,
  qrConnectorId,
  qrPagePath,
  qrStartBody,
  qrStopBody,
  qrStartAnswer,
  qrToken,
  qrTokenAnswer,
} from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import { notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import type { QrCodeRepository } from './qrcode.repository';
import type { QrCodeService } from './qrcode.service';

const connectorParams = z.object({ chargeBoxId: qrChargeBoxId, connectorId: qrConnectorId });

/**
 * The public QR page's calls (spec 1 §7: POST qrcode/start and qrcode/stop; the status call is
 * ours) and, for signed-in users with station rights, the signed token each connector's QR carries.
 */
export function registerQrCodeRoutes(
  app: ApiApp,
  deps: {
    qr: QrCodeService;
    repository: QrCodeRepository;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
  },
): void {
  app.get(
    '/api/qrcode/token/:chargeBoxId/:connectorId',
    {
      schema: {
        tags: ['qrcode'],
        summary: "A connector's signed QR token and the public page path it opens",
        params: connectorParams,
        response: { 200: qrTokenAnswer, 404: apiErrorBody },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/stations')],
    },
    async (request) => {
      const { chargeBoxId, connectorId } = request.params;
      const row = await deps.repository.visibleConnector(
        chargeBoxId,
        connectorId,
        authOf(request).visibleTenantPks,
      );
      if (!row) throw notFound('connectorNotFound');
      const token = deps.qr.tokenFor(row);
      return { chargeBoxId, connectorId, token, path: qrPagePath(chargeBoxId, connectorId, token) };
    },
  );

  app.get(
    '/api/qrcode/status/:chargeBoxId/:connectorId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['qrcode'],
        summary: 'Public: the station description and the connector status for a QR token',
        params: connectorParams,
        querystring: z.object({ token: qrToken }),
        response: {
          200: qrConnectorStatus,
          400: apiErrorBody,
          403: apiErrorBody,
          404: apiErrorBody,
        },
      },
    },
    async (request) =>
      deps.qr.status(request.params.chargeBoxId, request.params.connectorId, request.query.token),
  );

  app.post(
    '/api/qrcode/start',
    {
      config: { access: 'public' },
      schema: {
        tags: ['qrcode'],
        summary: 'Public: RemoteStartTransaction on the connector with the tenant QR idTag',
        description:
          'Needs the robot check (recaptchaResponse). 403 for a token of another connector, ' +
          '404 for an unknown station, 429 past the per-address or per-connector limit, ' +
          '409 when the station does not accept the command. The answer carries stopSecret, ' +
          'which the browser keeps: only it stops the recharge this start begins.',
        body: qrStartBody,
        response: {
          200: qrStartAnswer,
          400: apiErrorBody,
          403: apiErrorBody,
          404: apiErrorBody,
          409: apiErrorBody,
          429: apiErrorBody,
        },
      },
    },
    async (request) => deps.qr.start(request.body, request.ip),
  );

  app.post(
    '/api/qrcode/stop',
    {
      config: { access: 'public' },
      schema: {
        tags: ['qrcode'],
        summary: 'Public: RemoteStopTransaction of the recharge this browser started',
        description:
          'stopSecret is the one the start answered. 403 without it, with another, or for a ' +
          'recharge not started from the page (a card); 409 when no recharge is in progress.',
        body: qrStopBody,
        response: {
          200: qrCommandAnswer,
          400: apiErrorBody,
          403: apiErrorBody,
          404: apiErrorBody,
          409: apiErrorBody,
          429: apiErrorBody,
        },
      },
    },
    async (request) => deps.qr.stop(request.body, request.ip),
  );
}
