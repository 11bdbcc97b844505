import { useCallback } from 'react';
import { useLocalizedPath } from '../i18n';
import { type PageName, type PageTable, pageTable } from './pageTable';

type Segments<S extends string> = S extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : S;
type Param<Segment> = Segment extends `:${infer Name}` ? Name : never;
type Required<Name> = Name extends `${string}?` ? never : Name;
type Optional<Name> = Name extends `${infer Bare}?` ? Bare : never;
type ParamsOfPath<Path extends string> = { [K in Required<Param<Segments<Path>>>]: string | number } & {
  [K in Optional<Param<Segments<Path>>>]?: string | number;
};
/** The params a page's path takes: `{ id }` for `/user/order/:id`, nothing for `/user/basket`. */
export type PageParams<P extends PageName> = ParamsOfPath<PageTable[P]['path']>;
/** No argument for a page without params, an optional one for optional params, else a required one. */
export type PageParamArgs<P extends PageName> = [Param<Segments<PageTable[P]['path']>>] extends [never]
  ? []
  : [Required<Param<Segments<PageTable[P]['path']>>>] extends [never]
    ? [params?: PageParams<P>]
    : [params: PageParams<P>];

/** A page's path after the locale prefix, from the page table: `pagePath('order', { id: 12 })` → `/user/order/12`. */
export function pagePath<P extends PageName>(page: P, ...[params]: PageParamArgs<P>): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = pageTable[page].path
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const value = values[segment.replace(/^:|\?$/g, '')];
      return value === undefined || value === '' ? [] : [encodeURIComponent(String(value))];
    })
    .join('/');
  return path || '/';
}

/** `pageHref('order', { id })`: a page's link in the current locale (`/en/user/order/12`). */
export function usePageHref(): <P extends PageName>(page: P, ...params: PageParamArgs<P>) => string {
  const localized = useLocalizedPath();
  return useCallback(
    <P extends PageName>(page: P, ...params: PageParamArgs<P>) => localized(pagePath(page, ...params)),
    [localized],
  );
}
