import * as React from 'react';
import { cn } from '@/lib/cn';

/*
 * A checkbox in shadcn/ui's look on the browser's own <input type="checkbox"> (ADR 075). Radix's
 * checkbox is a button that imitates one, and brought its presence, context and size modules (~5 KB
 * gzip) into the first download of Prospects, whose rows all carry one. The input is a checkbox to
 * assistive technology and to forms as it is; the props stay Radix's: checked may be 'indeterminate'
 * (shown with a dash, announced as mixed) and onCheckedChange gets the new state. data-state is set as
 * Radix set it, so styles and tests read the same.
 */

export type CheckedState = boolean | 'indeterminate';

type CheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked'> & {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
};

// The check and the dash are drawn by a mask over the box's text colour, so no icon is needed.
const mark = (path: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='${path}'/%3E%3C/svg%3E")`;
const checkMark = mark('M20 6 9 17l-5-5');
const dashMark = mark('M5 12h14');

function Checkbox({
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  onChange,
  style,
  ref,
  ...props
}: CheckboxProps) {
  const input = React.useRef<HTMLInputElement | null>(null);
  const [uncontrolled, setUncontrolled] = React.useState<CheckedState>(defaultChecked ?? false);
  const state = checked ?? uncontrolled;
  const indeterminate = state === 'indeterminate';
  // `indeterminate` is a property, not an attribute: set it after every render that changes it.
  React.useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      type="checkbox"
      ref={(node) => {
        input.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      data-slot="checkbox"
      data-state={indeterminate ? 'indeterminate' : state ? 'checked' : 'unchecked'}
      checked={state === true}
      onChange={(event) => {
        onChange?.(event);
        const next = event.currentTarget.checked;
        if (checked === undefined) setUncontrolled(next);
        onCheckedChange?.(next);
      }}
      style={
        {
          '--checkbox-mark': indeterminate ? dashMark : checkMark,
          ...style,
        } as React.CSSProperties
      }
      className={cn(
        'peer relative m-0 grid size-4 shrink-0 cursor-default appearance-none place-content-center rounded-[4px] border border-input shadow-xs outline-none transition-shadow focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=indeterminate]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:text-primary-foreground dark:bg-input/30',
        "before:size-3.5 before:bg-current before:content-[''] before:[mask:var(--checkbox-mark)_center/contain_no-repeat] data-[state=unchecked]:before:hidden",
        className,
      )}
      {...props}
    />
  );
}

export { Checkbox };
