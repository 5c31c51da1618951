import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierName, trackingLink } from '../../src/lib/orders/carriers.ts';

describe('carriers (tracking on order detail and in the shipped notice)', () => {
  it('knows the eight carriers the shop ships with, each with an https tracking page', () => {
    expect(CARRIERS.map((carrier) => carrier.name)).toEqual(['Aramex', 'DHL', 'FedEx', 'UPS', 'SMSA', 'Emirates Post', 'Blue Dart', 'India Post']);
    for (const carrier of CARRIERS) expect(trackingLink(carrier.name, 'X1')).toMatch(/^https:\/\/[^ ]+X1$/);
  });

  it('spells a known carrier as the table does, whatever the case and spacing typed', () => {
    expect(carrierName('dhl')).toBe('DHL');
    expect(carrierName('  emirates   post ')).toBe('Emirates Post');
    expect(carrierName('BLUEDART')).toBe('Blue Dart');
    expect(carrierName('blue-dart')).toBe('Blue Dart');
    expect(carrierName('Fedex')).toBe('FedEx');
  });

  it('keeps any other carrier as typed, tidied', () => {
    expect(carrierName('  Al  Waha Couriers ')).toBe('Al Waha Couriers');
    expect(carrierName('DHL Supply Chain')).toBe('DHL Supply Chain');
  });

  it('links a known carrier with the number encoded, and nothing for an unknown carrier or none', () => {
    expect(trackingLink('UPS', '1Z 999/AA1')).toBe('https://www.ups.com/track?tracknum=1Z%20999%2FAA1');
    expect(trackingLink('fedex', '123')).toBe('https://www.fedex.com/fedextrack/?trknbr=123');
    expect(trackingLink('Al Waha Couriers', '123')).toBeNull();
    expect(trackingLink(null, '123')).toBeNull();
  });
});
