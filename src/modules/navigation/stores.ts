/** Opening hours of one group of weekdays ("Mon-Fri 9:00-17:00"); `days` are translation keys. */
export interface OpeningHours {
  days: 'weekdays' | 'saturday' | 'sunday';
  /** "9:00-17:00", or null when closed. */
  hours: string | null;
}

/** A shop where goods can be picked up. */
export interface Store {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO country code; its name is translated. */
  country: 'EE';
  phone: string;
  email: string;
  hours: readonly OpeningHours[];
  /** For the map link (OpenStreetMap at this point): no tiles load on the page itself. */
  latitude: number;
  longitude: number;
}

/**
 * The shop's stores: the one behind the checkout's store pickup method (`pickup/tallinn`, "Pickup at our
 * Tallinn store", server/commerce/quote/shipping.ts). Hours are the spec's support hours (section 1); the
 * address, phone and e-mail are the shop's contact details (ADR 0020: placeholders until the shop confirms).
 */
export const STORES: readonly Store[] = [
  {
    id: 'tallinn',
    name: 'Autoparts24 Tallinn',
    street: 'Peterburi tee 46',
    postcode: '11415',
    city: 'Tallinn',
    country: 'EE',
    phone: '+372 600 0000',
    email: 'info@autoparts24.ee',
    hours: [
      { days: 'weekdays', hours: '9:00-17:00' },
      { days: 'saturday', hours: null },
      { days: 'sunday', hours: null },
    ],
    latitude: 59.4326,
    longitude: 24.8142,
  },
];

/** A link to the store on OpenStreetMap, with a marker (opens the map site; nothing is embedded). */
export function mapHref(store: Store): string {
  const { latitude: lat, longitude: lon } = store;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
