export { Icon, type IconProps } from './Icon';
export { iconSizes, iconWeights } from './Icon.css';
export { type IconName, iconNames } from './IconShapes';
