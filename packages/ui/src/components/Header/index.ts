export { Header, type HeaderLabels, type HeaderLogo, type HeaderProps, type HeaderUser } from './Header';
export type { HeaderCountLinkProps } from './HeaderCountLink';
