export { mailLines, mailtoHref, type PreparedMail } from './mailtoHref';
export { mailMessages } from './messages';
export { SendByMailHint, SendByMailLink, type SendByMailLinkProps } from './SendByMail';
