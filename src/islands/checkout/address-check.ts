// What checks an address once the shopper works on the form, loaded together on demand
// (./address-rules.ts): the schema, and each problem it finds in the shopper's words.
export * from '../../lib/checkout/address-schema.ts';
export { problemText } from './address-messages.ts';
