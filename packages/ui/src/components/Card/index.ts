export { Card, type CardProps, type HeadingLevel } from './Card';
