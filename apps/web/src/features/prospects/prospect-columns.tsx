/** The Prospects list's row type and columns (the page adds the Score column). */
import type { RouterOutputs } from '@leadpath/api';
import { Link } from '@tanstack/react-router';
import type { ListColumn } from '@/components/selectable-list-table';
import { formatLocalDate } from '@/lib/local-format';
import { StatusBadge } from './status-badge';

export type Prospect = RouterOutputs['prospects']['list']['items'][number];

export const fullName = (item: Prospect) => `${item.firstName} ${item.lastName}`.trim();

export const prospectColumns: ListColumn<Prospect>[] = [
  {
    header: 'Name',
    cellClassName: 'max-w-[12rem] truncate font-medium',
    cell: (item) => (
      <Link
        to="/dashboard/prospects/$prospectId"
        params={{ prospectId: item.id }}
        search={(previous) => previous}
        className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {fullName(item)}
      </Link>
    ),
  },
  {
    header: 'Title',
    className: 'hidden md:table-cell',
    cellClassName: 'max-w-[12rem] truncate',
    cell: (item) => item.title,
  },
  {
    header: 'Company',
    className: 'hidden lg:table-cell',
    cellClassName: 'max-w-[12rem] truncate',
    cell: (item) => item.companyName,
  },
  {
    header: 'Email',
    className: 'hidden sm:table-cell',
    cellClassName: 'max-w-[16rem] truncate',
    cell: (item) => item.email,
  },
  { header: 'Status', cell: (item) => <StatusBadge status={item.status} /> },
  {
    header: 'Added',
    className: 'hidden xl:table-cell',
    cellClassName: 'text-muted-foreground',
    cell: (item) => formatLocalDate(item.createdAt),
  },
];
