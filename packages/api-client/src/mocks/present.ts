/** Turns database records into the API shapes of openapi.yaml. */
import type { components } from '../generated/schema';
import { assignedRoleNames } from './data/roles';
import type {
  CustomerRecord,
  MockDb,
  OrderRecord,
  ProductRecord,
  PunchoutRecord,
  UserRecord,
} from './data/types';
import { scopesOf } from './session';
import { customerIdsSeenBy, visibleCustomers } from './visibility';

type Schemas = components['schemas'];

export function presentCustomer(customer: CustomerRecord): Schemas['Customer'] {
  return {
    id: customer.id,
    name: customer.name,
    address: { ...customer.address },
    contact_person: { ...customer.contact_person },
  };
}

export function presentFiles(db: MockDb, ids: readonly number[]): Schemas['File'][] {
  return ids.flatMap((id) => {
    const file = db.files.get(id);
    return file ? [{ ...file, languages: [...file.languages] }] : [];
  });
}

export function presentProduct(
  db: MockDb,
  product: ProductRecord,
  lastOrderedAt: string | null,
): Schemas['Product'] {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    unit: product.unit,
    last_ordered_at: lastOrderedAt,
    files: presentFiles(db, product.fileIds),
  };
}

export function presentOrder(db: MockDb, order: OrderRecord): Schemas['Order'] {
  const customer = db.customers.find((candidate) => candidate.id === order.customerId);
  return {
    id: order.id,
    customer_order_id: order.customer_order_id,
    date: order.date,
    status: order.status,
    customer: customer ? { id: customer.id, name: customer.name } : { id: order.customerId, name: '' },
    invoice_file_id: order.invoice_file_id,
    positions: order.positions.map((position) => {
      const product = db.productsById.get(position.productId);
      return {
        id: position.id,
        product: { id: position.productId, description: product?.description ?? '' },
        material_number: position.productId,
        amount: position.amount,
        unit: position.unit,
        documents: presentFiles(db, position.documentIds),
      };
    }),
  };
}

function presentUserBase(user: UserRecord, customers: readonly CustomerRecord[]): Schemas['UserBase'] {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    salutation: user.salutation,
    company_name: user.company_name,
    phone_number: user.phone_number,
    fax_number: user.fax_number,
    language: user.language,
    assigned_roles_names: assignedRoleNames(user.roles, user.clients),
    customers: customers.map((customer) => ({ id: customer.id, name: customer.name })),
  };
}

/**
 * Users in user management list the companies they were assigned – those `viewer` may see: a user manager of
 * one client never learns a company of the other client through a user who holds both.
 */
export function presentUser(db: MockDb, user: UserRecord, viewer: UserRecord): Schemas['User'] {
  const seen = new Set(customerIdsSeenBy(db, viewer, user.customerIds));
  const customers = db.customers.filter((customer) => seen.has(customer.id));
  return {
    ...presentUserBase(user, customers),
    created_at: user.created_at,
    last_login_at: user.last_login_at,
  };
}

/** The logged-in user lists every company they may choose, so staff get all of them. */
export function presentAuthenticatedUser(
  db: MockDb,
  user: UserRecord,
  punchout?: PunchoutRecord,
): Schemas['AuthenticatedUser'] {
  return {
    ...presentUserBase(user, visibleCustomers(db, user)),
    roles: scopesOf(user),
    ...(punchout && {
      punchout: {
        format: punchout.format,
        procurement_system: punchout.procurementSystem,
        customer_id: punchout.customerId,
        hand_back_origin: new URL(punchout.handBackUrl).origin,
      },
    }),
  };
}

export function paginate<T>(items: readonly T[], page: number, limit: number) {
  const pages = Math.ceil(items.length / limit);
  const lastPage = Math.max(1, pages);
  return {
    results: items.slice((page - 1) * limit, page * limit),
    page,
    pages,
    limit,
    count: items.length,
    next_page: page < pages ? page + 1 : null,
    previous_page: page > 1 ? Math.min(page - 1, lastPage) : null,
    first_page: 1,
    last_page: lastPage,
  };
}
