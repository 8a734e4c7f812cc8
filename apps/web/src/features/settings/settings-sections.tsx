import {
  CalendarDays,
  Download,
  KeyRound,
  LockKeyhole,
  type LucideIcon,
  MonitorSmartphone,
  Network,
  Palette,
  PenLine,
  Plug,
  Trash2,
  UserRound,
  Users,
  Workflow,
} from 'lucide-react';
import type { ComponentType } from 'react';

/** The thirteen settings sections of spec §2, switched by id. */
export const settingsSectionIds = [
  'edit-profile',
  'calendar',
  'crm-settings',
  'integrations',
  'team',
  'appearance',
  'linkedin-settings',
  'api-access',
  'password',
  'email-signature',
  'chat-export',
  'sessions',
  'delete-account',
] as const;
export type SettingsSectionId = (typeof settingsSectionIds)[number];

export interface SettingsSection {
  id: SettingsSectionId;
  title: string;
  icon: LucideIcon;
  /** The eight sections the dialog lists first (spec §2); the rest are grouped under Account. */
  group: 'main' | 'account';
  /** The section's screen; a section without one says it is not built yet. */
  component?: ComponentType;
}

// Each section folder (features/settings/<id>/) sets its component here, one line each.
export const settingsSections: readonly SettingsSection[] = [
  { id: 'edit-profile', title: 'Edit profile', icon: UserRound, group: 'main' },
  { id: 'calendar', title: 'Calendar', icon: CalendarDays, group: 'main' },
  { id: 'crm-settings', title: 'CRM Settings', icon: Workflow, group: 'main' },
  { id: 'integrations', title: 'Integrations', icon: Plug, group: 'main' },
  { id: 'team', title: 'Team', icon: Users, group: 'main' },
  { id: 'appearance', title: 'Appearance', icon: Palette, group: 'main' },
  { id: 'linkedin-settings', title: 'LinkedIn settings', icon: Network, group: 'main' },
  { id: 'api-access', title: 'API Access', icon: KeyRound, group: 'main' },
  { id: 'password', title: 'Password', icon: LockKeyhole, group: 'account' },
  { id: 'email-signature', title: 'Email signature', icon: PenLine, group: 'account' },
  { id: 'chat-export', title: 'Chat export', icon: Download, group: 'account' },
  { id: 'sessions', title: 'Sessions', icon: MonitorSmartphone, group: 'account' },
  { id: 'delete-account', title: 'Delete account', icon: Trash2, group: 'account' },
];

export function isSettingsSectionId(value: unknown): value is SettingsSectionId {
  return typeof value === 'string' && (settingsSectionIds as readonly string[]).includes(value);
}
