/**
 * Open registries of message types. Modules add their own by declaration merging, so the kernel
 * is fully typed without importing any module:
 *
 * @example
 * declare module '../../kernel/messages' {
 *   interface CommandRegistry { 'cart/addItem': { sku: string; qty: number } }
 *   interface EventRegistry { 'cart/itemAdded': { sku: string; qty: number } }
 * }
 */
export interface CommandRegistry {
  /** @deprecated Logs a warning and does nothing (spec section 8); see `DEPRECATED_COMMANDS`. */
  'cart/serverPull': Record<string, unknown>;
  /** @deprecated Logs a warning and does nothing (spec section 8); see `DEPRECATED_COMMANDS`. */
  'cart/refreshTotals': Record<string, unknown>;
  /** @deprecated Logs a warning and does nothing (spec section 8); see `DEPRECATED_COMMANDS`. */
  'payment/addMethod': Record<string, unknown>;
  /** @deprecated Logs a warning and does nothing (spec section 8); see `DEPRECATED_COMMANDS`. */
  'shipping/addMethod': Record<string, unknown>;
  /** @deprecated Logs a warning and does nothing (spec section 8); see `DEPRECATED_COMMANDS`. */
  'cmsPage/cmsPages': Record<string, unknown>;
}

export interface EventRegistry {
  /** A command was refused by its module's decider (or by the kernel); kept so support can see it. */
  'kernel/commandRejected': {
    command: string;
    commandData: unknown;
    code: string;
    message: string;
  };
  /**
   * The shopper logged out (the user module emits it, spec section 4 "Logout"): modules holding the shopper's
   * data (wishlist, compare, ...) clear themselves. Declared here so they need not know the user module.
   */
  'user/loggedOut': { silent: boolean };
  /**
   * No token at start-up (the spec's session-after-nonauthorized): the shopper is a guest. The cart connects
   * a guest cart on it.
   */
  'user/sessionStartedAnonymously': Record<string, never>;
  /**
   * The shopper's session is authorised: at start-up with a stored token, or after logging in, registering or
   * changing the password (ADR 0023). The cart authorises itself on it (merging the guest cart once after a
   * login or registration); checkout fills personal details from `customer`.
   */
  'user/sessionAuthorised': { customer: SessionCustomer; via: 'startup' | 'login' | 'register' | 'passwordChange' };
}

/** Who is logged in, as modules other than the user module may know it (no token: tokens never enter the log). */
export interface SessionCustomer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  /** Customer group (spec section 6, default 0). */
  groupId: number;
}

export type CommandType = Extract<keyof CommandRegistry, string>;
export type EventType = Extract<keyof EventRegistry, string>;

/** Optional tracing a caller may attach to a command; the kernel fills what is missing. */
export interface CommandMeta {
  correlationId?: string;
  causationId?: string;
}

/** `{type, data, meta}` with `type = '<module>/<imperative>'`. */
export type Command<T extends CommandType = CommandType> = {
  [K in T]: { type: K; data: CommandRegistry[K]; meta?: CommandMeta };
}[T];

/** Stamped by the kernel when an event is appended to the log. */
export interface EventMeta {
  /** Unique id of this event. */
  id: string;
  /** Position in the log, 1-based and gap-free per log. */
  seq: number;
  /** ISO-8601 time of the decision. */
  time: string;
  /** Schema version of `data` for this event type (starts at 1; bump and add an upcaster). */
  version: number;
  /** Store view code the event happened in. */
  storeCode: string;
  /** Id shared by every message caused by the same user intent. */
  correlationId: string;
  /** Id of the command (or event) that directly caused this event; null for none. */
  causationId: string | null;
}

/** What a decider returns: an event without meta. `version` defaults to 1. */
export type EventDraft<T extends EventType = EventType> = {
  [K in T]: { type: K; data: EventRegistry[K]; version?: number };
}[T];

/** `{type, data, meta}` with `type = '<module>/<pastTense>'`. JSON only. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; data: EventRegistry[K]; meta: EventMeta };
}[T];

/** An event as read from storage before upcasting: its type and data may be of an older shape. */
export interface StoredEvent {
  type: string;
  data: unknown;
  meta: EventMeta;
}

/** The module id that owns a message: the part of its type before the first '/'. */
export function ownerOf(type: string): string {
  const slash = type.indexOf('/');
  return slash === -1 ? type : type.slice(0, slash);
}
