-- My Account lists a customer's reviews, newest first (GET /api/user/reviews): guests' reviews have no customer.
CREATE INDEX review_customer_idx ON review (customer_id, created_at DESC, id DESC) WHERE customer_id IS NOT NULL;
