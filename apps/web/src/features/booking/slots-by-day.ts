export interface Slot {
  start: string;
  end: string;
}

export interface SlotDay {
  /** YYYY-MM-DD in the visitor's zone. */
  key: string;
  /** 'Mon, Nov 23'. */
  label: string;
  slots: Slot[];
}

/** The visitor's own zone: slots are shown in it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function formatSlotTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

export function formatSlotDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** Slots grouped by the visitor's calendar day, in order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const keyFormat = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  });
  const labelFormat = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  });
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const date = new Date(slot.start);
    const key = keyFormat.format(date);
    let day = days.get(key);
    if (!day) {
      day = { key, label: labelFormat.format(date), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}
