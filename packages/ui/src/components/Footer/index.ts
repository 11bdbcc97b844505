export { Footer, type FooterHrefs, type FooterLabels, type FooterProps } from './Footer';
