import type { Plugin } from 'vite';
export function preloadInTurns(): Plugin;
