import type { ComponentType } from 'react';
import type { Draft } from 'immer';
import type { ContainerModule, Container } from 'inversify';
import type { Command, CommandType, DomainEvent, EventDraft, EventType, SessionCustomer } from './messages';
import type { StoreView, Language } from './store-view/types';
import type { Upcaster } from './event-log/types';
import type { ProductSummary } from './product';

/** What a decider may read besides the command and its state. Time and ids come only from here. */
export interface DecideContext {
  /** ISO time of the decision. */
  now: string;
  /** A fresh unique id (deterministic in tests). */
  newId(): string;
  storeCode: string;
}

/** A business rule refused a command. Becomes a `kernel/commandRejected` event. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * The domain core of a module (Emmett's Decider). Pure: no I/O, no clock, no randomness; state is JSON.
 * `evolve` receives the module's own events (those whose type starts with `<module id>/`).
 */
export interface Decider<S, C extends string = CommandType, E extends string = EventType> {
  initialState(): S;
  decide(command: Command<C & CommandType>, state: S, ctx: DecideContext): EventDraft<E & EventType>[];
  evolve(draft: Draft<S>, event: DomainEvent<E & EventType>): void;
}

/**
 * Read models for the UI. Open registry: modules add `'<module>/<name>': ViewType` by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ProjectionRegistry {}
export type ProjectionName = Extract<keyof ProjectionRegistry, string>;
/** The view type registered for a projection name. */
export type ProjectionValue<N extends string> = N extends keyof ProjectionRegistry ? ProjectionRegistry[N] : unknown;

/** A read model folded from events of any module (immer draft, pure). */
export interface Projection<N extends string = ProjectionName, E extends EventType = EventType> {
  name: N;
  /** Bump when the shape changes; a snapshot of another version is discarded and rebuilt. */
  version: number;
  handles: readonly E[];
  initial(): ProjectionValue<N>;
  apply(draft: Draft<ProjectionValue<N>>, event: DomainEvent<E>): void;
}

/** Dispatching from outside a decider (UI, reactors). Resolves with the appended events. */
export type Dispatch = <T extends CommandType>(command: Command<T>) => Promise<DispatchResult>;

export type DispatchResult =
  | { ok: true; events: DomainEvent[] }
  | { ok: false; error: { code: string; message: string }; events: DomainEvent[] };

/** What a reactor can use. Reactors are the only place for I/O; results come back as commands. */
export interface ReactorContext {
  dispatch: Dispatch;
  /** The request/app container; reactors resolve ports here (`services.get(CartApi)`). */
  services: Container;
  storeView: StoreView;
  /**
   * The current value of a projection (read models are how a reactor sees state, ADR 0023): what the
   * state is at the time the reactor runs, which may already include later events.
   */
  read<N extends ProjectionName>(name: N): ProjectionRegistry[N];
}

/** A hook run after events are appended. Never run during replay. */
export interface Reactor<E extends EventType = EventType> {
  /** Event types that trigger it; `'*'` for every event. */
  on: readonly E[] | '*';
  run(event: DomainEvent<E>, ctx: ReactorContext): Promise<void> | void;
}

/** Layout a route is drawn in (spec section 2). */
export type LayoutName = 'default' | 'empty' | 'minimal';

/** Arguments a route loader receives (server and browser alike). */
export interface RouteLoaderArgs {
  params: Record<string, string | undefined>;
  request: Request;
  storeView: StoreView;
  /** All store views (links and hreflang to the same content in other views). */
  storeViews: readonly StoreView[];
  services: Container;
}

/** A route a module contributes. Name and path are unprefixed; the router prefixes both per store view. */
export interface RouteContribution {
  /** Route name, for example `checkout` or `simple-product`. */
  name: string;
  /** Path without the store prefix, for example `/checkout` or `/p/:parentSku/:slug`. */
  path: string;
  layout?: LayoutName;
  /** Static cache tag (spec section 2). */
  cacheTag?: string;
  /**
   * Response headers of the server-rendered page, over the defaults (`cache-control: no-cache`). A page with a
   * secret in its URL (the password-reset link, ADR 0041) says `cache-control: no-store` and
   * `referrer-policy: no-referrer`, so no cache keeps it and no other site sees its address.
   */
  headers?: Readonly<Record<string, string>>;
  /** Loads the page component (code-split). */
  component: () => Promise<{ default: ComponentType }>;
  /**
   * The file `component` imports, from the project root (`src/modules/catalog/category-page.tsx`): the server
   * preloads its chunk with the page, so the browser fetches it with the entry instead of after the kernel
   * has started (issue 16 item 3). `tests/route-sources.spec.ts` checks it names the same module.
   */
  source?: string;
  /** Loads the page data before the route resolves; runs on the server for the first page. */
  loader?: (args: RouteLoaderArgs) => Promise<unknown> | unknown;
}

/**
 * Named extension points in the UI. Open registry of slot name to the props its fills receive.
 */
