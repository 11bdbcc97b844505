export { customerNumberText, numbersForCustomers } from './customerNumberRules';
export {
  customerNumberList,
  customerNumberMessages,
  splitList,
  validateCustomerNumbers,
} from './customerNumbers';
