import type { DomainEvent, StoredEvent } from '../messages';
import type { Upcaster } from './types';

/** Brings one stored event to the newest version its upcasters know, one version step at a time. */
export function upcast(event: StoredEvent, upcasters: readonly Upcaster[]): DomainEvent {
  let data = event.data;
  let version = event.meta.version;
  for (;;) {
    const step = upcasters.find((u) => u.type === event.type && u.from === version);
    if (!step) break;
    data = step.up(data);
    version += 1;
  }
  return { type: event.type, data, meta: { ...event.meta, version } } as DomainEvent;
}

export function upcastAll(events: readonly StoredEvent[], upcasters: readonly Upcaster[]): DomainEvent[] {
  return events.map((e) => upcast(e, upcasters));
}
