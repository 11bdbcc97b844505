import type { Plugin } from 'vite';
export function replacingPlugin(target: string, define: (replaced: () => void) => Plugin): Plugin;
export function gregorianCalendarOnly(): Plugin;
export function reactRouterProduction(reactRouterEntry?: string): Plugin;
export function reactRouterTreeShakable(): Plugin;
