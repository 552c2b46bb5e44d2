// The local Razorpay as a process of its own, for the end-to-end tests:
// `tsx apps/api/src/test/razorpay-server.ts`. It prints RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,
// RAZORPAY_WEBHOOK_SECRET and RAZORPAY_API_URL (the api's settings) once it listens.
//
//   RAZORPAY_WEBHOOK_URL  where its webhooks go (the api's /api/payments/webhooks/razorpay; required)
//   RAZORPAY_PORT         a fixed port (default: a free one)
import { runAsProcess } from './local-server-process';
import { startLocalRazorpayServer } from './local-razorpay-server';

const webhookUrl = process.env.RAZORPAY_WEBHOOK_URL;
if (!webhookUrl) {
  process.stderr.write('RAZORPAY_WEBHOOK_URL is required\n');
  process.exit(1);
}
const server = await startLocalRazorpayServer({ webhookUrl, port: Number(process.env.RAZORPAY_PORT ?? 0) });
runAsProcess(server.config, server.stop);
