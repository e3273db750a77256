export { useDemoInfo } from './api/get-demo';
