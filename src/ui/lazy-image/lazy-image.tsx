import { useCallback, useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import styles from './lazy-image.module.css';

/** Spec section 9, "Image lazy-loader defaults": 3 attempts, 200 ms apart. */
export const LAZY_IMAGE_ATTEMPTS = 3;
/** Spec section 9: the minimum time between two attempts to load an image. */
export const LAZY_IMAGE_THROTTLE_MS = 200;

/** Props of LazyImage. Width and height are required so the page never shifts while images load. */
export interface LazyImageProps {
  src: string;
  /**
   * Density variants of the same picture (`'/a.jpg 1x, /a@2x.jpg 2x'`): a screen with two device pixels per CSS
   * pixel loads the 2x one, every other screen `src`. The box stays `width` x `height` either way.
   */
  srcSet?: string;
  /** Text alternative; also shown in the placeholder when every attempt failed. Empty for decorative images. */
  alt: string;
  width: number;
  height: number;
  /** `eager` for an image seen at once without being the page's main one. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest picture (its LCP: the home's hero, the product's main image): loaded eagerly
   * at high priority and preloaded from the document, ahead of the scripts.
   */
  priority?: boolean;
  className?: string;
  /** How many times to try in all (default 3). */
  attempts?: number;
  /** Milliseconds between attempts (default 200). */
  throttleMs?: number;
  /** Called once when the last attempt failed and the placeholder is shown. */
  onGiveUp?: () => void;
}

/**
 * An image that loads lazily with its size reserved, retries a failed load (3 attempts, 200 ms apart)
 * and then shows a neutral placeholder with the alt text. Keyed by `src`, so a new source starts afresh.
 */
export function LazyImage(props: LazyImageProps) {
  return <LazyImageAttempts key={props.src} {...props} />;
}

function LazyImageAttempts({
  src,
  srcSet,
  alt,
  width,
  height,
  loading = 'lazy',
  priority = false,
  className,
  attempts = LAZY_IMAGE_ATTEMPTS,
  throttleMs = LAZY_IMAGE_THROTTLE_MS,
  onGiveUp,
}: LazyImageProps) {
  // attempt counts from 1; a new attempt remounts the <img> (a changed key), which makes the browser fetch again.
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The attempt whose failure was handled: the error event and the mount check may both report it.
  const handled = useRef(0);
  const onGiveUpRef = useRef(onGiveUp);
  useEffect(() => {
    onGiveUpRef.current = onGiveUp;
  }, [onGiveUp]);

  const handleError = useCallback(() => {
    if (handled.current === attempt) return;
    handled.current = attempt;
    if (attempt >= attempts) {
      setFailed(true);
      onGiveUpRef.current?.();
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setAttempt((value) => value + 1);
    }, throttleMs);
  }, [attempt, attempts, throttleMs]);

  // A server-rendered image can fail before React hydrates and attaches onError: a complete image
  // without pixels is a failed one. The cleanup also forgets a pending retry, so a remount (StrictMode
  // in development) checks again instead of waiting for a retry that was cancelled.
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const node = imageRef.current;
    if (node && node.complete && node.naturalWidth === 0 && node.getAttribute('src')) handleError();
    return () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      handled.current = 0;
    };
  }, [handleError]);

  // React puts the preload link at the start of the streamed document (once per URL and request); with the
  // srcset, so the browser preloads the very variant the <img> then picks instead of the 1x one as well.
  if (priority) preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet } : {}) });
  const classes = [styles.frame, className].filter(Boolean).join(' ');
  const ratio = { aspectRatio: `${width} / ${height}`, maxWidth: `${width}px` };

  if (failed) {
    return (
      <span
        className={`${classes} ${styles.placeholder}`}
        style={ratio}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-state="failed"
      >
        <span className={styles.placeholderText} aria-hidden="true">
          {alt}
        </span>
      </span>
    );
  }

  return (
    <img
      key={attempt}
      ref={imageRef}
      className={`${classes} ${styles.image}`}
      src={src}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding={priority ? 'sync' : 'async'}
      data-attempt={attempt}
      onError={handleError}
    />
  );
}
