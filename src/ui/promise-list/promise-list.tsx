import styles from './promise-list.module.css';

/** Props of PromiseList. */
export interface PromiseListProps {
  items: string[];
}

/** The shop's promises (delivery, returns, support, ...) as a list. */
export function PromiseList({ items }: PromiseListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // Texts may repeat across translations, so the position disambiguates the key.
        <li key={`${index}:${item}`} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
