export { Logo, type LogoProps, logoSizes, logoTones } from './Logo';
