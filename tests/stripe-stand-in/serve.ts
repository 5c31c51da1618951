// The stand-in on its own, for trying the card journey by hand or taking screenshots:
//   node tests/stripe-stand-in/serve.ts <shop origin>
// prints the STRIPE_* variables to start the shop with, and delivers events to that shop's webhook.
import { startStripeStandIn } from './stand-in.ts';

const shop = process.argv[2];
if (!shop) {
  console.error('usage: node tests/stripe-stand-in/serve.ts <shop origin, e.g. http://127.0.0.1:4321>');
  process.exit(2);
}
const stand = await startStripeStandIn({
  deliver: async (payload, signature) =>
    (await fetch(`${shop}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })).status,
});
console.log(`STRIPE_SECRET_KEY=${stand.secretKey} STRIPE_WEBHOOK_SECRET=${stand.webhookSecret} STRIPE_API_BASE=${stand.url}`);
