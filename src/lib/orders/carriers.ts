// The carriers a shipped item may travel with, and where each lets a shopper follow a parcel. The
// operator names the carrier when marking an item SHIPPED (`--carrier`); a known name (in any case,
// with or without spaces) is stored as written here, so order detail can link to its tracking page;
// any other carrier is kept as typed and shown as text only.

interface Carrier {
  name: string;
  /** The carrier's tracking page for one tracking number. */
  trackingUrl(number: string): string;
}

const at = (prefix: string) => (number: string) => `${prefix}${encodeURIComponent(number)}`;

export const CARRIERS: readonly Carrier[] = [
  { name: 'Aramex', trackingUrl: at('https://www.aramex.com/track/results?ShipmentNumber=') },
  { name: 'DHL', trackingUrl: at('https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=') },
  { name: 'FedEx', trackingUrl: at('https://www.fedex.com/fedextrack/?trknbr=') },
  { name: 'UPS', trackingUrl: at('https://www.ups.com/track?tracknum=') },
  { name: 'SMSA', trackingUrl: at('https://www.smsaexpress.com/trackingdetails?tracknumbers=') },
  { name: 'Emirates Post', trackingUrl: at('https://www.emiratespost.ae/all-services/track-a-package?TrackingNumber=') },
  { name: 'Blue Dart', trackingUrl: at('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=') },
  { name: 'India Post', trackingUrl: at('https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber=') },
];

const key = (name: string) => name.toLowerCase().replace(/[\s._-]+/g, '');

function knownCarrier(name: string): Carrier | undefined {
  return CARRIERS.find((carrier) => key(carrier.name) === key(name));
}

/** The carrier's name as stored: a known one spelt as the table spells it ('dhl' → 'DHL'), else as typed. */
export function carrierName(typed: string): string {
  const name = typed.trim().replace(/\s+/g, ' ');
  return knownCarrier(name)?.name ?? name;
}

/** The page where this parcel can be followed, or null for a carrier without a known one. */
export function trackingLink(carrier: string | null, number: string): string | null {
  const known = carrier ? knownCarrier(carrier) : undefined;
  return known ? known.trackingUrl(number.trim()) : null;
}
