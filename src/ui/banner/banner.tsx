import { LazyImage } from '../lazy-image/lazy-image';
import { UiLink } from '../link/ui-link';
import styles from './banner.module.css';

/**
 * The box each banner kind reserves for its picture (the server draws banner images at these sizes): the
 * hero of the home page, the row of small banners, a product banner between lists, and the head image.
 */
export const BANNER_SIZES = {
  main: { width: 1200, height: 480 },
  small: { width: 600, height: 300 },
  product: { width: 600, height: 400 },
  head: { width: 1600, height: 400 },
} as const;

/** Props of every banner: a picture and a title that link to a page of the shop. */
export interface BannerProps {
  title: string;
  /** Picture URL. */
  image: string;
  /** What the picture shows (read after the title, which names the link); empty when it only decorates. */
  imageAlt?: string;
  href: string;
  /** The page's largest picture (its LCP): loaded at once at high priority, never lazily. */
  priority?: boolean;
}

/** Props of MainBanner: a banner with a line below its title. */
export interface MainBannerProps extends BannerProps {
  subtitle?: string;
}

type Kind = keyof typeof BANNER_SIZES;

/**
 * One banner: a single link (keyboard reachable, named by its title, then the picture's alt) with a picture of the
 * kind's size (lazy unless `priority`) and the title below it, so the text stays readable at any width, 320 px
 * included. The text comes first in the document so the link's name starts with the title; CSS shows the picture on top.
 */
function Banner({ kind, title, subtitle, image, imageAlt = '', href, priority = false }: MainBannerProps & { kind: Kind }) {
  const size = BANNER_SIZES[kind];
  return (
    <UiLink className={styles.banner} data-kind={kind} href={href}>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {/* The space separates the words in the link's name; the flex layout does not render it. */}
        {subtitle ? <> <span className={styles.subtitle}>{subtitle}</span></> : null}
      </span>
      {imageAlt ? ' ' : null}
      <LazyImage className={styles.image} src={image} alt={imageAlt} width={size.width} height={size.height} priority={priority} />
    </UiLink>
  );
}

/** The home page's hero: a wide picture (1200x480) with a title and an optional subtitle. */
export function MainBanner(props: MainBannerProps) {
  return <Banner kind="main" {...props} />;
}

/** A small banner (600x300), shown in a row of several. */
export function SmallBanner(props: BannerProps) {
  return <Banner kind="small" {...props} />;
}

/** A banner that points to a group of products (600x400), shown beside the product lists. */
export function ProductBanner(props: BannerProps) {
  return <Banner kind="product" {...props} />;
}

/** The store view's head image: a full-width strip (1600x400) at the top of the home page. */
export function HeadImage(props: BannerProps) {
  return <Banner kind="head" {...props} />;
}
