import type { Plugin } from 'vite';
export function precompiledValidatorsModule(): string;
export function precompiledValidators(): Plugin;