export interface SlotRegistry {
  /** Rendered once per page above everything else (notifications, modals). */
  'layout/overlay': Record<string, never>;
  /** Skip links after the header's "Skip to content", to a page's own target (checkout: its form). */
  'layout/skipLinks': Record<string, never>;
  /** Right side of the header (mini cart, account, ...). */
  'layout/headerActions': Record<string, never>;
  /** Footer columns. */
  'layout/footer': Record<string, never>;
  /** Below the header on every default-layout page: the categories menu bar. */
  'layout/headerNav': Record<string, never>;
  /** Inside the phones' menu (the sidebar): entries whose header action phones do not show (wishlist, ...). */
  'layout/menu': Record<string, never>;
  /** Beside the product page's add-to-cart button (wishlist, compare, ...). */
  'product/actions': { product: ProductSummary };
  /**
   * The product page's buy box, under the price and stock and above the choices: what a shopper checks before
   * buying (the vehicle fit check, the review stars). It is in the first screen of a phone.
   */
  'product/buyBox': { product: ProductSummary };
  /** Sections below the product details (reviews, recently viewed, ...). */
  'product/sections': { product: ProductSummary };
  /**
   * Badges on a listed product's card when the listing was narrowed (`narrowedTo`: the category every product of
   * the listing is in, the applied car's engine; see listing-narrowing.ts).
   */
  'product/cardBadges': { sku: string; narrowedTo: number };
  /** The review stars and count of a listed product's card (drawn only when it has reviews). */
  'product/cardRating': { productId: number };
  /** The marks of the view's payment methods beside a price ("secure payment"); one fill per payment module. */
  'trust/paymentMarks': Record<string, never>;
  /**
   * Sections of the My Account page (newsletter, recently viewed, reviews, diagnostics, ...), shown to a
   * logged-in customer only. Each fill renders its own `<section>` with an `h2` and an `id` for links.
   */
  'account/sections': { customer: SessionCustomer };
  /** The My Car page above its form (the vehicle module's car chooser); a logged-in customer only. */
  'account/car': { customer: SessionCustomer };
}
export type SlotName = Extract<keyof SlotRegistry, string>;

/** A component placed into a named slot. `component: null` hides a fill with the same key. */
export interface SlotFill<N extends SlotName = SlotName> {
  slot: N;
  key: string;
  /** Lower first; ties keep module order. */
  order?: number;
  component: ComponentType<SlotRegistry[N]> | null;
}

/** Open registry of interception points: waterfalls over shared values. */
export interface InterceptRegistry {
  /** The route table before it is prefixed per store view. */
  'router/routes': RouteContribution[];
}
export type InterceptPoint = Extract<keyof InterceptRegistry, string>;

export interface Intercept<P extends InterceptPoint = InterceptPoint> {
  point: P;
  order?: number;
  run(value: InterceptRegistry[P], ctx: { storeView: StoreView }): InterceptRegistry[P];
}

/** When a module starts: at boot, when first needed, or when one of its routes is entered. */
export type Activation = 'eager' | 'lazy' | { onRoute: string };

/** Translations of a module namespace, one lazily loaded chunk per language. */
export interface ModuleTranslations {
  namespace: string;
  load: (language: Language) => Promise<{ default: Record<string, unknown> }>;
}

/**
 * A module: one capability, one folder, one public value.
 *
 * @example
 * export const notificationsModule = defineModule({ id: 'notifications', decider, projections: [list] });
 */
export interface ModuleDefinition<S = unknown> {
  /** Kebab-case, equals the folder name and the prefix of the module's message types. */
  id: string;
  requires?: readonly string[];
  /** Whether the module is active in a store view (default: always). */
  when?: (storeView: StoreView) => boolean;
  activation?: Activation;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a module's own command/event unions narrow this
  decider?: Decider<S, any, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each projection narrows its own name
  projections?: readonly Projection<any, any>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each reactor narrows its own events
  reactors?: readonly Reactor<any>[];
  /**
   * Start-up I/O in the browser (a session restoring itself, a cart connecting): runs like a reactor once
   * the module has started, after the log is folded; never on the server, in replay or where reactors are off.
   */
  onStart?: (ctx: ReactorContext) => Promise<void> | void;
  routes?: readonly RouteContribution[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fill narrows its own slot
  slots?: readonly SlotFill<any>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intercept narrows its own point
  intercepts?: readonly Intercept<any>[];
  upcasters?: readonly Upcaster[];
  bindings?: ContainerModule;
  /** The module's namespaces (one, or several when parts of the module keep their own texts). */
  translations?: ModuleTranslations | readonly ModuleTranslations[];
  /**
   * State for one page session only (open panels, menus): a start-up folds none of the module's logged
   * events and snapshots leave it out, so every page load starts from `initialState` like the server
   * render does. Its events are still logged, for support to see.
   */
  sessionOnly?: boolean;
  /**
   * Other origins the module's browser code loads or talks to (a payment provider's SDK, its frames, its API),
   * by Content-Security-Policy directive. The server allows them only on the pages of the store views where the
   * module is active (ADR 0042).
   * @example externalOrigins: { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com'], connect: ['https://api.stripe.com'] }
   */
  externalOrigins?: ExternalOrigins;
}

/** Origins by the CSP directive they are allowed in (`script` → script-src, `frame` → frame-src, ...). */
export type ExternalOrigins = Readonly<Partial<Record<ExternalOriginKind, readonly string[]>>>;

/** The CSP directives a module may widen with its own origins. */
export type ExternalOriginKind = 'script' | 'style' | 'frame' | 'connect' | 'img' | 'font';

/** Declares a module; returns it unchanged but type-checked. */
export function defineModule<S>(definition: ModuleDefinition<S>): ModuleDefinition<S> {
  return definition;
}
