export { PaymentStep, type PaymentStepProps, type PaymentValue } from './components/payment-step';
export { feeOf, useFees } from './api/get-fees';
export { gatewayTypeStore, paymentTypeStore, type PaymentType } from './payment-preferences';
