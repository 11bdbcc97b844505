export interface Probe {
  method: string;
  target: string;
}
export function probeList(): Probe[];
export function sourceMapSpellings(path: string): string[];
export function rawRequest(options: {
  port: number;
  host?: string;
  method?: string;
  target: string;
  headers?: Record<string, string>;
}): Promise<{ status: number; headers: Record<string, string>; body: string }>;
