/** What to do with the window scroll after a navigation (spec section 2 "Scroll rules"). */
export type ScrollDecision = { kind: 'hash'; id: string } | { kind: 'position'; y: number } | { kind: 'top' } | { kind: 'none' };

/** What the scroll rule looks at after a navigation. */
export interface ScrollInput {
  /** `location.hash` including `#`, or ''. */
  hash: string;
  /** Whether an element with the hash's id exists on the new page. */
  hashTargetExists: boolean;
  /** Scroll position saved for the location navigated to (back/forward), if any. */
  savedY: number | undefined;
  pathChanged: boolean;
}

/** Hash target first, else the saved position, else the top when the path changed, else stay. */
export function decideScroll(input: ScrollInput): ScrollDecision {
  const id = decodeHash(input.hash);
  if (id && input.hashTargetExists) return { kind: 'hash', id };
  if (input.savedY !== undefined) return { kind: 'position', y: input.savedY };
  return input.pathChanged ? { kind: 'top' } : { kind: 'none' };
}

/** The element id a hash points at ('' for none); malformed escapes are used verbatim. */
export function decodeHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
