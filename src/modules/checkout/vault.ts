/** Service token of the checkout's in-memory password (an account created with the order). */
export const CheckoutVault = Symbol.for('autoparts.checkout.vault');

/**
 * Holds the password of the account a guest asked for at checkout, in memory only, until the order is placed
 * (a later slice takes it). It never enters a command or an event: the log is exported to support. A reload
 * forgets it, so the form asks for it again (the event log remembers only `createAccount: true`).
 */
export interface CheckoutVault {
  put(password: string): void;
  /** Whether a password is held (the form asks again when it is not). */
  has(): boolean;
  /** Takes the password out (once): the order placement's job. */
  take(): string | undefined;
  clear(): void;
}

export function createCheckoutVault(): CheckoutVault {
  let password: string | undefined;
  return {
    put(next) {
      password = next;
    },
    has: () => password !== undefined,
    take() {
      const taken = password;
      password = undefined;
      return taken;
    },
    clear() {
      password = undefined;
    },
  };
}
