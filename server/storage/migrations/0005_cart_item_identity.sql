-- One cart line per identity (spec section 3 "Line identity": sku plus the options checksum), so a retried
-- or concurrent "set quantity" request updates the line instead of adding a second one.
CREATE UNIQUE INDEX cart_item_identity_idx ON cart_item (cart_id, sku, options_checksum);
