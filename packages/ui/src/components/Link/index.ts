export { Link, type LinkProps } from './Link';
export { linkVariants } from './Link.css';
