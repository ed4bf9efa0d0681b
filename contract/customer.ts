/**
 * The customer as the API answers it (GET /api/user/me, /api/user/create, POST /api/user/me; Magento's customer
 * shape) and the address the client sends. Shared by the server and the storefront's user module.
 */

/** A custom attribute as stored and answered. */
export interface CustomAttribute {
  attribute_code: string;
  value: string;
}

/** An address as the client sends it (validated by `addressSchema`). */
export interface AddressInput {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region?: string | null | { region?: string | null; region_id?: number | null; region_code?: string | null };
  region_id?: number | null;
  region_code?: string | null;
  telephone?: string | null;
  company?: string | null;
  vat_id?: string | null;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/** An address as answered. */
export interface ProfileAddress {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region: { region: string | null; region_id: number; region_code: string | null };
  telephone: string | null;
  company: string | null;
  vat_id: string | null;
  default_shipping: boolean;
  default_billing: boolean;
}

/** The profile answered by /api/user/me, /api/user/create and POST /api/user/me. */
export interface Profile {
  id: number;
  group_id: number;
  email: string;
  firstname: string;
  lastname: string;
  store_id: number;
  website_id: number;
  created_at: string;
  updated_at: string;
  addresses: ProfileAddress[];
  custom_attributes: CustomAttribute[];
  groupToken: string;
}
