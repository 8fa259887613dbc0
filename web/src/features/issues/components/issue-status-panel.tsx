import { Button } from '@/components/ui/button';
import type { IssueStatus } from '@/features/issues/utils/issue-rules';
import { issuesTexts as t } from '@/features/issues/issues-texts';
import { statusButtons } from '@/features/issues/utils/issue-rules';
import { statusActionIcons } from './status-icons';
import styles from './issue-detail.module.css';

interface IssueStatusButtonsProps {
  status: IssueStatus;
  busy: boolean;
  onStatus: (status: IssueStatus) => void;
}

/** Mark as In Progress, Mark as Resolved and Reopen Issue, each shown or enabled by the status. */
export function IssueStatusButtons({ status, busy, onStatus }: IssueStatusButtonsProps) {
  return (
    <div className={styles.statusButtons}>
      {statusButtons(status, { withReopen: true }).map(({ target, disabled }) => {
        const Icon = statusActionIcons[target];
        return (
          <Button
            key={target}
            variant={target === 'resolved' ? 'primary' : 'secondary'}
            size="small"
            disabled={disabled || busy}
            onClick={() => onStatus(target)}
          >
            <Icon aria-hidden="true" size={16} />
            {t.statusAction[target]}
          </Button>
        );
      })}
    </div>
  );
}
