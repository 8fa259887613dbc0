import styles from './news-admin.module.css';

/** The tags of an item as chips; `empty` when it has none. */
export function NewsTags({ tags, empty }: { tags: readonly string[]; empty: string }) {
  if (tags.length === 0) return <span className={styles.muted}>{empty}</span>;
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
