import { register } from 'node:module';

/**
 * Modules pull in their views, and views import stylesheets and images that only Vite understands. Scripts that
 * load the modules under plain Node (`npm run replay`, the build's isolation check, the replay recorder) never
 * render, so those imports become empty modules.
 */
const ASSET_STUB_HOOKS = `
export async function load(url, context, next) {
  if (/\\.(css|scss|svg|png|jpe?g|gif|webp|avif|woff2?)([?#].*)?$/.test(url)) {
    return { format: 'module', source: 'export default {};', shortCircuit: true };
  }
  return next(url, context);
}`;

/** Lets plain Node import the modules (their views' stylesheets and images become empty modules). */
export function registerAssetStubs(): void {
  register('data:text/javascript,' + encodeURIComponent(ASSET_STUB_HOOKS));
}
