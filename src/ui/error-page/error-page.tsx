import { UiLink } from '../link/ui-link';
import styles from './error-page.module.css';

/** Props of ErrorPage. */
export interface ErrorPageProps {
  title: string;
  message: string;
  homeHref: string;
  homeLabel: string;
}

/** The body of the 404 and 500 pages: a heading, an explanation and a way home. */
export function ErrorPage({ title, message, homeHref, homeLabel }: ErrorPageProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      <UiLink className={styles.home} href={homeHref}>
        {homeLabel}
      </UiLink>
    </section>
  );
}
