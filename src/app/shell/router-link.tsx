import { Link } from 'react-router-dom';
import type { UiLinkProps } from '../../ui';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The UiLink renderer: internal hrefs navigate client-side through react-router (a path of another
 * store view still becomes a full load, decided by the router); absolute URLs stay plain anchors.
 */
export function RouterLink({ href, ...rest }: UiLinkProps) {
  if (EXTERNAL.test(href) || href.startsWith('#')) return <a href={href} {...rest} />;
  return <Link to={href} {...rest} />;
}
