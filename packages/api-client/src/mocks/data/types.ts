/** Records of the mock backend's in-memory database; API shapes are built from them by the handlers. */
import type { components } from '../../generated/schema';

type Schemas = components['schemas'];

export type ClientId = Schemas['ClientId'];
export type RoleName = Schemas['RoleName'];
export type AssignedRoleName = Schemas['AssignedRoleName'];
export type Scope = Schemas['Scope'];
export type Language = Schemas['Language'];
export type ApiFile = Schemas['File'];
export type ProductListItem = Schemas['ProductListItem'];
export type Receipt = Schemas['Receipt'];

export type ProductCategory = 'industrial' | 'chemical' | 'food';

export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  unit: string;
  category: ProductCategory;
  client: ClientId;
  fileIds: number[];
}

export interface CustomerRecord {
  id: number;
  name: string;
  address: Schemas['Address'];
  contact_person: Schemas['ContactPerson'];
  /** Main line of business; drives which products the customer orders. */
  focus: ProductCategory;
  /** The clients (tenants) the company buys from: staff see only the companies of their own clients. */
  clients: ClientId[];
}

export interface PositionRecord {
  id: number;
  productId: string;
  amount: number;
  unit: string;
  documentIds: number[];
}

export interface OrderRecord {
  id: string;
  customerId: number;
  customer_order_id: string | null;
  date: string;
  status: Schemas['OrderStatus'];
  invoice_file_id: number | null;
  positions: PositionRecord[];
}

export interface UserRecord {
  id: number;
  email: string;
  /** Salted hash (see passwords.ts), never the password itself: the demo keeps this in localStorage. */
  passwordHash: string;
  salutation: Schemas['Salutation'];
  first_name: string;
  last_name: string;
  company_name: string;
  phone_number: string;
  fax_number: string | null;
  language: Language;
  roles: RoleName[];
  clients: ClientId[];
  customerIds: number[];
  created_at: string;
  last_login_at: string | null;
  /**
   * Set only on the copy of a user a punchout session's token yields (session.ts): the buyer's company, the one
   * company that session sees whatever else the user may.
   */
  punchoutCustomerId?: number;
}

/** A punchout session as the procurement system's setup call opened it (OCI or cXML). */
export interface PunchoutRecord {
  /** Names the session: its tokens carry it, and the hand-back ends every token that does. */
  id: string;
  format: 'oci' | 'cxml';
  /** The procurement system's name as the supplier knows the buyer's system. */
  procurementSystem: string;
  customerId: number;
  /** OCI `HOOK_URL`, cXML `BrowserFormPost` URL: where the browser posts the basket back. */
  handBackUrl: string;
  /** OCI `~TARGET` (the frame to post into); `_top` for cXML. */
  target: string;
  /** OCI `~OkCode` and `~CALLER`, sent back as they came (defaults `ADDI`, `CTLG`). */
  okCode?: string;
  caller?: string;
  /** cXML: the setup's `BuyerCookie`, and the identities of its From and To, mirrored in the answer. */
  buyerCookie?: string;
  buyerIdentity?: { domain: string; identity: string };
  supplierIdentity?: { domain: string; identity: string };
}

export interface RegistrationRecord {
  registration: Schemas['Registration'];
  /** Salted hash of the chosen password, carried over to the user on activation. */
  passwordHash: string;
  /** Double-opt-in token; null once confirmed. */
  confirmationToken: string | null;
  confirmationExpiresAt: number;
}

export interface Submission {
  kind: 'order' | 'offer' | 'sds' | 'documents' | 'contact' | 'complaint';
  receipt: Receipt;
  userId: number;
  body: unknown;
}

export interface TokenRecord {
  userId: number;
  expiresAt: number;
  /**
   * Set on the tokens of a session started by a password-reset link: until then the session may set a new
   * password without the current one (POST /user/password, x-assumed). Refreshing carries it on.
   */
  passwordResetUntil?: number;
  /**
   * Access and refresh tokens: the login they descend from. Every refresh of a login carries it on, so a reused
   * refresh token can end that login's whole chain of tokens and no other (see POST /auth/refresh).
   */
  family?: string;
  /** Refresh tokens: set once rotated out. Kept until it would have expired, so a second use is recognised. */
  retired?: true;
  /** Set on the tokens of a punchout session (and on its start token): the session's procurement system. */
  punchout?: PunchoutRecord;
}

export interface MagicLinkRecord extends TokenRecord {
  used: boolean;
  /**
   * A link sent by 'Passwort vergessen' starts a password-reset session; a punchout start token (kept with the
   * links, single-use and short-lived like them) a punchout session.
   */
  purpose?: 'password_reset' | 'punchout';
}

export interface StoredResponse {
  bodyKey: string;
  storedAt: number;
  status: number;
  body: unknown;
}

export interface MailboxMessage {
  to: string;
  /** `registration-existing`: someone registered with an address that has an account (see POST /registrations). */
  kind: 'login-link' | 'registration-confirmation' | 'registration-activated' | 'registration-existing';
  /** Path of the link in the e-mail (relative to the portal). */
  link: string | null;
  token: string | null;
  sentAt: number;
}

export interface MockDb {
  customers: CustomerRecord[];
  products: ProductRecord[];
  productsById: Map<string, ProductRecord>;
  files: Map<number, ApiFile>;
  orders: OrderRecord[];
  users: UserRecord[];
  registrations: RegistrationRecord[];
  baskets: Map<number, ProductListItem[]>;
  favourites: Map<number, ProductListItem[]>;
  /** Files a user removed from "my documents". */
  hiddenFiles: Map<number, Set<number>>;
  submissions: Submission[];
  accessTokens: Map<string, TokenRecord>;
  refreshTokens: Map<string, TokenRecord>;
  magicLinks: Map<string, MagicLinkRecord>;
  idempotency: Map<string, StoredResponse>;
  mailbox: MailboxMessage[];
  /**
   * Attempts counted for throttling (`throttle.ts`), per key, newest last. Kept in memory only: in demo mode a
   * reload forgets them, the HTTP mock keeps them while it runs.
   */
  throttle: Map<string, number[]>;
  sequence: {
    user: number;
    registration: number;
    file: number;
    order: number;
    receipt: number;
    token: number;
  };
}
