// Sample content shared by the stories (not part of the public API): texts taken from the spec.
import type { StoreSwitcherOption } from './store-switcher/store-switcher';

/** The spec's shop promises, as the footer shows them. */
export const shopPromises = [
  'Delivery 1-10 days',
  'Returns within 14 days',
  'Prices include 20% VAT',
  'Support Mon-Fri 9:00-17:00',
];

/** The content pages linked from the footer. */
export const footerLinks = [
  { href: '/eng/i/privacy', label: 'Privacy' },
  { href: '/eng/i/return-policy', label: 'Return policy' },
  { href: '/eng/i/shipping', label: 'Shipping' },
  { href: '/eng/i/terms-of-service', label: 'Terms of service' },
  { href: '/eng/i/about-us', label: 'About us' },
  { href: '/eng/i/customer-service', label: 'Customer service' },
];

/** The public store views, the Estonian default being current. */
export const storeViews: StoreSwitcherOption[] = [
  { code: 'et', name: 'Eesti', href: '/', lang: 'et', current: true },
  { code: 'rus', name: 'Русский', href: '/rus/', lang: 'ru', current: false },
  { code: 'eng', name: 'English', href: '/eng/', lang: 'en', current: false },
  { code: 'fi', name: 'Suomi', href: 'http://fi.localhost:3000/', lang: 'fi', current: false },
  { code: 'ap24_italy_it', name: 'Italia (Italiano)', href: 'http://it.localhost:3000/', lang: 'it', current: false },
  { code: 'ap24_italy_en', name: 'Italy (English)', href: '/ap24_italy_en/', lang: 'en', current: false },
];

/** Main navigation entries. */
export const navItems = [
  { href: '/eng/', label: 'Home' },
  { href: '/eng/c/brakes', label: 'Brakes', current: true },
  { href: '/eng/c/filters', label: 'Filters' },
  { href: '/eng/c/oils', label: 'Oils and fluids' },
];
