export { Inline, type InlineProps } from './Inline';
export { inlineAligns, inlineAlignsY, inlineElements } from './Inline.css';
