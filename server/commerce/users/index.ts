/** Customers of the commerce API: passwords, sessions (refresh tokens, rate limit), profile, reset, history. */
export { hashPassword, verifyPassword, verifyNothing, SCRYPT_COST } from './passwords';
export { issueRefreshToken, rotateRefreshToken, revokeCustomerRefreshTokens, sha256Hex, opaqueToken } from './refresh-tokens';
export type { RefreshOutcome } from './refresh-tokens';
export { assertLoginAllowed, recordLoginAttempt, delayMs, duration, CAPTCHA_REQUIRED, LOGIN_LIMITS } from './rate-limit';
export type { CaptchaVerifier, DelayRule } from './rate-limit';
export { assertResetRequestAllowed, assertResetTokenAllowed, wrongTokenRefusal, recordResetAttempt, RESET_LIMITS } from './reset-limit';
export { profileOf, carAttributes, mergeCarAttributes, replaceAddresses, CAR_ATTRIBUTES } from './profile';
export type { Profile, ProfileAddress, AddressInput, CustomAttribute } from './profile';
export { createCustomer, updateCustomer, customerByEmail, setPasswordHash, DUPLICATE_EMAIL } from './customers';
export type { CustomerInput } from './customers';
export { requestPasswordReset, resetPassword, resetLink, RESET_EXPIRED, RESET_REQUESTS_PER_HOUR, RESET_VALID_MINUTES } from './reset';
export type { LinkOrigin } from './reset';
export { orderHistory } from './order-history';
export type { OrderHistoryItem, OrderHistoryLine, OrderHistoryPage } from './order-history';
export { MESSAGES, ajv, assertValid, describeErrors, trimFields, normalizeEmail, emailSchema, nameSchema, passwordSchema, addressSchema, customAttributesSchema } from './validation';
