import { Checkbox as AriaCheckbox } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import './Checkbox.css';

export function Checkbox({ children, className, ...props }: AriaCheckboxProps & { children: React.ReactNode }) {
  return (
    <AriaCheckbox {...props} className={['checkbox', typeof className === 'string' ? className : ''].join(' ').trim()}>
      <span className="checkbox__box" aria-hidden="true" />
      <span>{children}</span>
    </AriaCheckbox>
  );
}
