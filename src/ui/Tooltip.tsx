import { Tooltip as AriaTooltip, TooltipTrigger as AriaTooltipTrigger } from 'react-aria-components';
import type { TooltipProps } from 'react-aria-components';
import './Tooltip.css';

/** Tooltips open after 200 ms and close after 100 ms (navigation.md 9). */
export const TOOLTIP_OPEN_DELAY_MS = 200;
export const TOOLTIP_CLOSE_DELAY_MS = 100;

export function TooltipTrigger({ children }: { children: React.ReactNode }) {
  return (
    <AriaTooltipTrigger delay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS}>
      {children}
    </AriaTooltipTrigger>
  );
}

export function Tooltip(props: TooltipProps) {
  return <AriaTooltip offset={6} {...props} className="tooltip" />;
}
