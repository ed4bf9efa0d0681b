-- Orders: the stock each order reserved, per product, as placement took it. A bundle line reserves its
-- selected parts (not the bundle), a configurable line its child, and products that do not manage stock
-- reserve nothing, so `sales_order_item.product_id` cannot say what to give back; this table can
-- (cancellation: UPDATE stock SET qty = qty + r.qty ... FROM sales_order_stock r WHERE r.order_id = $1).
CREATE TABLE sales_order_stock (
  order_id integer NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  qty numeric(12, 4) NOT NULL CHECK (qty > 0),
  PRIMARY KEY (order_id, product_id)
);
