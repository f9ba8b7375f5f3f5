import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * An Ant Design button that is a real link (`<a href>`: new tab, copy link) and navigates inside
 * the SPA on a plain click.
 */
export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={handleClick} />;
}
