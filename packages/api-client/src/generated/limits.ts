/**
 * Generated from openapi.yaml by `pnpm api:generate` (openapi-typescript). Do not edit by hand;
 * `pnpm api:check` fails when this file and openapi.yaml disagree.
 */

/** maxLength of each string field, per schema of openapi.yaml (arrays: of each entry). */
export const maxLengths = {
  "Error": {
    "message": 2000,
    "code": 60
  },
  "FieldError": {
    "field": 120,
    "message": 2000
  },
  "LoginCredentials": {
    "email": 180,
    "password": 128
  },
  "RefreshRequest": {
    "refresh_token": 512
  },
  "TokenPair": {
    "token": 2048,
    "refresh_token": 512
  },
  "MagicLinkRequest": {
    "magic_link": {
      "email": 180
    }
  },
  "MagicLoginRequest": {
    "token": 2048
  },
  "PunchoutStartRequest": {
    "token": 2048
  },
  "PunchoutSession": {
    "procurement_system": 80,
    "hand_back_origin": 200
  },
  "PunchoutPosition": {
    "unit": 10
  },
  "PunchoutHandBack": {
    "action": 2048,
    "target": 64,
    "fields": {
      "name": 64,
      "value": 1000000
    }
  },
  "Customer": {
    "name": 200
  },
  "Address": {
    "street": 100,
    "zip": 10,
    "city": 60
  },
  "ContactPerson": {
    "name": 200,
    "email": 180,
    "phone": 30
  },
  "UserBase": {
    "first_name": 60,
    "last_name": 60,
    "email": 180,
    "company_name": 120,
    "phone_number": 30,
    "fax_number": 30
  },
  "UserFilter": {
    "customer_number": 60,
    "last_name": 60,
    "email": 180
  },
  "UserUpdateRequest": {
    "user": {
      "firstName": 60,
      "lastName": 60,
      "companyName": 120,
      "email": 180,
      "phoneNumber": 30,
      "faxNumber": 30,
      "customerNumbers": 6
    }
  },
  "ResetPasswordRequest": {
    "reset_password": {
      "currentPassword": 128,
      "password": 128,
      "passwordConfirmation": 128
    }
  },
  "Product": {
    "id": 10,
    "name": 200,
    "description": 500,
    "unit": 10
  },
  "ProductRef": {
    "id": 10,
    "description": 500
  },
  "File": {
    "material_id": 10,
    "name": 200,
    "download_file_name": 200,
    "languages": 2
  },
  "ProductListItem": {
    "unit": 10
  },
  "ProductListAddRequest": {
    "product_list_add": {
      "items": {
        "productId": 10,
        "unit": 10
      }
    }
  },
  "ProductListUpdateRequest": {
    "product_list_update": {
      "productId": 10,
      "unit": 10
    }
  },
  "Order": {
    "id": 10,
    "customer_order_id": 60
  },
  "OrderPosition": {
    "material_number": 10,
    "unit": 10
  },
  "OrderFilter": {
    "order": 10,
    "customerOrder": 100,
    "material": 100
  },
  "OrderTopic": {
    "key": 60,
    "label": 200
  },
  "Receipt": {
    "id": 60
  },
  "OrderCreate": {
    "deliveryRemarks": 1000,
    "requiredDocuments": 200,
    "reference": 35
  },
  "OrderCreatePosition": {
    "productId": 10,
    "description": 500,
    "unit": 10,
    "remarks": 500
  },
  "OrderCreateCustomPosition": {
    "description": 500,
    "unit": 10,
    "remarks": 500
  },
  "OrderRecipient": {
    "company": 120,
    "address": 200,
    "zip": 10,
    "city": 60,
    "phone": 30
  },
  "GoodsReceivingTimes": {
    "morning": 40,
    "afternoon": 40,
    "other": 200,
    "fixedAppointment": 40
  },
  "DeliveryConditions": {
    "other": 200
  },
  "FileRequest": {
    "productId": 10,
    "orderId": 10,
    "notes": 2000,
    "reason": 2000,
    "language": 2
  },
  "ContactMessageCreate": {
    "contact_message": {
      "subject": 200,
      "message": 5000
    }
  },
  "ComplaintRequest": {
    "complaint": {
      "message": 2000
    }
  },
  "RequiredDocumentRequest": {
    "required_document": {
      "documents": 200,
      "offtopicMessage": 2000
    }
  },
  "RegistrationForm": {
    "email": 180,
    "emailConfirmation": 180,
    "password": 128,
    "passwordConfirmation": 128,
    "lastName": 60,
    "firstName": 60,
    "companyName": 120,
    "customerNumber": 139,
    "salesAreas": 10,
    "phoneNumber": 30,
    "faxNumber": 30,
    "zip": 10
  },
  "RegistrationReasonInput": {
    "additionalInfo": 2000
  },
  "RegistrationConfirmation": {
    "token": 2048
  },
  "RegistrationActivation": {
    "customer_numbers": 6
  },
  "Registration": {
    "email": 180,
    "first_name": 60,
    "last_name": 60,
    "company_name": 120,
    "customer_numbers": 6,
    "sales_areas": 10,
    "phone_number": 30,
    "fax_number": 30,
    "zip": 10
  },
  "RegistrationReasonOutput": {
    "additional_info": 2000
  }
} as const;
