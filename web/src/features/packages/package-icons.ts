import {
  Activity,
  BadgeCheck,
  CalendarClock,
  ChartLine,
  CloudOff,
  Cpu,
  Crown,
  DatabaseBackup,
  GraduationCap,
  House,
  LayoutDashboard,
  LifeBuoy,
  Lightbulb,
  Radio,
  Server,
  SlidersHorizontal,
  Smartphone,
  Wifi,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { CatalogIconName } from '@smarthome/catalog';

/**
 * The catalog names its icons as plain strings (it has no dependencies); this is where they meet
 * their lucide components. The Record type makes a missing icon a compile error, and importing
 * each one by name keeps the bundle free of the rest of the icon set.
 */
export const catalogIcons: Record<CatalogIconName, LucideIcon> = {
  Activity,
  BadgeCheck,
  CalendarClock,
  ChartLine,
  CloudOff,
  Cpu,
  Crown,
  DatabaseBackup,
  GraduationCap,
  House,
  LayoutDashboard,
  LifeBuoy,
  Lightbulb,
  Radio,
  Server,
  SlidersHorizontal,
  Smartphone,
  Wifi,
  Workflow,
  Zap,
};
