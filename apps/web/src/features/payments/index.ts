export { PaymentStep, type PaymentStepProps, type PaymentValue } from './components/payment-step';
