/** The stored shapes of a schedule, shared by calendar and LinkedIn settings. */

export interface StoredTimezone {
  value: string;
  label: string;
  offset: number;
  abbrev: string;
  altName: string;
}

export interface StoredOperatingDay {
  id: number;
  title: string;
  isChecked: boolean;
}
