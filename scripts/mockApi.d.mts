export const defaultPort: number;
export interface MockApi {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `<origin>/api`, the portal's `apiBaseUrl` */
  baseUrl: string;
  /** What the buyer's side (`<origin>/buyer/`, scripts/buyerSide.mjs) received at its hook, newest last. */
  requisitions: BuyerRequisition[];
  close(): Promise<void>;
}
export interface MockApiOptions {
  /** Default 4400; 0 takes a free port. */
  port?: number;
  host?: string;
  /** Origins CORS lets in (`*` any, `[]` no CORS headers); default http://127.0.0.1:* and http://localhost:*. */
  allowOrigin?: string | string[];
  /** operationIds answered 404 as by a backend lacking the route. */
  without?: string | string[];
  /** May replace an answer, to break the contract on purpose. */
  rewrite?: (answer: {
    operationId: string | undefined;
    response: Response;
  }) => Response | undefined | Promise<Response | undefined>;
  /** A scripts/tsLoader.mjs loader shared by several mocks (they then share their state). */
  loader?: { load(path: string): Promise<Record<string, unknown>> };
  logMail?: boolean;
  /** The portal punchout start URLs lead to (default http://127.0.0.1:4173). */
  portal?: string;
}
export interface BuyerPosition {
  materialNumber: string;
  quantity: string;
  unit: string;
  description: string;
  longText: string;
  price: string;
  currency: string;
}
export interface BuyerRequisition {
  format: 'oci' | 'cxml';
  session: string | null;
  positions: BuyerPosition[];
  total?: string;
  buyerCookie?: string;
  cookieMatches?: boolean;
  control?: string;
}
export function serveMockApi(options?: MockApiOptions): Promise<MockApi>;
export function startLine(baseUrl: string, options?: { without?: string[] }): string;
