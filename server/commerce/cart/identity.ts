/** Line identity lives in contract/ so the storefront's cart names lines exactly as the server does. */
export { optionsChecksum } from '../../../contract/cart-identity';
