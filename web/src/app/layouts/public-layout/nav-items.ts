import {
  BadgeQuestionMark,
  BookOpen,
  Calculator,
  Cpu,
  ListChecks,
  MessageSquareQuote,
  Newspaper,
  Package,
  Puzzle,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';

export interface NavItem {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  id: 'platform' | 'solutions' | 'resources';
  label: string;
  items: NavItem[];
}

const d = ro.navDescriptions;

/** The header's navigation groups, in the order the header shows them. */
export const navGroups: NavGroup[] = [
  {
    id: 'platform',
    label: ro.nav.platform,
    items: [
      { label: ro.nav.hardware, description: d.hardware, to: paths.hardware, icon: Cpu },
      { label: ro.nav.integrations, description: d.integrations, to: paths.integrations, icon: Puzzle },
      {
        label: ro.nav.installationProcess,
        description: d.installationProcess,
        to: paths.installationProcess,
        icon: ListChecks,
      },
    ],
  },
  {
    id: 'solutions',
    label: ro.nav.solutions,
    items: [
      { label: ro.nav.packages, description: d.packages, to: paths.packages, icon: Package },
      { label: ro.nav.automations, description: d.automations, to: paths.automations, icon: Workflow },
      { label: ro.nav.calculator, description: d.calculator, to: paths.calculator, icon: Calculator },
    ],
  },
  {
    id: 'resources',
    label: ro.nav.resources,
    items: [
      { label: ro.nav.news, description: d.news, to: paths.news, icon: Newspaper },
      { label: ro.nav.blog, description: d.blog, to: paths.blog, icon: BookOpen },
      {
        label: ro.nav.testimonials,
        description: d.testimonials,
        to: paths.testimonials,
        icon: MessageSquareQuote,
      },
      { label: ro.nav.faq, description: d.faq, to: paths.faq, icon: BadgeQuestionMark },
    ],
  },
];
