export {
  DescriptionList,
  type DescriptionListItem,
  type DescriptionListProps,
} from './DescriptionList';
export { descriptionListLayouts } from './DescriptionList.css';
