export { Header, type HeaderLabels, type HeaderProps, type HeaderUser } from './Header';
export type { HeaderCountLinkProps } from './HeaderCountLink';
