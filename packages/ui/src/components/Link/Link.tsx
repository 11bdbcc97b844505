import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';
import { Icon } from '../Icon/Icon';
import { link, type linkVariants } from './Link.css';

interface LinkBaseProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children' | 'target' | 'rel'> {
  children: ReactNode;
  variant?: (typeof linkVariants)[number];
}

interface InternalLinkProps extends LinkBaseProps {
  isExternal?: false;
}

interface ExternalLinkProps extends LinkBaseProps {
  /** Opens in a new tab, without handing the opener to the other site. */
  isExternal: true;
  /** Said after the link text so nobody is surprised by the new tab, e.g. "öffnet in neuem Fenster". */
  externalLabel: string;
}

export type LinkProps = InternalLinkProps | ExternalLinkProps;

/**
 * A react-aria Link with our looks. Internal hrefs go through RAC's RouterProvider (the app wraps it),
 * so they navigate client-side without this component knowing the router.
 */
export function Link(props: LinkProps) {
  if (props.isExternal) {
    const { children, variant = 'inline', isExternal: _isExternal, externalLabel, ...rest } = props;
    return (
      <AriaLink {...rest} target="_blank" rel="noopener noreferrer" className={link({ variant })}>
        {children}
        <Icon name="external" size="small" label={externalLabel} />
      </AriaLink>
    );
  }
  const { children, variant = 'inline', isExternal: _isExternal, ...rest } = props;
  return (
    <AriaLink {...rest} className={link({ variant })}>
      {children}
    </AriaLink>
  );
}
