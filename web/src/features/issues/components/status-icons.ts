import { CircleCheck, RotateCcw, Wrench, type LucideIcon } from 'lucide-react';
import type { IssueStatus } from '@/features/issues/utils/issue-rules';

/** The icon of the button that moves an issue to a status. */
export const statusActionIcons: Record<IssueStatus, LucideIcon> = {
  wip: Wrench,
  resolved: CircleCheck,
  open: RotateCcw,
};
