/** Query-string reading with the backend's answers to malformed values (400). */
import type { Language } from './data/types';
import { fails } from './errors';

const languages: readonly Language[] = ['de', 'en', 'es', 'fr', 'nl', 'pl', 'it'];

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

export function readInt(
  query: URLSearchParams,
  name: string,
  { min = 0, fallback }: { min?: number; fallback?: number } = {},
): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min)
    return fails.badRequest(`Der Parameter „${name}“ ist ungültig.`);
  return Number(raw);
}

export function requireInt(query: URLSearchParams, name: string, min = 0): number {
  const value = readInt(query, name, { min });
  return value ?? fails.badRequest(`Der Parameter „${name}“ fehlt.`);
}

export function readPaging(query: URLSearchParams, defaultLimit = 15): { page: number; limit: number } {
  const page = readInt(query, 'page', { min: 1, fallback: 1 }) ?? 1;
  // The gate (contractGate.ts) has refused a limit over the contract's maximum already: nothing is capped silently.
  const limit = readInt(query, 'limit', { min: 1, fallback: defaultLimit }) ?? defaultLimit;
  return { page, limit };
}

export function readLanguage(query: URLSearchParams, name = 'language'): Language {
  const raw = query.get(name);
  return languages.find((language) => language === raw) ?? 'de';
}
