import { describe, expect, it } from 'vitest';
import { resetLinkOf, resetPasswordLoader } from './reset-link';

// The link as server/commerce/users/reset.ts writes it (server/reset-password-page.spec.ts opens real ones).
const LINK = 'https://shop.example/eng/reset-password?token=tok_en-1&email=mari%2Bshop%40example.com';

describe("the reset link's e-mail and token", () => {
  it('reads the encoded e-mail and the token back', () => {
    expect(resetLinkOf(LINK)).toEqual({ email: 'mari+shop@example.com', token: 'tok_en-1' });
    expect(resetPasswordLoader({ request: new Request(LINK) })).toEqual({ email: 'mari+shop@example.com', token: 'tok_en-1' });
  });

  it("gives '' for what the link lost", () => {
    expect(resetLinkOf('/reset-password')).toEqual({ email: '', token: '' });
    expect(resetLinkOf('/reset-password?token=%20&email=a%40b.ee')).toEqual({ email: 'a@b.ee', token: '' });
  });
});
