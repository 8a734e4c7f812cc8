import {
  CalendarDays,
  CreditCard,
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
import { ApiAccessSection } from './api-access/api-access-section';
import { AppearanceSection } from './appearance/appearance-section';
import { BillingSection } from './billing/billing-section';
import { CalendarSection } from './calendar/calendar-section';
import { ChatExportSection } from './chat-export/chat-export-section';
import { CrmSettingsSection } from './crm-settings/crm-settings-section';
import { DeleteAccountSection } from './delete-account/delete-account-section';
import { EditProfileSection } from './edit-profile/edit-profile-section';
import { EmailSignatureSection } from './email-signature/email-signature-section';
import { IntegrationsSection } from './integrations/integrations-section';
import { LinkedinSettingsSection } from './linkedin-settings/linkedin-settings-section';
import { PasswordSection } from './password/password-section';
import { SessionsSection } from './sessions/sessions-section';
import { TeamSection } from './team/team-section';

/** The settings sections of spec §2 (and Billing), switched by id. */
export const settingsSectionIds = [
  'edit-profile',
  'calendar',
  'crm-settings',
  'integrations',
  'team',
  'appearance',
  'linkedin-settings',
  'api-access',
  'billing',
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
  /** The section's screen, drawn under the title the dialog shows. */
  component: ComponentType;
}

// Each section folder (features/settings/<id>/) sets its component here, one line each.
export const settingsSections: readonly SettingsSection[] = [
  {
    id: 'edit-profile',
    title: 'Edit profile',
    icon: UserRound,
    group: 'main',
    component: EditProfileSection,
  },
  { id: 'calendar', title: 'Calendar', icon: CalendarDays, group: 'main', component: CalendarSection },
  { id: 'crm-settings', title: 'CRM Settings', icon: Workflow, group: 'main', component: CrmSettingsSection },
  {
    id: 'integrations',
    title: 'Integrations',
    icon: Plug,
    group: 'main',
    component: IntegrationsSection,
  },
  { id: 'team', title: 'Team', icon: Users, group: 'main', component: TeamSection },
  { id: 'appearance', title: 'Appearance', icon: Palette, group: 'main', component: AppearanceSection },
  {
    id: 'linkedin-settings',
    title: 'LinkedIn settings',
    icon: Network,
    group: 'main',
    component: LinkedinSettingsSection,
  },
  { id: 'api-access', title: 'API Access', icon: KeyRound, group: 'main', component: ApiAccessSection },
  { id: 'billing', title: 'Billing', icon: CreditCard, group: 'account', component: BillingSection },
  { id: 'password', title: 'Password', icon: LockKeyhole, group: 'account', component: PasswordSection },
  {
    id: 'email-signature',
    title: 'Email signature',
    icon: PenLine,
    group: 'account',
    component: EmailSignatureSection,
  },
  { id: 'chat-export', title: 'Chat export', icon: Download, group: 'account', component: ChatExportSection },
  {
    id: 'sessions',
    title: 'Sessions',
    icon: MonitorSmartphone,
    group: 'account',
    component: SessionsSection,
  },
  {
    id: 'delete-account',
    title: 'Delete account',
    icon: Trash2,
    group: 'account',
    component: DeleteAccountSection,
  },
];
