import type { FastifyInstance } from 'fastify';
import {
  createOnrampOrder,
  getOnrampConversion,
  getOnrampGasFee,
  getOnrampOrder,
  receiveSandboxPaymentWebhook,
} from '@kp/contract/payments';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { PaymentsProvider } from '../../providers/payments/payments-provider';
import type { PaymentsService } from './payments.service';

/** The largest webhook body accepted (the sandbox's events are a few hundred bytes). */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export function paymentsRoutes(
  app: FastifyInstance,
  service: PaymentsService,
  idempotency: Idempotency,
  provider: PaymentsProvider,
) {
  registerRoute(app, getOnrampConversion, ({ query }) => ({
    statusCode: 200,
    data: service.getConversion(query),
  }));
  registerRoute(app, getOnrampGasFee, () => ({ statusCode: 200, data: service.getGasFee() }));
  // The order is made (and its answer kept) under the Idempotency-Key; the provider's checkout is
  // opened after that transaction, since a call to the outside world cannot roll back with it.
  registerRoute(app, createOnrampOrder, async ({ body, request, reply }) => {
    const userId = request.auth!.userId;
    const created = await idempotency.run(
      request,
      reply,
      async (tx) => ({ statusCode: 201, data: await service.createOrder(tx, userId, body) }),
      { status: 201 },
    );
    return { statusCode: 201, data: await service.openCheckout(userId, created.data.id) };
  });
  registerRoute(app, getOnrampOrder, async ({ params, request }) => ({
    statusCode: 200,
    data: await service.getOrder(request.auth!.userId, params.id),
  }));

  // The webhook's signature is over the raw body: in this scope the JSON parser checks it first,
  // so nothing unsigned is even parsed, then parses as the api's own parser does.
  app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (request, body, done) => {
        try {
          provider.verifyWebhook(body as string, request.headers);
        } catch (error) {
          return done(error as Error, undefined);
        }
        parseJson(request, body as string, done);
      },
    );
    registerRoute(scope, receiveSandboxPaymentWebhook, async ({ body }) => ({
      statusCode: 200,
      data: { received: true as const, outcome: await service.handleSandboxEvent(body) },
    }));
  });
}
