import mitt, { type Handler, type WildcardHandler } from 'mitt';
import type { DomainEvent, EventType } from './messages';
import type { KernelLogger } from './logger';

/** Called with each appended event of the subscribed type. */
export type EventHandler<T extends EventType = EventType> = (event: DomainEvent<T>) => void;

/** Removes the handler or listener it was returned for. */
export type Unsubscribe = () => void;

/** The in-process notification bus for appended events (mitt), with listener errors contained. */
export interface EventBus {
  on<T extends EventType>(type: T | '*', handler: EventHandler<T>): Unsubscribe;
  off<T extends EventType>(type: T | '*', handler: EventHandler<T>): void;
  emit(event: DomainEvent): void;
}

type Events = Record<string, DomainEvent>;

/** An event bus whose throwing handlers are logged instead of breaking the dispatch that emitted. */
export function createEventBus(logger: KernelLogger): EventBus {
  const emitter = mitt<Events>();
  // mitt's '*' handlers receive (type, event); ours receive the event alone, so keep the wrappers.
  const wrappers = new Map<string, Map<EventHandler<never>, Handler<DomainEvent> | WildcardHandler<Events>>>();

  const guard = (type: string, handler: EventHandler<never>) => (event: DomainEvent) => {
    try {
      (handler as EventHandler)(event);
    } catch (error) {
      logger.error(`Event handler for '${type}' failed on '${event.type}'`, error);
    }
  };

  const off = (type: string, handler: EventHandler<never>): void => {
    const wrapper = wrappers.get(type)?.get(handler);
    if (!wrapper) return;
    wrappers.get(type)!.delete(handler);
    if (type === '*') emitter.off('*', wrapper as WildcardHandler<Events>);
    else emitter.off(type, wrapper as Handler<DomainEvent>);
  };

  return {
    on(type, handler) {
      const h = handler as EventHandler<never>;
      if (wrappers.get(type)?.has(h)) return () => off(type, h);
      const call = guard(type, h);
      let forType = wrappers.get(type);
      if (!forType) wrappers.set(type, (forType = new Map()));
      if (type === '*') {
        const wildcard: WildcardHandler<Events> = (_t, event) => call(event);
        forType.set(h, wildcard);
        emitter.on('*', wildcard);
      } else {
        forType.set(h, call);
        emitter.on(type, call);
      }
      return () => off(type, h);
    },
    off: (type, handler) => off(type, handler as EventHandler<never>),
    emit: (event) => emitter.emit(event.type, event),
  };
}
