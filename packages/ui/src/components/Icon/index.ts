export { Icon, type IconProps } from './Icon';
export { iconSizes } from './Icon.css';
export { type IconName, iconNames } from './IconShapes';
