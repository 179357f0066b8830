import { z } from 'zod';
import {
  PRICING_MESSAGES,
  apiErrorBody,
  dynamicPricingCreateAnswer,
  dynamicPricingCreateBody,
  dynamicPricingDeleteAnswer,
  dynamicPricingDetailAnswer,
  dynamicPricingDetailBody,
  dynamicPricingListAnswer,
  messageText,
} from '@chargedeck/shared';
import type { ApiApp } from '../../platform/http/api-app';
import type { PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { requestLanguage } from '../../platform/http/human-time';
import type { PricingService } from './pricing.service';

export interface PricingRoutesDeps {
  pricing: PricingService;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

const params = z.object({ uuid: z.uuid() });
const TAGS = ['pricing'];

/** Pricing profiles (spec 3 §7 "Pricing profiles (main API)"). */
export function registerPricingRoutes(app: ApiApp, deps: PricingRoutesDeps): void {
  const { pricing, authenticate, requireRoute } = deps;
  const guard = [authenticate, requireRoute('/dynamic-pricing')];

  app.get(
    '/api/dynamic-pricing',
    {
      schema: {
        tags: TAGS,
        summary: 'Pricing profiles with the number of chargers each prices',
        response: { 200: dynamicPricingListAnswer },
      },
      preHandler: guard,
    },
    async (request) => ({
      dynamicPricingList: await pricing.list(authOf(request).visibleTenantPks),
      error: null,
    }),
  );

  app.post(
    '/api/dynamic-pricing',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a pricing profile',
        body: dynamicPricingCreateBody,
        response: { 201: dynamicPricingCreateAnswer, 400: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request, reply) => {
      const tenantPk = authOf(request).requestTenant.tenant_pk;
      const uuid = await pricing.create(tenantPk, request.body.name);
      return reply.code(201).send({ dynamicPricingUuid: uuid });
    },
  );

  app.delete(
    '/api/dynamic-pricing/:uuid',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a pricing profile; it is unlinked from every configuration using it',
        params,
        response: { 200: dynamicPricingDeleteAnswer, 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request) => {
      await pricing.delete(request.params.uuid, authOf(request).visibleTenantPks);
      return { message: messageText(PRICING_MESSAGES.deleted, requestLanguage(request)) };
    },
  );

  app.get(
    '/api/dynamic-pricing/:uuid/detail',
    {
      schema: {
        tags: TAGS,
        summary:
          'The entries of a profile; startTimeGMT and endTimeGMT are wall-clock times in the ' +
          "station's time zone",
        params,
        response: { 200: dynamicPricingDetailAnswer, 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request) => ({
      dynamicPricingDetailList: await pricing.detail(
        request.params.uuid,
        authOf(request).visibleTenantPks,
      ),
    }),
  );

  app.put(
    '/api/dynamic-pricing/:uuid/detail',
    {
      schema: {
        tags: TAGS,
        summary:
          'Replace the entries of a profile with this full set, in one transaction; ' +
          "startTimeGMT and endTimeGMT are wall-clock times in the station's time zone",
        params,
        body: dynamicPricingDetailBody,
        response: { 200: dynamicPricingDetailAnswer, 400: apiErrorBody, 404: apiErrorBody },
      },
      preHandler: guard,
    },
    async (request) => ({
      dynamicPricingDetailList: await pricing.saveDetail(
        request.params.uuid,
        authOf(request).visibleTenantPks,
        request.body.dynamicPricingDetailFormList,
      ),
    }),
  );
}
