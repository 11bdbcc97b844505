/** @kundenportal/ui – the design system's public surface. Import the CSS once: `@kundenportal/ui/styles.css`. */
export * from './components/Button';
