import {
  Brain,
  Building2,
  ChartColumn,
  ChartLine,
  CircleHelp,
  Globe,
  House,
  Inbox,
  type LucideIcon,
  Mail,
  MessageSquare,
  Phone,
  Plug,
  Plus,
  Send,
  Settings,
  Target,
  Upload,
  Users,
} from 'lucide-react';

/** lucide icons by the names packages/core's navigation uses; a static map keeps the bundle to these. */
const iconsByName: Record<string, LucideIcon> = {
  brain: Brain,
  'building-2': Building2,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  globe: Globe,
  house: House,
  inbox: Inbox,
  mail: Mail,
  'message-square': MessageSquare,
  phone: Phone,
  plug: Plug,
  plus: Plus,
  send: Send,
  settings: Settings,
  target: Target,
  upload: Upload,
  users: Users,
};

export function navIcon(name: string): LucideIcon {
  return iconsByName[name] ?? CircleHelp;
}
