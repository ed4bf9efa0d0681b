/** Newsletter subscriptions and their welcome coupon. */
export { subscribe, unsubscribe, subscriptionStatus, newsletterCouponCode, NEWSLETTER_PERCENT } from './subscriptions';
export type { NewsletterDomain, Subscription, SubscriptionStatus } from './subscriptions';
