import {
  BookOpen,
  ClipboardList,
  Coins,
  House,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  MessageSquareQuote,
  Newspaper,
  ShieldCheck,
  UsersRound,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { messagesTexts } from '@/features/messages/messages-texts';
import { badgeCount } from '@/features/messages/utils/message-rules';
import { isAdmin, isStaff, type UserRole } from '@/lib/user';
import { paths } from '@/lib/paths';
import { en } from '@/lib/texts/en';

export interface SidebarItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** True for /dashboard itself, which must not stay highlighted on its sub-pages. */
  end?: boolean;
  /** A count beside the label (unread messages), and the word a screen reader hears after it. */
  badge?: { text: string; spokenAfter: string };
}

export interface SidebarCounts {
  /** Messages of the contact inbox nobody has read yet (admins only). */
  unreadMessages: number;
}

const s = en.sidebar;
const d = paths.dashboard;

/**
 * The sidebar: everyone signed in sees Dashboard, Installations and
 * Support Issues; admin or installer also Blueprints; admin only Users, Token Usage, News, Blog,
 * Testimonials, Messages (with the unread count when there is one) and Webhooks; everyone Security,
 * last. Back to Website and Logout are rendered apart, below the list.
 */
export function sidebarItems(role: UserRole, counts: SidebarCounts = { unreadMessages: 0 }): SidebarItem[] {
  const items: SidebarItem[] = [
    { label: s.dashboard, to: d.root, icon: LayoutDashboard, end: true },
    { label: s.installations, to: d.installations, icon: House },
    { label: s.issues, to: d.issues, icon: LifeBuoy },
  ];
  if (isStaff({ role })) {
    items.push({ label: s.blueprints, to: d.blueprints, icon: ClipboardList });
  }
  if (isAdmin({ role })) {
    items.push(
      { label: s.users, to: d.users, icon: UsersRound },
      { label: s.tokens, to: d.tokens, icon: Coins },
      { label: s.news, to: d.news, icon: Newspaper },
      { label: s.blog, to: d.blog, icon: BookOpen },
      { label: s.testimonials, to: d.testimonials, icon: MessageSquareQuote },
      {
        label: en.titles.messages,
        to: d.messages,
        icon: Inbox,
        badge:
          counts.unreadMessages > 0
            ? { text: badgeCount(counts.unreadMessages), spokenAfter: messagesTexts.unreadBadge }
            : undefined,
      },
      { label: s.webhooks, to: d.webhooks, icon: Webhook },
    );
  }
  items.push({ label: s.security, to: d.security, icon: ShieldCheck });
  return items;
}
