import type { CustomerProfile } from './messages';

/** A profile as GET /api/user/me answers it, for specs and stories. */
export function testProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    id: 7,
    group_id: 1,
    email: 'mari@example.com',
    firstname: 'Mari',
    lastname: 'Maasikas',
    store_id: 2,
    website_id: 1,
    created_at: '2024-05-01 10:00:00',
    updated_at: '2024-05-01 10:00:00',
    addresses: [],
    custom_attributes: [],
    groupToken: 'group-token',
    ...overrides,
  };
}
