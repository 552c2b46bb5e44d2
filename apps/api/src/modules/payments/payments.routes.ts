import type { FastifyInstance } from 'fastify';
import {
  createOnrampOrder,
  getOnrampConversion,
  getOnrampGasFee,
  getOnrampOrder,
  receiveMercadoPagoPaymentWebhook,
  receiveRazorpayPaymentWebhook,
  receiveSandboxPaymentWebhook,
} from '@kp/contract/payments';
import { registerRoute } from '../../platform/route';
import { AppError } from '@kp/domain/errors';
import {
  PAYMENTS_PROVIDER_NAMES,
  type PaymentsProvider,
  type PaymentsProviderName,
} from '../../providers/payments/payments-provider';
import type { PaymentsService } from './payments.service';

/** The largest webhook body accepted (Razorpay's events are a few kilobytes, the others less). */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Each provider's webhook route. */
const WEBHOOK_ROUTES = {
  sandbox: receiveSandboxPaymentWebhook,
  razorpay: receiveRazorpayPaymentWebhook,
  mercadopago: receiveMercadoPagoPaymentWebhook,
} as const satisfies Record<PaymentsProviderName, unknown>;

export function paymentsRoutes(
  app: FastifyInstance,
  service: PaymentsService,
  providers: readonly PaymentsProvider[],
) {
  registerRoute(app, getOnrampConversion, ({ query }) => service.getConversion(query));
  registerRoute(app, getOnrampGasFee, () => service.getGasFee());
  registerRoute(app, createOnrampOrder, ({ body, userId, once }) => service.createOrder(userId, body, once));
  registerRoute(app, getOnrampOrder, ({ params, userId }) => service.getOrder(userId, params.id));

  // A webhook's signature is over the raw body (or, for Mercado Pago, the query and headers): in
  // each provider's scope the JSON parser checks it first, so nothing unsigned is even parsed, then
  // parses as the api's own parser does. A provider not chosen answers 404 before reading anything.
  for (const name of PAYMENTS_PROVIDER_NAMES) {
    const provider = providers.find((p) => p.name === name);
    if (!provider) {
      app.register(async (scope) => {
        scope.addHook('onRequest', async () => {
          throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
        });
        registerRoute(scope, WEBHOOK_ROUTES[name] as typeof receiveSandboxPaymentWebhook, () => {
          throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
        });
      });
      continue;
    }
    app.register(async (scope) => {
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
        (request, body, done) => {
          try {
            provider.verifyWebhook(body as string, request.headers, request.query as Record<string, unknown>);
          } catch (error) {
            return done(error as Error, undefined);
          }
          parseJson(request, body as string, done);
        },
      );
      // The three routes answer alike and the body is handed on as it came: one shape serves.
      const route = WEBHOOK_ROUTES[provider.name] as typeof receiveSandboxPaymentWebhook;
      registerRoute(scope, route, async ({ body, request }) => ({
        received: true as const,
        outcome: await service.receiveWebhook(provider.name, {
          body,
          headers: request.headers,
          query: request.query as Record<string, unknown>,
        }),
      }));
    });
  }
}
