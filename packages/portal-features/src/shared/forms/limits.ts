/**
 * How long each form field may be: the contract's maxLength (generated from openapi.yaml into the API client),
 * so the inputs and the server enforce the same numbers and a change to the contract reaches every form.
 */
import { maxLengths } from '@kundenportal/api-client/limits';
import { searchTermLimit } from './searchTermLimit';

// The sales areas' limit is per area; the form's one input holds a list of them.
const { salesAreas: _perArea, ...registrationFields } = maxLengths.RegistrationForm;
// Likewise the customer numbers' limit is per number; the user editor's one input holds the list.
const { customerNumbers: _perNumber, ...userFields } = maxLengths.UserUpdateRequest.user;

export const fieldLimits = {
  login: maxLengths.LoginCredentials,
  magicLink: maxLengths.MagicLinkRequest.magic_link,
  registration: { ...registrationFields, ...maxLengths.RegistrationReasonInput },
  passwordChange: maxLengths.ResetPasswordRequest.reset_password,
  userEdit: userFields,
  order: {
    ...maxLengths.OrderCreate,
    position: maxLengths.OrderCreatePosition,
    customPosition: maxLengths.OrderCreateCustomPosition,
    recipient: maxLengths.OrderRecipient,
    receivingTimes: maxLengths.GoodsReceivingTimes,
    deliveryConditions: maxLengths.DeliveryConditions,
  },
  orderFilter: maxLengths.OrderFilter,
  complaint: maxLengths.ComplaintRequest.complaint,
  documentRequest: maxLengths.RequiredDocumentRequest.required_document,
  fileRequest: maxLengths.FileRequest,
  contact: maxLengths.ContactMessageCreate.contact_message,
  userFilter: maxLengths.UserFilter,
  /** A material number as the basket and favourites take it. */
  productId: maxLengths.ProductListAddRequest.product_list_add.items.productId,
  /**
   * My documents' text filter, which runs in the browser over file names, material numbers and product
   * descriptions: a longer text can match none of them.
   */
  documentFilter: Math.max(
    maxLengths.File.name,
    maxLengths.File.download_file_name,
    maxLengths.Product.description,
  ),
  searchTerm: searchTermLimit,
} as const;

/** The limit of `field` in `limits`, or undefined for a field the contract does not limit (choices, lists). */
export function limitOf<L extends Readonly<Record<string, number>>>(
  limits: L,
  field: string,
): number | undefined {
  return Object.hasOwn(limits, field) ? limits[field as keyof L] : undefined;
}
