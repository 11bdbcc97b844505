import type { GeneratedPage } from './appPaths.mjs';

export const pagesFile: string;
export function generatedPage(name: string, row: object): GeneratedPage;
export function pagesFromTable(): Promise<GeneratedPage[]>;
