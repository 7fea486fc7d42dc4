export { CompliancePage as default } from '../features/compliance/compliance-page';
