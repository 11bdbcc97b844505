import type { Plugin } from 'vite';
export const prerenderedPages: { path: string; feature: string | undefined; file: string }[];
export function prerender(options: { configFile: string; outDir: string }): Promise<number>;
export function prerenderPublicPages(): Plugin;
export const styleHashesFile: string;
export const scriptHashesFile: string;
