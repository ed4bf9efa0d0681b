/**
 * The support console's entry (issue 21 item 1, ADR 0066), served only at /support to staff
 * (server/support/support-page.ts). It only loads the console: the console's code is a chunk of its own
 * that no shopper page imports, and the service worker does not precache it (vite.config.ts).
 */
void import('./mount-console').then(({ mountSupportConsole }) => mountSupportConsole());
