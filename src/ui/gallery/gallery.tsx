import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { LazyImage } from '../lazy-image/lazy-image';
import styles from './gallery.module.css';

/** Spec section 9: the product gallery image is 600x744. */
export const GALLERY_IMAGE = { width: 600, height: 744 } as const;
/** Thumbnail box below the main image (the gallery's ratio). */
export const GALLERY_THUMBNAIL = { width: 80, height: 99 } as const;

/** One entry of the gallery: an image, a video file, or an embedded player (a video platform's URL). */
export type GalleryItem =
  | { kind: 'image'; src: string; alt: string; srcSet?: string; thumbnailSrc?: string }
  | { kind: 'video'; src: string; title: string; poster?: string; thumbnailSrc?: string }
  | { kind: 'embed'; url: string; title: string; thumbnailSrc?: string };

/** Props of Gallery; texts arrive translated. */
export interface GalleryProps {
  /** Name of the gallery region, for example 'Product images'. */
  label: string;
  items: GalleryItem[];
  /** Name of the thumbnail list, for example 'Choose an image'. */
  thumbnailsLabel: string;
  /** Index shown first (default 0). */
  initialIndex?: number;
  /** Called with the index of the item shown after a choice. */
  onChange?: (index: number) => void;
}

const nameOf = (item: GalleryItem): string => (item.kind === 'image' ? item.alt : item.title);

// A video's poster stands in for a missing thumbnail; an embed without one shows only the play sign.
function thumbnailOf(item: GalleryItem): string | undefined {
  if (item.thumbnailSrc) return item.thumbnailSrc;
  if (item.kind === 'image') return item.src;
  if (item.kind === 'video') return item.poster;
  return undefined;
}

function MainItem({ item }: { item: GalleryItem }) {
  const { width, height } = GALLERY_IMAGE;
  if (item.kind === 'image') return <LazyImage className={styles.mainMedia} src={item.src} srcSet={item.srcSet} alt={item.alt} width={width} height={height} priority />;
  if (item.kind === 'video')
    return (
      <video className={styles.mainMedia} src={item.src} poster={item.poster} width={width} height={height} controls preload="metadata" aria-label={item.title} />
    );
  return (
    <iframe
      className={styles.mainMedia}
      src={item.url}
      title={item.title}
      width={width}
      height={height}
      loading="lazy"
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  );
}

function PlayIcon() {
  return (
    <svg className={styles.play} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" />
      <path d="M9.5 7.5v9l7-4.5z" />
    </svg>
  );
}

/**
 * The product gallery: the chosen item at 600x744 (an image, or a video where the product has one)
 * and thumbnail buttons below. Tab reaches the chosen thumbnail; arrow keys, Home and End move
 * between thumbnails and show the one reached.
 */
export function Gallery({ label, items, thumbnailsLabel, initialIndex = 0, onChange }: GalleryProps) {
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, items.length - 1)));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items[index] ?? items[0];
  if (!current) return null;

  const choose = (next: number, focus: boolean) => {
    setIndex(next);
    onChange?.(next);
    if (focus) buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <section className={styles.gallery} aria-label={label}>
      <div className={styles.main} data-kind={current.kind}>
        <MainItem key={index} item={current} />
      </div>
      {items.length > 1 ? (
        <ul className={styles.thumbnails} aria-label={thumbnailsLabel} onKeyDown={onKeyDown}>
          {items.map((item, position) => (
            <li key={position}>
              <button
                ref={(node) => {
                  buttons.current[position] = node;
                }}
                type="button"
                className={styles.thumbnail}
                aria-label={nameOf(item)}
                aria-pressed={position === index}
                tabIndex={position === index ? 0 : -1}
                data-kind={item.kind}
                onClick={() => choose(position, false)}
              >
                {thumbnailOf(item) ? (
                  <LazyImage
                    className={styles.thumbnailImage}
                    src={thumbnailOf(item) ?? ''}
                    alt=""
                    width={GALLERY_THUMBNAIL.width}
                    height={GALLERY_THUMBNAIL.height}
                  />
                ) : null}
                {item.kind === 'image' ? null : <PlayIcon />}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
