import styles from './page-heading.module.css';

/** Props of PageHeading. */
export interface PageHeadingProps {
  title: string;
  lead?: string;
}

/** The page's h1 with an optional lead paragraph. */
export function PageHeading({ title, lead }: PageHeadingProps) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
