import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/local-format';

interface ListPaginationProps {
  label: string;
  pageNumber: number;
  pageSize: number;
  shown: number;
  total: number | undefined;
  /** The server stopped counting at total: show it as "1,000+". */
  totalIsCapped?: boolean;
  /** The server counted among the first rows of a long list only (a search of 1 or 2 characters). */
  totalIsPartial?: boolean;
  /** The rows shown are not the asked page's yet (the previous page kept while it loads): no range. */
  stale?: boolean;
  hasPrevious: boolean;
  nextCursor: string | null | undefined;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

/** Previous/next under a cursor-paginated table, with the range of rows shown. */
export function ListPagination(props: ListPaginationProps) {
  const first = (props.pageNumber - 1) * props.pageSize + (props.shown ? 1 : 0);
  const last = (props.pageNumber - 1) * props.pageSize + props.shown;
  return (
    <nav
      aria-label={`${props.label} pages`}
      className="flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {props.total === undefined || props.stale
          ? ' '
          : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(props.total)}${props.totalIsCapped || props.totalIsPartial ? '+' : ''}`}
        {props.totalIsPartial
          ? ' (searched part of the list: type 3 or more characters to search all of it)'
          : null}
      </p>
      <div className="flex items-center gap-2">
        <span className="text-muted-foreground">Page {props.pageNumber}</span>
        <Button variant="outline" size="sm" disabled={!props.hasPrevious} onClick={props.onPrevious}>
          <ChevronLeftIcon aria-hidden />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!props.nextCursor}
          onClick={() => props.nextCursor && props.onNext(props.nextCursor)}
        >
          Next
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
