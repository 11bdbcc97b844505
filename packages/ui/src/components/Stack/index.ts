export { type Gap, gaps } from './gap.css';
export { Stack, type StackProps } from './Stack';
export { stackAligns, stackElements } from './Stack.css';
