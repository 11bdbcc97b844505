export interface TsLoader {
  load(path: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}
export function openTsLoader(): Promise<TsLoader>;
