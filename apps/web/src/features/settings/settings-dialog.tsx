import { Suspense, useId } from 'react';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { type SettingsSection, type SettingsSectionId, settingsSections } from './settings-sections';

const groups = [
  { group: 'main', heading: null },
  { group: 'account', heading: 'Account' },
] as const;

const sectionsOf = (group: SettingsSection['group']) =>
  settingsSections.filter((section) => section.group === group);

/** Opens with focus on the section being shown: its menu item, or the dropdown on narrow screens. */
function focusActiveSection(event: Event) {
  const dialog = event.currentTarget as HTMLElement;
  const menuItem = dialog.querySelector<HTMLElement>('nav [aria-current="page"]');
  const target = menuItem?.checkVisibility() ? menuItem : dialog.querySelector<HTMLElement>('select');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

interface SettingsDialogProps {
  /** The section to show; an unknown id shows the first one. */
  sectionId: string;
  onSectionChange: (id: SettingsSectionId) => void;
  onClose: () => void;
}

/**
 * The settings dialog (spec §2): the sections switched by id, a side menu on wide screens
 * and a dropdown on narrow ones. The frame draws each section's title; the section draws the rest.
 */
export function SettingsDialog({ sectionId, onSectionChange, onClose }: SettingsDialogProps) {
  const id = useId();
  const active = settingsSections.find((section) => section.id === sectionId) ?? settingsSections[0]!;
  const Section = active.component;
  const headingId = `${id}-heading`;

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      title="Settings"
      className="h-[48rem]"
      onOpenAutoFocus={focusActiveSection}
    >
      <div className="flex h-full min-h-0">
        <nav
          aria-label="Settings sections"
          className="hidden w-60 shrink-0 flex-col gap-4 overflow-y-auto border-r bg-muted/30 p-3 md:flex"
        >
          {groups.map(({ group, heading }) => (
            <div key={group} className="flex flex-col gap-0.5">
              {heading ? (
                <h3 className="px-3 pb-1 font-semibold text-[0.6875rem] text-muted-foreground uppercase tracking-wider">
                  {heading}
                </h3>
              ) : null}
              {sectionsOf(group).map((section) => {
                const selected = section.id === active.id;
                return (
                  <button
                    key={section.id}
                    type="button"
                    aria-current={selected ? 'page' : undefined}
                    onClick={() => onSectionChange(section.id)}
                    className={cn(
                      'flex h-9 items-center gap-2.5 rounded-md px-3 text-left font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0',
                      selected
                        ? 'bg-accent text-accent-foreground'
                        : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                    )}
                  >
                    <section.icon aria-hidden />
                    {section.title}
                  </button>
                );
              })}
            </div>
          ))}
        </nav>

        <div className="flex min-w-0 flex-1 flex-col">
          <div className="border-b p-3 md:hidden">
            <label htmlFor={`${id}-select`} className="sr-only">
              Settings section
            </label>
            <NativeSelect
              id={`${id}-select`}
              value={active.id}
              onChange={(event) => onSectionChange(event.target.value as SettingsSectionId)}
            >
              {groups.map(({ group, heading }) => (
                <optgroup key={group} label={heading ?? 'Settings'}>
                  {sectionsOf(group).map((section) => (
                    <option key={section.id} value={section.id}>
                      {section.title}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </div>

          <section
            aria-labelledby={headingId}
            data-section={active.id}
            className="min-h-0 flex-1 overflow-y-auto p-6"
          >
            <h3 id={headingId} className="mb-4 font-semibold text-xl tracking-tight">
              {active.title}
            </h3>
            <Suspense
              fallback={
                <div className="flex justify-center py-10">
                  <Spinner />
                </div>
              }
            >
              <Section />
            </Suspense>
          </section>
        </div>
      </div>
    </Modal>
  );
}
