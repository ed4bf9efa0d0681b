/**
 * The customer profile as the storefront reads it (GET /api/user/me, Magento's customer shape): the
 * customer row, its addresses, the car attributes and the group token.
 */
import type { Queryable } from '../../storage/port';
import type { CommerceConfig } from '../config';
import { issueGroupToken, type CustomerRow } from '../auth/tokens';

/**
 * The custom attributes a customer may keep (spec section 3 "User"): the car of My Car, and the engine's KType
 * number that chooses that car again at login (ADR 0032).
 */
export const CAR_ATTRIBUTES = ['car_plate_number', 'car_make', 'car_model', 'car_engine', 'car_ktype'] as const;

export type { AddressInput, CustomAttribute, Profile, ProfileAddress } from '../../../contract/customer';
import type { AddressInput, CustomAttribute, Profile, ProfileAddress } from '../../../contract/customer';

type AddressRow = Omit<ProfileAddress, 'region'> & { region: string | null; region_id: number | null; region_code: string | null };

const iso = (value: Date | string): string => new Date(value).toISOString();
const blankToNull = (value: string | null | undefined): string | null => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** The customer's profile. */
export async function profileOf(db: Queryable, config: Pick<CommerceConfig, 'authSecret'>, customer: CustomerRow): Promise<Profile> {
  const { rows } = await db.query<AddressRow>(
    `SELECT id, customer_id, firstname, lastname, street, city, postcode, country_id, region, region_id, region_code,
            telephone, company, vat_id, default_shipping, default_billing
       FROM customer_address WHERE customer_id = $1 ORDER BY id`,
    [customer.id],
  );
  return {
    id: customer.id,
    group_id: customer.group_id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    store_id: customer.store_id,
    website_id: customer.website_id,
    created_at: iso(customer.created_at),
    updated_at: iso(customer.updated_at),
    addresses: rows.map(({ region, region_id, region_code, ...row }) => ({ ...row, region: { region, region_id: region_id ?? 0, region_code } })),
    custom_attributes: carAttributes(customer.custom_attributes),
    groupToken: await issueGroupToken(config, customer.group_id),
  };
}

/** The car attributes among `given` (others dropped), values as trimmed strings, blanks dropped. */
export function carAttributes(given: readonly { attribute_code: string; value: unknown }[]): CustomAttribute[] {
  const byCode = new Map<string, string>();
  for (const { attribute_code: code, value } of given) {
    if (!(CAR_ATTRIBUTES as readonly string[]).includes(code)) continue;
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) byCode.set(code, text);
    else byCode.delete(code);
  }
  return CAR_ATTRIBUTES.flatMap((code) => {
    const value = byCode.get(code);
    return value === undefined ? [] : [{ attribute_code: code, value }];
  });
}

/** `current` updated with `given`: codes sent replace their value (a blank value removes it), others stay. */
export function mergeCarAttributes(current: readonly { attribute_code: string; value: unknown }[], given: readonly { attribute_code: string; value: unknown }[]): CustomAttribute[] {
  return carAttributes([...carAttributes(current), ...given.filter((a) => (CAR_ATTRIBUTES as readonly string[]).includes(a.attribute_code))]);
}

/** Replaces the customer's addresses with `addresses` (the profile form sends the whole list). */
export async function replaceAddresses(tx: Queryable, customerId: number, addresses: readonly AddressInput[]): Promise<void> {
  await tx.query('DELETE FROM customer_address WHERE customer_id = $1', [customerId]);
  for (const address of addresses) {
    const region = typeof address.region === 'object' && address.region !== null ? address.region : { region: address.region ?? null };
    await tx.query(
      `INSERT INTO customer_address (customer_id, firstname, lastname, street, city, postcode, country_id, region, region_id, region_code,
                                     telephone, company, vat_id, default_shipping, default_billing)
       VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        customerId,
        address.firstname.trim(),
        address.lastname.trim(),
        address.street.map((line) => line.trim()).filter(Boolean),
        address.city.trim(),
        address.postcode.trim(),
        address.country_id.toUpperCase(),
        blankToNull(region.region),
        region.region_id || address.region_id || null,
        blankToNull(region.region_code ?? address.region_code),
        blankToNull(address.telephone),
        blankToNull(address.company),
        blankToNull(address.vat_id),
        address.default_shipping ?? false,
        address.default_billing ?? false,
      ],
    );
  }
}
