import type { IssueComment } from '@/features/issues/api/issues-api';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { formatLongDateTime } from '@/lib/format-en';
import { en } from '@/lib/texts/en';
import { normaliseRole } from '@/lib/user';
import styles from './comments.module.css';

const authorName = (comment: IssueComment): string =>
  comment.user ? `${comment.user.firstName} ${comment.user.lastName}`.trim() : t.detail.unknownAuthor;

/** The thread, oldest first: who wrote (name and role at the time), when, and what. */
export function CommentThread({ comments }: { comments: readonly IssueComment[] }) {
  if (comments.length === 0) return <p className={styles.none}>{t.comments.none}</p>;
  return (
    <ol className={styles.thread}>
      {comments.map((comment) => {
        const role = normaliseRole(comment.authorRole);
        return (
          <li key={comment.id} className={styles.comment} data-staff={role !== 'user' || undefined}>
            <span className={styles.avatar} aria-hidden="true">
              {authorName(comment).charAt(0).toUpperCase()}
            </span>
            <div className={styles.bubble}>
              <p className={styles.meta}>
                <span className={styles.author}>{authorName(comment)}</span>
                <span className={styles.role} data-role={role}>
                  {en.roles[role]}
                </span>
                <time dateTime={comment.createdAt} className={styles.time}>
                  {formatLongDateTime(comment.createdAt)}
                </time>
              </p>
              <p className={styles.content}>{comment.content}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
