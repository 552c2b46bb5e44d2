// The local Mercado Pago as a process of its own, for the end-to-end tests:
// `tsx apps/api/src/test/mercadopago-server.ts`. It prints MERCADOPAGO_ACCESS_TOKEN,
// MERCADOPAGO_WEBHOOK_SECRET, MERCADOPAGO_PAYER_EMAIL and MERCADOPAGO_API_URL (the api's settings)
// once it listens.
//
//   MERCADOPAGO_WEBHOOK_URL  where notifications go, in place of a payment's notification_url
//   MERCADOPAGO_PORT         a fixed port (default: a free one)
import { startLocalMercadoPagoServer } from './local-mercadopago-server';
import { runAsProcess } from './local-server-process';

const webhookUrl = process.env.MERCADOPAGO_WEBHOOK_URL;
const server = await startLocalMercadoPagoServer({
  ...(webhookUrl ? { webhookUrl } : {}),
  port: Number(process.env.MERCADOPAGO_PORT ?? 0),
});
runAsProcess(server.config, server.stop);
