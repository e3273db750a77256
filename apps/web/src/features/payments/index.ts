export { PaymentStep, type PaymentStepProps, type PaymentValue } from './components/payment-step';
export type { WaiverSubject } from './components/waive-fee';
