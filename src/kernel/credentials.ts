/**
 * Passwords go from a form to the reactor that sends them without entering a command or an event (both are
 * logged for support): the form puts them here and dispatches the returned id; the reactor takes them once.
 * The user module binds it; the checkout puts the password of an account asked for at checkout here when it
 * hands the registration to the user module (ADR 0027).
 */
export const CredentialVault = Symbol.for('autoparts.user.credentialVault');

export interface CredentialVault {
  put(secret: Record<string, string>): string;
  take(id: string): Record<string, string> | undefined;
}

export function createCredentialVault(newId: () => string = () => globalThis.crypto.randomUUID()): CredentialVault {
  const secrets = new Map<string, Record<string, string>>();
  return {
    put(secret) {
      const id = newId();
      secrets.set(id, { ...secret });
      return id;
    },
    take(id) {
      const secret = secrets.get(id);
      secrets.delete(id);
      return secret;
    },
  };
}
