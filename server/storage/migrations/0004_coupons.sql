-- Coupon seeds (issue 4 item 4). Codes are stored upper-case. A window is inclusive: from the first
-- instant of valid_from's day to the last instant of valid_to's day, Tallinn time (explicit offsets).
-- Newsletter coupons are created per subscriber by the newsletter API (kind 'newsletter', max_uses 1).
INSERT INTO coupon (code, kind, percent, valid_from, valid_to, email_norm, max_uses, created_at) VALUES
  ('FIRST50', 'first_purchase', 50, NULL, NULL, NULL, NULL, '2026-01-01T00:00:00Z'),
  ('SUMMER2026', 'seasonal', 10, '2026-06-01T00:00:00+03:00', '2026-08-31T23:59:59.999+03:00', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('BLACKWEEK2026', 'seasonal', 20, '2026-11-23T00:00:00+02:00', '2026-11-30T23:59:59.999+02:00', NULL, NULL, '2026-01-01T00:00:00Z'),
  ('WINTER2026', 'seasonal', 15, '2026-12-01T00:00:00+02:00', '2027-02-28T23:59:59.999+02:00', NULL, NULL, '2026-01-01T00:00:00Z')
ON CONFLICT (code) DO NOTHING;
