/**
 * Customers: registration, profile changes and passwords. One e-mail is one customer across every store
 * view (one website); the unique index on `customer.email_norm` settles concurrent registrations.
 */
import { badRequest } from '../../api/errors';
import type { Database, Queryable } from '../../storage/port';
import { customerById, type CustomerRow } from '../auth/tokens';
import { hashPassword } from './passwords';
import { mergeCarAttributes, replaceAddresses, type AddressInput } from './profile';
import { revokeCustomerRefreshTokens } from './refresh-tokens';
import { normalizeEmail } from './validation';

/** The answer to a second account with the same e-mail (spec section 8). */
export const DUPLICATE_EMAIL = 'A customer with the same email already exists in an associated website.';

/** What registration and profile changes accept. */
export interface CustomerInput {
  email: string;
  firstname: string;
  lastname: string;
  addresses?: AddressInput[];
  custom_attributes?: { attribute_code: string; value: unknown }[];
}

const isUniqueViolation = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The customer with this e-mail (any case, any store view) and its password hash, or null. */
export async function customerByEmail(db: Queryable, email: string): Promise<(CustomerRow & { password_hash: string }) | null> {
  const { rows } = await db.query<CustomerRow & { password_hash: string }>(
    `SELECT id, email, firstname, lastname, group_id, store_id, website_id, custom_attributes, token_version, created_at, updated_at, password_hash
       FROM customer WHERE email_norm = $1`,
    [normalizeEmail(email)],
  );
  return rows[0] ?? null;
}

/** Registers a customer in `storeId`; 400 DUPLICATE_EMAIL when the e-mail is taken (also under a race). */
/** How long after a guest order its buyer may claim it by creating an account with the same e-mail. */
export const ORDER_CLAIM_WINDOW_MS = 2 * 60 * 60 * 1000;

/**
 * Creates a customer. `claimOrderId`: the client order id of a guest order just placed from the same browser
 * (an account asked for at checkout is created after the order): when that order has no customer, carries the
 * same e-mail and was placed within two hours, it becomes the new customer's (client order ids are unguessable).
 */
export async function createCustomer(db: Database, input: CustomerInput, password: string, storeId: number, now: Date, claimOrderId?: string): Promise<CustomerRow> {
  const passwordHash = await hashPassword(password);
  try {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO customer (email, firstname, lastname, password_hash, store_id, custom_attributes, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7) RETURNING id`,
        [input.email.trim(), input.firstname.trim(), input.lastname.trim(), passwordHash, storeId, JSON.stringify(mergeCarAttributes([], input.custom_attributes ?? [])), now.toISOString()],
      );
      const customerId = rows[0]?.id;
      if (customerId === undefined) throw new Error('customer insert returned no id');
      if (input.addresses) await replaceAddresses(tx, customerId, input.addresses);
      if (claimOrderId) {
        await tx.query(
          `UPDATE sales_order SET customer_id = $1 WHERE client_order_id = $2 AND customer_id IS NULL AND lower(email) = lower($3) AND created_at >= $4`,
          [customerId, claimOrderId, input.email.trim(), new Date(now.getTime() - ORDER_CLAIM_WINDOW_MS).toISOString()],
        );
      }
      return customerId;
    });
    return (await customerById(db, id)) as CustomerRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE_EMAIL);
    throw error;
  }
}

/**
 * Applies a profile change: names, e-mail (checked for duplicates), addresses (the list is replaced
 * when sent) and car attributes. Group, store and id are never taken from the client.
 */
export async function updateCustomer(db: Database, customer: CustomerRow, input: Partial<CustomerInput>, now: Date): Promise<CustomerRow> {
  const email = input.email?.trim() ?? customer.email;
  if (normalizeEmail(email) !== normalizeEmail(customer.email)) {
    const other = await customerByEmail(db, email);
    if (other && other.id !== customer.id) throw badRequest(DUPLICATE_EMAIL);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE customer SET email = $2, firstname = $3, lastname = $4, custom_attributes = $5::jsonb, updated_at = $6 WHERE id = $1`,
        [
          customer.id,
          email,
          input.firstname?.trim() ?? customer.firstname,
          input.lastname?.trim() ?? customer.lastname,
          JSON.stringify(input.custom_attributes ? mergeCarAttributes(customer.custom_attributes, input.custom_attributes) : mergeCarAttributes(customer.custom_attributes, [])),
          now.toISOString(),
        ],
      );
      if (input.addresses) await replaceAddresses(tx, customer.id, input.addresses);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(DUPLICATE_EMAIL);
    throw error;
  }
  return (await customerById(db, customer.id)) as CustomerRow;
}

/**
 * Sets a new password and ends every session at once: the customer's token version rises, so every access
 * token issued before (claim `ver`) and every refresh token of the old version is refused, and the refresh
 * tokens are revoked too. Hash first (`hashPassword`), then run it in the transaction that checked the
 * old password or the reset token.
 */
export async function setPasswordHash(tx: Queryable, customerId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.query('UPDATE customer SET password_hash = $2, token_version = token_version + 1, tokens_valid_after = $3, updated_at = $3 WHERE id = $1', [
    customerId,
    passwordHash,
    now.toISOString(),
  ]);
  await revokeCustomerRefreshTokens(tx, customerId, now);
}
