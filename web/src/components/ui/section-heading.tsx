import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  center?: boolean;
  /** Page titles are h1; section titles h2. */
  level?: 1 | 2;
}

export function SectionHeading({ id, eyebrow, title, lead, center = false, level = 2 }: SectionHeadingProps) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <div className={[styles.heading, center ? styles.center : ''].filter(Boolean).join(' ')}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Title id={id} className={styles.title}>
        {title}
      </Title>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
