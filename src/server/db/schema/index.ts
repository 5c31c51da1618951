// Every table of the API, in one place for Drizzle and drizzle-kit.
export * from './auth.ts';
export * from './devices.ts';
export * from './shop.ts';
export * from './payments.ts';
export * from './office.ts';
export * from './after-purchase.ts';
export * from './catalogue.ts';
