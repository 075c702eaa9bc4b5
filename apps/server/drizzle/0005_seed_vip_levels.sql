-- Membership levels of each edition: daily credits and prices in fen (cn, yuan) or cents (intl,
-- dollars); NULL = free. Operators may change prices in the table; this never overwrites them.
INSERT INTO "vip_level" ("edition", "level", "daily_point", "monthly_price", "quarter_price", "yearly_price", "currency") VALUES
  ('cn', 1, 10, NULL, NULL, NULL, 'CNY'),
  ('cn', 2, 200, 1500, 3900, 12800, 'CNY'),
  ('cn', 3, 300, 2500, 6800, 19800, 'CNY'),
  ('cn', 4, 500, 3900, 9900, 29900, 'CNY'),
  ('intl', 1, 10, NULL, NULL, NULL, 'USD'),
  ('intl', 2, 200, 299, 799, 2499, 'USD'),
  ('intl', 3, 300, 499, 1299, 3999, 'USD'),
  ('intl', 4, 500, 699, 1799, 5999, 'USD')
ON CONFLICT DO NOTHING;
